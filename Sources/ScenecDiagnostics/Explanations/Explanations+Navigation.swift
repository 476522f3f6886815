extension Explanation {
    /// Explanations of section 10's codes (page arguments and presented pages).
    static let navigation: [DiagnosticCode: Explanation] = [
        .unknownArgumentType: Explanation(
            """
            A page argument is a String, Int, Double, Bool, UUID or URL, optional when written with '?', or \
            a list of the strings it may be ([title, date]). Type names are case-sensitive, as in Swift; \
            scenec suggests the closest.
            """,
            example: "arguments:\n  albumID: string",
            fix: "arguments:\n  albumID: String"),
        .reservedArgumentName: Explanation(
            """
            Arguments become labelled parameters of the generated navigation methods and properties of the \
            page's Arguments struct. 'animated' is already the last parameter of every navigation method, \
            'pageArguments' and 'hashValue' are members the Arguments struct already has, a Swift keyword \
            would need backquotes everywhere, and 'pushing', 'presenting', 'PageArguments', 'UUID', 'URL' and \
            the scene's namespace of pages ('MusicPages') are names the generated code uses where the \
            argument would hide them. The generated code would not compile, so generate refuses the scene \
            even when this code is lowered.
            """,
            example: "arguments:\n  animated: Bool",
            fix: "arguments:\n  isAnimated: Bool"),
        .argumentDefaultWrongType: Explanation(
            """
            A default is a literal of its argument's type: an Int an optional sign and digits, a Double a \
            decimal number, a Bool true or false (these three unquoted), a UUID its canonical \
            8-4-4-4-12 form, a URL an absolute URL that Foundation's URL(string:) accepts unchanged on \
            every platform (only the characters RFC 3986 allows, so no space or unencoded accented letter, \
            and a port of digits alone), a list type one of its strings.
            """,
            example: "arguments:\n  limit: {type: Int, default: \"50\"}",
            fix: "arguments:\n  limit: {type: Int, default: 50}"),
        .invalidChoice: Explanation(
            "A list type names the strings an argument may be; each becomes a case of a generated enum, so none twice.",
            example: "arguments:\n  sort: [title, date, title]",
            fix: "arguments:\n  sort: [title, date]"),
        .stackViewArguments: Explanation(
            """
            A view of a page stack is made by its page, not by a navigation, so nothing would supply its \
            arguments. Declare them on the page that owns the stack.
            """,
            example: "views:\n  pickup:\n    type: App.PickupView\n    arguments: {rideID: String}",
            fix: "views:\n  pickup:\n    type: App.PickupView"),
        .duplicateDetent: Explanation(
            "A sheet's detents are a set, listed in the order the sheet offers them; the first is where it opens.",
            example: "presentation: {detents: [medium, large, medium]}",
            fix: "presentation: {detents: [medium, large]}"),
        .argumentNotSupplied: Explanation(
            """
            A tab's root, the scene's root and the attachment page are made when the UI starts, with no \
            push or presentation to hand them values, so each of their arguments needs a default or must be \
            optional. Pushed and presented pages get theirs from the navigation.
            """,
            example: rootScene(
                "Shop", root: "home",
                pages: """
                      home:
                        type: App.Home
                        arguments: {category: String}
                    """),
            fixReplacing: """
                    arguments: {category: String}
                """,
            with: """
                    arguments: {category: {type: String, default: all}}
                """),
        .argumentNotInherited: Explanation(
            """
            A page shown in a pager is made by its host, which hands it the host's own arguments of the same \
            name and type (a channel's tabs all show that channel). A required argument the host does not \
            have, has with another type, or has as optional without a default would get no value.
            """,
            example: rootScene(
                "Chat", root: "list",
                pages: """
                      list:
                        type: App.List
                        push: [channel]
                      channel:
                        type: App.Channel
                        arguments: {channelID: String}
                        pager:
                          tabs:
                            - {title: Messages, page: messages, width: 100}
                      messages:
                        type: App.Messages
                        arguments: {channelID: String, threadID: String}
                    """),
            fixReplacing: """
                    arguments: {channelID: String, threadID: String}
                """,
            with: """
                    arguments: {channelID: String, threadID: String?}
                """),
        .argumentNotSuppliedBySwipe: Explanation(
            """
            A swipe transition (`transition: {next: page}`) pushes its page when the user swipes: a gesture \
            carries no data, so a required argument of that page would get no value (a made-up sample at run \
            time). Give the argument a default or make it optional, or push the page from code, where the \
            typed push method takes the value.
            """,
            example: rootScene(
                "Albums", root: "home",
                pages: """
                      home:
                        type: App.Home
                        push: [album]
                      album:
                        type: App.Album
                        transition: {next: lyrics}
                      lyrics:
                        type: App.Lyrics
                        arguments: {trackID: Int}
                    """),
            fixReplacing: "    arguments: {trackID: Int}",
            with: "    arguments: {trackID: Int?}"),
        .detentsIgnored: Explanation(
            """
            Only an edge-attached sheet, which UIKit shows on compact devices (iPhone), has detents. On a \
            regular device (iPad) a sheet or form sheet has its own size, a popover is a popover, and a \
            full-screen presentation covers the window: detents written for a scene whose devices never show \
            the page as a compact sheet change nothing. A page that has a `presentation` but that no page \
            lists in `present` is never presented at all (it is only pushed, or not reached): its whole \
            `presentation`, detents or not, is used on no device, and the warning says so; present the page \
            from the page that shows it modally, or remove `presentation`.
            """,
            example: """
                scene: Shop
                version: 1
                devices: [ipad-landscape]
                root: home
                pages:
                  home: {type: App.Home, present: [settings]}
                  settings: {type: App.Settings, presentation: {style: formSheet, detents: [medium, large]}}
                """,
            fixReplacing: """
                  settings: {type: App.Settings, presentation: {style: formSheet, detents: [medium, large]}}
                """,
            with: """
                  settings: {type: App.Settings, presentation: {style: formSheet}}
                """),
        .presentationTooSmall: Explanation(
            """
            A presentation's frame comes from the metrics of section 10.2 (a medium sheet is \
            sheetMediumFraction of the window's height, a popover popoverHeight less its margins). A frame \
            lower than metrics.pagerBarHeight leaves the page no room even for a pager's bar.
            """,
            example: """
                scene: Shop
                version: 1
                devices: [iphone]
                metrics: {sheetMediumFraction: 0.03}
                root: home
                pages:
                  home: {type: App.Home, present: [settings]}
                  settings: {type: App.Settings, presentation: {detents: [medium]}}
                """,
            fixReplacing: """
                metrics: {sheetMediumFraction: 0.03}
                """,
            with: """
                metrics: {sheetMediumFraction: 0.5}
                """),
    ]
}
