extension Explanation {
    /// Explanations of the SC2xxx codes (the scene format).
    static let lowering: [DiagnosticCode: Explanation] = [
        .unknownKey: Explanation(
            """
            Every key of a scene file is part of the format (docs: the scene format, and \
            Schemas/scene.schema.json). An unknown key is usually a typo, and scenec suggests the \
            closest key; it then reads the value as that key, so one typo gives one error.
            """,
            example: "tabs:\n  - titel: Browse\n    root: browse",
            fix: "tabs:\n  - title: Browse\n    root: browse"),
        .missingKey: Explanation(
            "Some keys are required: 'scene', 'version' and 'pages' at the top; a tab's 'title' and 'root'; a page's 'type'.",
            example: "pages:\n  home:\n    title: Home",
            fix: "pages:\n  home:\n    type: App.HomeViewController\n    title: Home"),
        .wrongKind: Explanation(
            "A key expects a mapping, a list or a single value, and found another kind.",
            example: "push: album",
            fix: "push: [album]"),
        .expectedNumber: Explanation(
            """
            Sizes, widths and offsets are numbers of points, written in decimal. A quoted value is \
            always text in a scene file, so '\"80\"' is not a number; and though YAML reads them as \
            numbers, hexadecimal ('0x10'), octal ('0o17'), '.inf' and '.nan' are not numbers in a scene \
            file (scenec offers the decimal form of the first two).
            """,
            example: "width: \"80\"",
            fix: "width: 80"),
        .expectedBool: Explanation(
            "Scene files use YAML 1.2, where only 'true' and 'false' are booleans; 'yes', 'no', 'on' and 'off' are text.",
            example: "scrolls: yes",
            fix: "scrolls: true"),
        .expectedInteger: Explanation(
            """
            This key counts something ('version', 'selected', 'maxDepth', 'stackedLayers'), so it takes a \
            whole number, written in decimal: hexadecimal ('0x10') and octal ('0o17') are not numbers in a \
            scene file. A whole number too large for the key's range is SC2007.
            """,
            example: "selected: 1.5",
            fix: "selected: 1"),
        .outOfRange: Explanation(
            """
            Sizes and widths must be greater than 0, offsets and insets at least 0, and none of them more \
            than 100,000 points; alphas and opacities are between 0 and 1. A number that is not 0 must be at \
            least 0.000001: smaller values mean nothing on a screen. Counts have their own ranges \
            ('selected' 0 to 10,000, 'maxDepth' 0 to 32, 'maxStates' 1 to 100,000, 'stackedLayers' 1 to 64), \
            and a whole number too large for any of them is reported here too.
            """,
            example: "navBarAlpha: 1.5",
            fix: "navBarAlpha: 1"),
        .unknownValue: Explanation(
            "This key takes one of a fixed set of words; scenec suggests the closest.",
            example: "pager:\n  line: stretchfixed",
            fix: "pager:\n  line: stretchFixed"),
        .invalidIdentifier: Explanation(
            """
            Page ids, view ids, the scene name, actions and reuse identifiers become Swift names, \
            so they match [A-Za-z_][A-Za-z0-9_]*. The fix-it offers a valid id only where it helps: \
            for a page or view id, one that is not declared yet (my_page_2 when my_page exists); for a \
            reference, a declared one; never a Swift keyword.
            """,
            example: "pages:\n  now-playing: {type: App.NowPlaying}",
            fix: "pages:\n  nowPlaying: {type: App.NowPlaying}"),
        .invalidTypeName: Explanation(
            "'type' names a Swift class: identifiers joined by dots, none of them a Swift keyword.",
            example: "type: App.class",
            fix: "type: App.ClassViewController"),
        .invalidColor: Explanation(
            """
            Colours are written \"#RRGGBB\" or \"#RRGGBBAA\". Quote them: an unquoted '#' after ': ' \
            starts a YAML comment, which leaves the key without a value.
            """,
            example: "badgeColor: #FF3B30",
            fix: "badgeColor: \"#FF3B30\""),
        .unsupportedVersion: Explanation(
            "This scenec reads version 1 of the scene format.",
            example: "version: 2",
            fix: "version: 1"),
        .tabsOrRoot: Explanation(
            "A scene has side tabs ('tabs', one stacked navigation per tab) or one stacked navigation ('root'), not both.",
            example: "tabs:\n  - {title: Home, root: home}\nroot: home",
            fix: "tabs:\n  - {title: Home, root: home}"),
        .missingValue: Explanation(
            "A key with nothing after its colon has no value (YAML's null). Give it a value or remove the key.",
            example: "title:",
            fix: "title: Browse"),
        .unknownDevice: Explanation(
            """
            Devices are preset names (ipad-landscape, ipad-portrait, ipad-11-…, ipad-13-…, \
            ipad-mini-…, iphone, iphone-se, iphone-max) or mappings {name, width, height, sizeClass}.
            """,
            example: "devices: [ipad-landscap]",
            fix: "devices: [ipad-landscape]"),
        .requiresTabs: Explanation(
            "'extraItems' and 'attachment' live in the side tab bar, and 'tabBar' says where the tabs are, so they need "
                + "'tabs'; a scene with 'root' has no tabs (remove the key, or replace 'root' with 'tabs').",
            example: "root: home\nattachment: {page: nowPlaying}",
            fix: "tabs:\n  - {title: Home, root: home}\nattachment: {page: nowPlaying}"),
        .emptyList: Explanation(
            "'tabs', 'devices', 'pages' and a stack's 'views' need at least one entry.",
            example: "tabs: []",
            fix: "tabs:\n  - {title: Home, root: home}"),
        .duplicateDevice: Explanation(
            "Each device is checked and tested once; list it once.",
            example: "devices: [ipad-landscape, ipad-landscape]",
            fix: "devices: [ipad-landscape, ipad-portrait]"),
        .emptyScene: Explanation(
            "A scene file is a YAML mapping with at least 'scene', 'version', 'root' or 'tabs', and 'pages'.",
            example: "# nothing yet",
            fix: "scene: App\nversion: 1\nroot: home\npages:\n  home: {type: App.HomeViewController}"),
        .nameTooLong: Explanation(
            """
            The scene name, page ids, view ids, actions, reuse identifiers and device names are at most \
            100 characters long. They name generated types, test functions and files \
            (<Scene>Scene.swift, <Scene>LayoutTests.swift, <device>--<state>.svg), and most file systems \
            limit a file name to 255 bytes, so a longer name is rejected here rather than when a file is \
            written.
            """,
            example:
                "pages:\n  theAlbumPageThatShowsEveryTrackOfTheAlbumWithItsArtworkCreditsLyricsAndRelatedAlbums…: {type: App.A}",
            fix: "pages:\n  album: {type: App.A}"),
        .emptyDeviceName: Explanation(
            """
            A custom device's name names its layout test function (`test_iphoneSe` for `iphone-se`), its \
            SVG files (`<device>--<state>.svg`) and the `--device` option of `scenec layout`. An empty name \
            (`name: ""`) names none of them, so every custom device needs a name of at least one character, \
            unique in the scene.
            """,
            example: "devices: [{name: \"\", width: 800, height: 600, sizeClass: regular}]",
            fix: "devices: [{name: kiosk, width: 800, height: 600, sizeClass: regular}]"),
        .tooManyPages: Explanation(
            "scenec accepts at most 250,000 pages in one scene file. Split the app into several scenes.",
            example: "pages: (300,000 entries)",
            fix: "(several scene files)"),
    ]
}
