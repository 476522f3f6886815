import ScenecExpectations
import Testing

@testable import ScenecRuntime

/// The reader of the generated definition's page text (scene format §10.1, "The definition's pages as text"). Its
/// entry point for generated code, `SceneDefinition.appendPages(_:)`, stops the program on a text that does not
/// read; these tests read through the throwing core it wraps, which names the line and the field.
@Suite struct ScenePageTextTests {
    static func read(_ text: String) throws(ScenePageTextError) -> [ScenePage] {
        var text = text
        let result = text.withUTF8 { bytes -> Result<[ScenePage], ScenePageTextError> in
            do throws(ScenePageTextError) {
                return .success(try ScenePageText.pages(bytes))
            } catch {
                return .failure(error)
            }
        }
        return try result.get()
    }

    /// The error `text` gives; nil when it reads.
    static func error(_ text: String) -> ScenePageTextError? {
        do {
            _ = try read(text)
            return nil
        } catch {
            return error
        }
    }

    @Test func aPageWithEveryFieldReads() throws {
        let pages = try Self.read(
            #"""
            page "home"
            type "App.Home"
            title "A \"b\" \\ c\nd\t\r\0 \u{E9}\u{1F44B} é"
            size regular 300.5 compact half
            scrolls true
            showsNavigationBar false
            push "a" "b"
            push "c"
            transition mode right next "a" isPopEnabled false navBarAlpha 0.35
            pager lineType stretchDynamic scalesSelected true selected 2
            tab title "One" page "a" width 100 reuse "feed" titleWidth 42.5
            tab title "Two" page "b" width 1e-07
            header height 200 menuHeight 44.5 pinHeight 20 inset -20 1.5 3 -0.0
            stack root "v" topInset 10 bottomInset 20.25
            view "v" type "App.V" push "w" switchTo "w" "x" switchesByPop "x"
            view "w" type "App.W"
            argument "s" type string default string "x y"
            argument "i" type int optional default int -42
            argument "d" type double default double 0.1
            argument "f" type bool default bool false
            argument "u" type uuid optional
            argument "l" type url default url "https://e.com/#a"
            argument "c" type choice "p" "q r" default choice "q r"
            argument "e" type choice
            present "p"
            presentation style popover compactStyle sheet detents medium large isDismissible false

            page "bare"
            type "App.Bare"
            """#)
        expectEqual(pages.count, 2)
        var home = ScenePage(id: "home", type: "App.Home", size: ScenePageSize(regular: .points(300.5), compact: .half))
        home.title = "A \"b\" \\ c\nd\t\r\0 é👋 é"
        home.scrolls = true
        home.showsNavigationBar = false
        home.push = ["a", "b", "c"]
        home.transition = SceneTransition(mode: .right, next: "a", isPopEnabled: false, navBarAlpha: 0.35)
        var pager = ScenePager(lineType: .stretchDynamic, scalesSelected: true, selected: 2)
        pager.tabs = [
            ScenePagerTab(title: "One", page: "a", width: 100, reuse: "feed", titleWidth: 42.5),
            ScenePagerTab(title: "Two", page: "b", width: 1e-7),
        ]
        home.pager = pager
        home.header = SceneHeader(
            height: 200, menuHeight: 44.5, pinHeight: 20, inset: EdgeInsets(top: -20, left: 1.5, bottom: 3, right: -0.0)
        )
        var stack = SceneStack(root: "v", topInset: 10, bottomInset: 20.25)
        stack.views = [
            SceneStackView(id: "v", type: "App.V", push: ["w"], switchTo: ["w", "x"], switchesByPop: ["x"]),
            SceneStackView(id: "w", type: "App.W"),
        ]
        home.stack = stack
        home.arguments = [
            SceneArgument(name: "s", type: .string, defaultValue: .string("x y")),
            SceneArgument(name: "i", type: .int, isOptional: true, defaultValue: .int(-42)),
            SceneArgument(name: "d", type: .double, defaultValue: .double(0.1)),
            SceneArgument(name: "f", type: .bool, defaultValue: .bool(false)),
            SceneArgument(name: "u", type: .uuid, isOptional: true),
            SceneArgument(name: "l", type: .url, defaultValue: .url("https://e.com/#a")),
            SceneArgument(name: "c", type: .choice(["p", "q r"]), defaultValue: .choice("q r")),
            SceneArgument(name: "e", type: .choice([])),
        ]
        home.present = ["p"]
        home.presentation = ScenePresentation(
            style: .popover, compactStyle: .sheet, detents: [.medium, .large], isDismissible: false)
        expectEqual(pages.first, home)
        expectEqual(pages.last, ScenePage(id: "bare", type: "App.Bare"))
        expectEqual(pages.first?.header?.inset.right.sign, .minus, "-0.0 keeps its sign")
        #expect(try Self.read("") == [] && Self.read("\n\n") == [])
    }

    /// `presentation` with no detents reads as no detents, which the initializer would have made `[large]`.
    @Test func anEmptyListOfDetentsStaysEmpty() throws {
        let pages = try Self.read("page \"a\"\ntype \"A\"\npresentation style sheet detents isDismissible true")
        expectEqual(pages.first?.presentation?.detents, [])
    }

    @Test(
        arguments: [
            // (text, line, field, part of the message)
            ("type \"A\"", 1, "type", "before its `page` line"),
            ("page \"a\"", 1, "type", "has no `type` line"),
            ("page \"a\"\ntype \"A\"\ntitle \"x", 3, "title", "no closing quote"),
            ("page \"a\"\ntype \"A\"\ntitle x", 3, "title", "expected a string"),
            ("page \"a\"\ntype \"A\"\ntype \"B\"", 3, "type", "twice"),
            ("page \"a\"\ntype \"A\"\ncolor \"red\"", 3, "color", "unknown keyword `color`"),
            ("page \"a\"\ntype \"A\"\nscrolls yes", 3, "scrolls", "`true` or `false`"),
            ("page \"a\"\ntype \"A\"\nsize wide", 3, "size.width", "`full`, `half` or a number"),
            ("page \"a\"\ntype \"A\"\nsize regular half wide full", 3, "size.compact", "expected `compact`"),
            ("page \"a\"\ntype \"A\"\npush", 3, "push", "at least one string"),
            (
                "page \"a\"\n\ntype \"A\"\ntransition mode up isPopEnabled true navBarAlpha 1", 4, "transition.mode",
                "`left`, `right`"
            ),
            (
                "page \"a\"\ntype \"A\"\ntransition mode left navBarAlpha 1", 3, "transition.isPopEnabled",
                "missing"
            ),
            (
                "page \"a\"\ntype \"A\"\ntransition mode left isPopEnabled true navBarAlpha x", 3,
                "transition.navBarAlpha", "expected a number, found `x`"
            ),
            ("page \"a\"\ntype \"A\"\ntransition mode left mode right", 3, "transition.mode", "given twice"),
            ("page \"a\"\ntype \"A\"\ntransition speed 2", 3, "transition.speed", "unknown name"),
            ("page \"a\"\ntype \"A\"\ntab title \"T\" page \"b\" width 1", 3, "tab", "before the page's `pager`"),
            (
                "page \"a\"\ntype \"A\"\npager lineType fixed scalesSelected false selected 1.5", 3, "pager.selected",
                "whole number"
            ),
            (
                "page \"a\"\ntype \"A\"\nheader height 1 pinHeight 0 inset 0 0 0", 3, "header.inset.right",
                "missing value"
            ),
            ("page \"a\"\ntype \"A\"\nview \"v\" type \"V\"", 3, "view", "before the page's `stack`"),
            ("page \"a\"\ntype \"A\"\nargument \"x\" type text", 3, "argument.type", "`string`, `int`"),
            (
                "page \"a\"\ntype \"A\"\nargument \"x\" type int default int 1.5", 3, "argument.default.int",
                "whole number"
            ),
            ("page \"a\"\ntype \"A\"\nargument \"x\" optional", 3, "argument.type", "missing"),
            (
                "page \"a\"\ntype \"A\"\npresentation style sheet detents tall isDismissible true", 3,
                "presentation.tall", "unknown name"
            ),
            ("page \"a\"\ntype \"A\"\ntitle \"\\q\"", 3, "title", "unknown escape"),
            ("page \"a\"\ntype \"A\"\ntitle \"\\u{D800}\"", 3, "title", "Unicode scalar"),
            ("page \"a\"\ntype \"A\"\ntitle \"\\u{123456789}\"", 3, "title", "1 to 8"),
            ("page \"a\"\ntype \"A\"\ntitle \"\\u0041\"", 3, "title", "expected `{`"),
            ("page \"a\"\ntype \"A\"\ntitle \"x\"y", 3, "title", "a space after"),
            ("page \"a\"\ntype  \"A\"", 2, "type", "a value after the space"),
            ("page \"a\"\ntype \"A\" \"B\"", 2, "type", "unexpected `\"B\"`"),
            ("page a", 1, "page.id", "expected a string"),
        ] as [(String, Int, String, String)])
    func aTextThatDoesNotReadNamesItsLineAndField(text: String, line: Int, field: String, message: String) {
        let error = Self.error(text)
        expectEqual(error?.line, line, "\(String(describing: error))")
        expectEqual(error?.field, field, "\(String(describing: error))")
        expectEqual(error?.message.contains(message), true, "\(String(describing: error))")
        expectEqual(error.map { "\($0)".hasPrefix("line \(line), field \(field): ") }, true)
    }
}
