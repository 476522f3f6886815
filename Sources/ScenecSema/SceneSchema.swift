import ScenecDiagnostics
import ScenecRuntime

/// The shape of a value in a scene file. Lowering reads values through it and the JSON
/// Schema is generated from it, so the two cannot drift.
package indirect enum ValueType: Sendable, Hashable {
    /// Any scalar, read as text (`title: no` is the string "no").
    case string
    /// `[A-Za-z_][A-Za-z0-9_]*`.
    case identifier
    /// Identifiers joined by dots, no Swift keywords.
    case typeName
    /// `#RRGGBB` or `#RRGGBBAA`.
    case color
    /// A device preset name or a custom device's name.
    case deviceName
    case bool
    case integer(minimum: Int, maximum: Int)
    case number(minimum: Double?, exclusiveMinimum: Double?, maximum: Double?)
    /// One of a fixed set of words.
    case word([String])
    /// A mapping described by the table of that name.
    case table(String)
    case list(ValueType, minItems: Int)
    /// A mapping from identifiers to values.
    case map(ValueType, minItems: Int)
    case oneOf([ValueType])
    /// `{regular: value, compact: value}`, both of the given type (a metric per size class).
    case bySizeClass(ValueType)
    /// The `diagnostics:` mapping: a known code to `error`, `warning` or `ignore`; a code that cannot be lowered
    /// (`SeverityOverrides.canChange`) only to `error`.
    case severities

    /// A size in points: greater than 0, at most `SceneSchema.maxPoints`.
    static let positive = ValueType.number(minimum: nil, exclusiveMinimum: 0, maximum: SceneSchema.maxPoints)
    /// An offset or inset in points: at least 0, at most `SceneSchema.maxPoints`.
    static let nonNegative = ValueType.number(minimum: 0, exclusiveMinimum: nil, maximum: SceneSchema.maxPoints)
    /// An alpha or opacity.
    static let unit = ValueType.number(minimum: 0, exclusiveMinimum: nil, maximum: 1)
    /// A header inset: negative values enlarge the main scroll view (Aquaman), bounded so that sizes stay sane.
    static let headerInset = ValueType.number(minimum: -1000, exclusiveMinimum: nil, maximum: SceneSchema.maxPoints)
}

/// One key of a mapping in the scene format.
package struct KeySpec: Sendable, Hashable {
    package let name: String
    /// `name` in UTF-8, for comparing written keys without making a `String`.
    package let nameBytes: [UInt8]
    /// `name` packed into three words, for finding a key by its bytes in a few instructions.
    package let packedName: PackedName
    package var type: ValueType
    package var required: Bool
    /// Shown on hover in editors; says the meaning, unit and default.
    package var description: String

    init(_ name: String, _ type: ValueType, required: Bool = false, _ description: String) {
        self.name = name
        self.nameBytes = Array(name.utf8)
        self.packedName = nameBytes.withUnsafeBufferPointer(PackedName.init)
        self.type = type
        self.required = required
        self.description = description
    }
}

/// The keys of one kind of mapping ("page", "tab"…) and the rules between them.
package struct KeyTable: Sendable, Hashable {
    /// The definition's name in the JSON Schema.
    package var name: String
    /// What the mapping is, for messages ("a page").
    package var noun: String
    package var description: String
    package var keys: [KeySpec]
    /// Groups of which exactly one key must be present.
    package var exactlyOneOf: [[String]] = []
    /// Pairs of keys that cannot both be present.
    package var mutuallyExclusive: [[String]] = []
    /// key -> keys it needs.
    package var dependencies: [(String, [String])] = []

    /// The spec of `key`; a programming error if the table has no such key.
    package func spec(_ key: String) -> KeySpec {
        guard let spec = keys.first(where: { $0.name == key }) else {
            preconditionFailure("key table '\(name)' has no key '\(key)'")
        }
        return spec
    }

    package static func == (lhs: KeyTable, rhs: KeyTable) -> Bool { lhs.name == rhs.name }
    package func hash(into hasher: inout Hasher) { hasher.combine(name) }
}

/// The scene format, version 1: every mapping's keys, types, defaults and descriptions
/// (spec sections 2 to 4, 7 and 8).
package enum SceneSchema {
    /// The largest number of points any size, offset or inset may be: far beyond any screen, and small
    /// enough that every layout value stays finite and every number prints exactly.
    package static let maxPoints = 100_000.0
    /// The smallest magnitude of a non-zero number (sizes, offsets, alphas): below it a value means nothing
    /// on a screen, and Swift warns that such a literal underflows.
    package static let smallestNonZero = 0.000001
    /// The longest identifier (scene name, page id, view id…) or device name, in characters: they name
    /// generated types, test functions and files, and file names are limited (255 bytes on most systems).
    package static let maxNameLength = 100

    package static let scene = KeyTable(
        name: "scene", noun: "the scene",
        description: "A scenec scene file: the navigation UI of an iOS app.",
        keys: [
            KeySpec(
                "scene", .identifier, required: true,
                "Name of the scene; prefix of every generated type (Music -> MusicPage, MusicScene, MusicLayoutTests)."),
            KeySpec("version", .integer(minimum: 1, maximum: 1), required: true, "Format version. Only 1 exists."),
            KeySpec(
                "devices", .list(.oneOf([.deviceName, .table("device")]), minItems: 1),
                "Devices that checks and layout tests run on: preset names or {name, width, height, sizeClass}. Default [ipad-landscape, ipad-portrait]."
            ),
            KeySpec("metrics", .table("metrics"), "Overrides of the libraries' default metrics."),
            KeySpec(
                "tabs", .list(.table("tab"), minItems: 1),
                "Side tab bar (SPSideTabController), one stacked navigation per tab. Exactly one of 'tabs' and 'root'."),
            KeySpec(
                "root", .identifier,
                "Page id of a single stacked navigation without side tabs; it fills the window. Exactly one of 'tabs' and 'root'."
            ),
            KeySpec(
                "extraItems", .list(.table("extraItem"), minItems: 0),
                "Bottom-anchored sidebar items that select no page (SPSideTabBar additionalItems). Requires 'tabs'."),
            KeySpec(
                "attachment", .table("attachment"),
                "Bottom attachment bar, like a now-playing bar. Requires 'tabs'."),
            KeySpec(
                "pages", .map(.table("page"), minItems: 1), required: true, "Every page of the scene, keyed by page id."
            ),
            KeySpec("tests", .table("tests"), "Limits for the generated layout tests."),
            KeySpec(
                "modules", .list(.identifier, minItems: 0),
                "The modules that declare page and view types, which the generated code imports. Without it, the "
                    + "first name of a dotted type is its module (MusicApp.AlbumViewController); with it, a dotted "
                    + "type whose first name is not listed is a nested type of the module that holds the generated "
                    + "code (Screens.Album)."),
            KeySpec(
                "navigation", .oneOf([.word(["stacked", "push"]), .table("navigationBySizeClass")]),
                "The container of the pages: stacked (SPStackedNav, half and full pages side by side), push (a "
                    + "UINavigationController-style stack whose top page fills the area), or {regular, compact}. "
                    + "Default stacked."),
            KeySpec(
                "tabBar", .oneOf([.word(["side", "bottom"]), .table("tabBarBySizeClass")]),
                "Where the tabs are: side (a sidebar), bottom (a UITabBarController-style bar), or {regular, "
                    + "compact}. Default side. Requires 'tabs'."),
            KeySpec(
                "diagnostics", .severities,
                "Severity per diagnostic code: error, warning or ignore ({SC4001: error}). The command line's "
                    + "--error, --warning and --ignore override it. YAML syntax errors (SC1xxx) and output problems (SC5xxx) cannot be lowered."
            ),
            KeySpec(
                "links", .list(.table("link"), minItems: 0),
                "The URLs the app opens (custom schemes and universal links), each with the navigation state it "
                    + "opens: {url, path, name}."),
        ],
        exactlyOneOf: [["tabs", "root"]],
        dependencies: [("extraItems", ["tabs"]), ("attachment", ["tabs"]), ("tabBar", ["tabs"])]
    )

    package static let device = KeyTable(
        name: "device", noun: "a device", description: "A custom device; the window is its full bounds.",
        keys: [
            KeySpec("name", .deviceName, required: true, "The device's name, unique in the scene."),
            KeySpec("width", .positive, required: true, "Window width in points."),
            KeySpec("height", .positive, required: true, "Window height in points."),
            KeySpec(
                "sizeClass", .word(["regular", "compact"]), required: true,
                "Horizontal size class; picks a page's width from {regular, compact}."),
            KeySpec(
                "idiom", .word(["phone", "pad"]),
                "An iPhone or an iPad; with the window's shape it decides the navigation bar's height. "
                    + "Default pad when sizeClass is regular, phone when compact."),
        ]
    )

    package static let metrics = KeyTable(
        name: "metrics", noun: "metrics", description: "Overrides of the libraries' hard-coded numbers (points).",
        keys: [
            KeySpec("sidebarWidth", .positive, "Side tab bar width. Default 80."),
            KeySpec(
                "tabItemHeight", .positive,
                "Side tab item height; item i sits at y = spacing + (height + spacing) * i. Default 70."),
            KeySpec("tabItemSpacing", .nonNegative, "Space between side tab items. Default 10."),
            KeySpec("attachmentHeight", .positive, "Bottom attachment bar height. Default 69."),
            KeySpec("halfPageWidth", .positive, "Width of a 'half' page. Default 472."),
            KeySpec(
                "stackedLayers", .integer(minimum: 1, maximum: 64),
                "Pages stacked on the left of a stacked navigation that stay shown. Default 3."),
            KeySpec("stackedLayerOffset", .nonNegative, "Horizontal distance between stacked pages. Default 3."),
            KeySpec("overlayOpacity", .unit, "Overlay opacity of a page covered by its own width. Default 0.3."),
            KeySpec("pagerBarHeight", .positive, "Pager tab bar height. Default 40."),
            KeySpec("pagerLineWidth", .positive, "Width of the fixed pager underline. Default 23."),
            KeySpec(
                "pagerLineHeight", .positive,
                "Pager underline height; line y = barHeight - lineHeight - 0.5. Default 2.5."),
            KeySpec("pagerSelectedScale", .positive, "Scale of the selected pager tab title. Default 1.13."),
            KeySpec("bottomTabBarHeight", .positive, "Height of the bottom tab bar. Default 49."),
            KeySpec(
                "maxBottomTabs", .integer(minimum: 2, maximum: 20),
                "Items of the bottom tab bar; with more tabs, the last item is More. Default 5."),
            KeySpec(
                "sheetTopGap", .nonNegative,
                "Gap above a large sheet on compact devices, above and below a page sheet on regular ones. Default 10."),
            KeySpec(
                "sheetMediumFraction", .number(minimum: nil, exclusiveMinimum: 0, maximum: 1),
                "Height of a medium sheet as a fraction of the window's height. Default 0.5."),
            KeySpec(
                "pageSheetWidth", .positive, "Width of a page sheet (style sheet) on regular devices. Default 704."),
            KeySpec("formSheetWidth", .positive, "Width of a form sheet on regular devices. Default 540."),
            KeySpec("formSheetHeight", .positive, "Height of a form sheet on regular devices. Default 620."),
            KeySpec("popoverWidth", .positive, "Width of a popover on regular devices. Default 320."),
            KeySpec("popoverHeight", .positive, "Height of a popover on regular devices. Default 480."),
            KeySpec(
                "popoverMargin", .nonNegative,
                "Distance a popover keeps from the window's edges and below its source's top. Default 10."),
            KeySpec(
                "navigationBarHeight", .positive,
                "Height of a page's navigation bar. Default UIKit's on the device: "
                    + "50 on an iPad, 32 on an iPhone in landscape, 44 in portrait."),
        ].map { spec in
            // Every metric may differ per size class: `{regular: n, compact: n}`.
            var spec = spec
            spec.type = .oneOf([spec.type, .bySizeClass(spec.type)])
            return spec
        }
    )

    /// The keys of a metric's `{regular, compact}` (lowering reads them through it); the schema gives each metric its
    /// own `.bySizeClass` with the metric's range, so this table is not one of its definitions.
    package static let metricBySizeClass = bySizeClass(
        "metric", value: .number(minimum: 0, exclusiveMinimum: nil, maximum: nil),
        description: "A metric per horizontal size class; each value has the metric's own range.",
        regular: "The value on regular devices.", compact: "The value on compact devices.")

    package static let navigationBySizeClass = bySizeClass(
        "navigation", value: .word(["stacked", "push"]),
        description: "The navigation container per horizontal size class.")

    package static let tabBarBySizeClass = bySizeClass(
        "tabBar", value: .word(["side", "bottom"]), noun: "a tab bar",
        description: "Where the tabs are per horizontal size class.")

    /// The table `<what>BySizeClass`: `{regular: value, compact: value}`, both required.
    private static func bySizeClass(
        _ what: String, value: ValueType, noun: String? = nil, description: String,
        regular: String = "On regular devices.", compact: String = "On compact devices."
    ) -> KeyTable {
        KeyTable(
            name: what + "BySizeClass", noun: "\(noun ?? "a " + what) per size class", description: description,
            keys: [
                KeySpec("regular", value, required: true, regular),
                KeySpec("compact", value, required: true, compact),
            ]
        )
    }

    package static let tab = KeyTable(
        name: "tab", noun: "a tab", description: "A side tab item and the root page of its stacked navigation.",
        keys: [
            KeySpec("title", .string, required: true, "Tab item title."),
            KeySpec("icon", .string, "Image asset name."),
            KeySpec("badge", .string, "Badge value (\"5\", \"New\"). An empty string means no badge."),
            KeySpec(
                "badgeColor", .color, "Badge colour, \"#RRGGBB\" or \"#RRGGBBAA\" (quote it: # starts a YAML comment)."),
            KeySpec("root", .identifier, required: true, "Root page of this tab's stacked navigation."),
        ]
    )

    package static let extraItem = KeyTable(
        name: "extraItem", noun: "an extra item", description: "A bottom-anchored sidebar item that runs an action.",
        keys: [
            KeySpec("title", .string, required: true, "Item title."),
            KeySpec("icon", .string, "Image asset name."),
            KeySpec("action", .identifier, "Identifier of the action the app runs when the item is tapped."),
        ]
    )

    package static let attachment = KeyTable(
        name: "attachment", noun: "the attachment", description: "The bottom attachment bar and the page it shows.",
        keys: [
            KeySpec("page", .identifier, required: true, "Page shown in the bar."),
            KeySpec("visible", .bool, "Whether the bar is shown. Default true."),
        ]
    )

    package static let tests = KeyTable(
        name: "tests", noun: "tests", description: "Limits for the generated layout tests.",
        keys: [
            KeySpec(
                "maxDepth", .integer(minimum: 0, maximum: 32),
                "Pushes beyond an entry page that tests follow. Default 4."),
            KeySpec(
                "maxStates", .integer(minimum: 1, maximum: 100_000),
                "Navigation states per device at most. Default 256."),
            KeySpec(
                "maxRepeats", .integer(minimum: 0, maximum: 8),
                "How many more times a page may appear in one tested path (pages are templates: "
                    + "home, album, artist, album). Default 0: each page once per path."),
            KeySpec(
                "factory", .typeName,
                "The page factory the generated UI layout tests use, a type of the test target made with (). "
                    + "Default: a generated one that makes each declared type without arguments."),
        ]
    )

    package static let page = KeyTable(
        name: "page", noun: "a page", description: "A page: a view controller shown in a stacked navigation.",
        keys: [
            KeySpec(
                "type", .typeName, required: true,
                "The view controller class that shows the page (MyApp.AlbumViewController)."),
            KeySpec("title", .string, "Navigation title."),
            KeySpec(
                "navigationBar", .bool,
                "Whether the page shows its navigation bar (title, back button, the app's bar items). Default true."),
            KeySpec(
                "size", .oneOf([.word(["full", "half"]), .positive, .table("sizeByClass")]),
                "Width in a stacked navigation: full (the navigation's width), half (metrics.halfPageWidth), a number of points, or {regular, compact}. Default full."
            ),
            KeySpec(
                "scrolls", .bool,
                "The page's content is a vertical scroll view; required for pages shown under a header. Default false."),
            KeySpec(
                "push", .list(.identifier, minItems: 0),
                "Pages this page can push onto its stacked navigation, in order."),
            KeySpec(
                "transition", .table("transition"), "Interactive push and pop by horizontal swipe (XANavBarTransition)."
            ),
            KeySpec("pager", .table("pager"), "Pager tabs inside this page (JCPageController)."),
            KeySpec("header", .table("header"), "Nested sticky header above the pager (Aquaman). Requires 'pager'."),
            KeySpec("stack", .table("stack"), "A stack of views inside this page (NavigationRoute)."),
            KeySpec(
                "arguments", .map(argumentType, minItems: 0),
                "The page's arguments, name -> type: String, Int, Double, Bool, UUID, URL (? for optional), a list "
                    + "of strings (one of them), or {type, default}. A push or a presentation supplies them."),
            KeySpec(
                "present", .list(.identifier, minItems: 0),
                "Pages this page presents modally (sheets, full screen, popovers), in order."),
            KeySpec(
                "presentation", .oneOf([.word(presentationStyles), .table("presentation")]),
                "How this page is shown when presented: a style (shorthand) or {style, detents, dismissible}. "
                    + "Default a dismissible sheet at the large detent."),
        ],
        mutuallyExclusive: [["pager", "stack"]],
        dependencies: [("header", ["pager"])]
    )

    /// The scalar argument types, each also optional (`String?`).
    package static let argumentTypeNames = ArgumentType.scalarNames.flatMap { [$0.name, $0.name + "?"] }

    /// An argument's type: a scalar type name, or a list of the strings it may be.
    static let argumentTypeForm = ValueType.oneOf([
        .word(argumentTypeNames), .list(.identifier, minItems: 1),
    ])

    /// What `arguments` maps a name to: a type, or `{type, default}`.
    static let argumentType = ValueType.oneOf([argumentTypeForm, .table("argument")])

    /// The presentation styles (`UIModalPresentationStyle`).
    package static let presentationStyles = PresentationStyle.allCases.map(\.rawValue)

    package static let argument = KeyTable(
        name: "argument", noun: "an argument", description: "A page argument with a default.",
        keys: [
            KeySpec(
                "type", argumentTypeForm, required: true,
                "String, Int, Double, Bool, UUID or URL (? for optional), or a list of the strings it may be."),
            KeySpec(
                "default", .oneOf([.string, .number(minimum: nil, exclusiveMinimum: nil, maximum: nil), .bool]),
                "The value used when a navigation gives none; a literal of the type."),
        ]
    )

    package static let presentation = KeyTable(
        name: "presentation", noun: "a presentation", description: "How a page is shown when it is presented.",
        keys: [
            KeySpec(
                "style", .oneOf([.word(presentationStyles), .table("presentationStyleBySizeClass")]),
                "sheet, formSheet, fullScreen, popover (UIModalPresentationStyle), or {regular, compact}. On compact "
                    + "devices formSheet and popover show as sheet. Default sheet."),
            KeySpec(
                "detents", .list(.word(SheetDetent.allCases.map(\.rawValue)), minItems: 1),
                "The sheet's detents, medium and large; the first is where it opens. Used by sheets on compact "
                    + "devices. Default [large]."),
            KeySpec(
                "dismissible", .bool, "false: no swipe to dismiss (isModalInPresentation). Default true."),
        ]
    )

    package static let presentationStyleBySizeClass = bySizeClass(
        "presentationStyle", value: .word(presentationStyles), noun: "a presentation style",
        description: "The presentation style per horizontal size class.")

    package static let link = KeyTable(
        name: "link", noun: "a link", description: "A URL the app opens and the navigation state it opens.",
        keys: [
            KeySpec(
                "url", .string, required: true,
                "The URL pattern: scheme://host/segment/{argument}/...?key={argument}. Each {name} binds the "
                    + "argument of that name of every page on the path; https patterns are universal links."),
            KeySpec(
                "path", .string, required: true,
                "The state the URL opens: an entry page, then pushes (',') and presentations ('|'), as "
                    + "layout --path writes it (home,album|share)."),
            KeySpec(
                "name", .identifier,
                "The generated case name. Default: the last page's id (with the page before it when two links "
                    + "would share it)."),
        ]
    )

    package static let sizeByClass = KeyTable(
        name: "sizeByClass", noun: "a size", description: "A page width per horizontal size class.",
        keys: [
            KeySpec(
                "regular", .oneOf([.word(["full", "half"]), .positive]), required: true,
                "Width on regular devices (iPad)."),
            KeySpec(
                "compact", .oneOf([.word(["full", "half"]), .positive]), required: true,
                "Width on compact devices (iPhone)."),
        ]
    )

    package static let transition = KeyTable(
        name: "transition", noun: "a transition", description: "Interactive push and pop by horizontal swipe.",
        keys: [
            KeySpec(
                "mode", .word(["left", "right"]),
                "left: a leftward swipe pushes 'next' (it enters from the right) and a rightward swipe pops; right mirrors it. Default left."
            ),
            KeySpec("next", .identifier, "The page a push swipe pushes; a push edge of this page."),
            KeySpec("pop", .bool, "Whether a pop swipe is enabled on this page. Default true."),
            KeySpec("navBarAlpha", .unit, "Navigation bar alpha on this page, 0...1. Default 1."),
        ]
    )

    package static let pager = KeyTable(
        name: "pager", noun: "a pager", description: "Pager tabs inside a page.",
        keys: [
            KeySpec(
                "line", .word(["fixed", "dynamic", "stretchFixed", "stretchDynamic"]),
                "Underline animation type (JCSlideBarLineAnimationType 0...3). Default fixed."),
            KeySpec(
                "scaleSelected", .bool, "Scale the selected tab title by metrics.pagerSelectedScale. Default false."),
            KeySpec("selected", .integer(minimum: 0, maximum: 10_000), "Initially selected tab, 0-based. Default 0."),
            KeySpec("tabs", .list(.table("pagerTab"), minItems: 0), required: true, "The pager's tabs, at least one."),
        ]
    )

    package static let pagerTab = KeyTable(
        name: "pagerTab", noun: "a pager tab", description: "One pager tab and the page it shows.",
        keys: [
            KeySpec("title", .string, required: true, "Tab title."),
            KeySpec("page", .identifier, required: true, "Page shown by this tab."),
            KeySpec("width", .positive, required: true, "Tab cell width in points."),
            KeySpec("reuse", .identifier, "Pages with the same reuse identifier may share a controller."),
            KeySpec("titleWidth", .positive, "Measured title width, needed by the dynamic line types."),
        ]
    )

    package static let header = KeyTable(
        name: "header", noun: "a header", description: "A nested sticky header above the page's pager.",
        keys: [
            KeySpec("height", .nonNegative, required: true, "Header height hH."),
            KeySpec(
                "menuHeight", .positive,
                "Height mH of the menu, which is the page's pager bar. Default metrics.pagerBarHeight."),
            KeySpec(
                "pinHeight", .nonNegative,
                "Distance pH from the top at which the menu pins; at most 'height'. Default 0."),
            KeySpec("inset", .table("inset"), "Content inset of the main scroll view. Default all 0."),
        ]
    )

    package static let inset = KeyTable(
        name: "inset", noun: "an inset",
        description:
            "Insets of the header's main scroll view in points; negative values (down to -1,000) enlarge it, as "
            + "Aquaman's inset: {top: -20} pulls the header under the status bar.",
        keys: [
            KeySpec("top", .headerInset, "Top inset, -1,000 to 100,000. Default 0."),
            KeySpec("left", .headerInset, "Left inset, -1,000 to 100,000. Default 0."),
            KeySpec("bottom", .headerInset, "Bottom inset, -1,000 to 100,000. Default 0."),
            KeySpec("right", .headerInset, "Right inset, -1,000 to 100,000. Default 0."),
        ]
    )

    package static let stack = KeyTable(
        name: "stack", noun: "a stack", description: "A stack of views inside one page.",
        keys: [
            KeySpec("root", .identifier, required: true, "The first view of the stack."),
            KeySpec("insets", .table("stackInsets"), "The settled view frame is (0, top, W, H - top - bottom)."),
            KeySpec(
                "views", .map(.table("stackView"), minItems: 1), required: true, "The stack's views, keyed by view id."),
        ]
    )

    package static let stackInsets = KeyTable(
        name: "stackInsets", noun: "stack insets", description: "Top and bottom insets of a page stack's views.",
        keys: [
            KeySpec("top", .nonNegative, "Top inset (topInster). Default 0."),
            KeySpec("bottom", .nonNegative, "Bottom inset (bottomInster). Default 0."),
        ]
    )

    package static let stackView = KeyTable(
        name: "stackView", noun: "a stack view", description: "One view of a page stack.",
        keys: [
            KeySpec("type", .typeName, required: true, "The UIView subclass."),
            KeySpec("push", .list(.identifier, minItems: 0), "Views pushed on top of this one."),
            KeySpec(
                "switch", .list(.oneOf([.identifier, .table("stackSwitch")]), minItems: 0),
                "Views that replace this one in place (switchTopView): a view id, or {view, direction: push|pop}."),
        ]
    )

    package static let stackSwitch = KeyTable(
        name: "stackSwitch", noun: "a switch", description: "A view that replaces the shown one, with a direction.",
        keys: [
            KeySpec("view", .identifier, required: true, "The view that replaces the shown one."),
            KeySpec(
                "direction", .word(["push", "pop"]),
                "How it slides in: push (from the right, the default) or pop (the shown view slides out to the right)."),
        ]
    )

    /// Every table, in the order the JSON Schema lists them.
    package static let all: [KeyTable] = [
        scene, device, metrics, navigationBySizeClass, tabBarBySizeClass, tab, extraItem, attachment, tests, page,
        argument, presentation, presentationStyleBySizeClass, link, sizeByClass, transition, pager, pagerTab, header,
        inset,
        stack, stackInsets, stackView,
        stackSwitch,
    ]
}
