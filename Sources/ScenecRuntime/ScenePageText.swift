extension SceneDefinition {
    /// Appends the pages that `text` describes, in order: how the generated `<Scene>Scene.definition` adds its pages
    /// (scene format §10.1, "The definition's pages as text"). For generated code only.
    ///
    /// The pages are written as text, one block of lines a page, because a page built by Swift calls of overloaded
    /// initializers with literal arguments cost the type checker about 1.5 ms a page (issue 43), where a string
    /// literal costs next to nothing; reading the text at run time takes microseconds a page.
    ///
    /// The text is written by `scenec generate` from the same values that `SceneDefinition(checked:)` makes, so a
    /// text that does not read is a bug in the generator, not an input to recover from: it stops the program with a
    /// message that names the line (counted from 1 in `text`), the field and what was wrong.
    @_spi(ScenecGenerated)
    public mutating func appendPages(_ text: StaticString) {
        let decoded = text.withUTF8Buffer { bytes in
            do throws(ScenePageTextError) {
                return try ScenePageText.pages(bytes)
            } catch {
                fatalError("scenec: the generated definition's page text does not read: \(error)")
            }
        }
        pages.append(contentsOf: decoded)
    }
}

/// Why a page text does not read: its line (from 1), the field and what was wrong.
struct ScenePageTextError: Error, Equatable, CustomStringConvertible {
    /// The line, counted from 1.
    var line: Int
    /// The field (`transition.navBarAlpha`), or the line's keyword.
    var field: String
    /// What was wrong.
    var message: String

    var description: String { "line \(line), field \(field): \(message)" }
}

/// The reader of the page text (scene format §10.1, "The definition's pages as text"): one page a block of lines,
/// each line a keyword and its values separated by single spaces; strings in double quotes with Swift's escapes
/// (`\\`, `\"`, `\n`, `\r`, `\t`, `\0`, `\u{…}`), numbers in Swift's spelling, and `true`/`false`. It reads bytes
/// and needs no Foundation.
enum ScenePageText {
    /// The pages of `text`, in order; throws at the first line that does not read.
    static func pages(_ text: UnsafeBufferPointer<UInt8>) throws(ScenePageTextError) -> [ScenePage] {
        var reader = Reader(text)
        var pages: [ScenePage] = []
        var page = PageFields()
        var hasPage = false
        while reader.nextLine() {
            if reader.isEmptyLine { continue }
            let keyword = try reader.keyword()
            if keyword == "page" {
                if hasPage { pages.append(try page.page()) }
                page = PageFields()
                page.id = try reader.string("id")
                page.line = reader.line
                hasPage = true
                try reader.end()
                continue
            }
            guard hasPage else { throw reader.error("a page's field before its `page` line") }
            try page.read(keyword, &reader)
            try reader.end()
        }
        if hasPage { pages.append(try page.page()) }
        return pages
    }

    /// The fields of the page being read.
    struct PageFields {
        var id = ""
        /// The line of `page`.
        var line = 0
        var type: String?
        var title: String?
        var size: ScenePageSize?
        var scrolls: Bool?
        var showsNavigationBar: Bool?
        var push: [String] = []
        var transition: SceneTransition?
        var pager: ScenePager?
        var header: SceneHeader?
        var stack: SceneStack?
        var arguments: [SceneArgument] = []
        var present: [String] = []
        var presentation: ScenePresentation?

        /// The page; throws when it has no `type`.
        func page() throws(ScenePageTextError) -> ScenePage {
            guard let type else {
                throw ScenePageTextError(line: line, field: "type", message: "page \"\(id)\" has no `type` line")
            }
            return ScenePage(
                id: id, type: type, title: title, size: size ?? ScenePageSize(.full), scrolls: scrolls ?? false,
                showsNavigationBar: showsNavigationBar ?? true, push: push, transition: transition, pager: pager,
                header: header, stack: stack, arguments: arguments, present: present, presentation: presentation)
        }

        /// Reads the rest of a line that starts with `keyword`.
        mutating func read(_ keyword: String, _ reader: inout Reader) throws(ScenePageTextError) {
            switch keyword {
            case "type":
                try reader.once(type == nil)
                type = try reader.string("type")
            case "title":
                try reader.once(title == nil)
                title = try reader.string("title")
            case "size":
                try reader.once(size == nil)
                size = try reader.size()
            case "scrolls":
                try reader.once(scrolls == nil)
                scrolls = try reader.bool("scrolls")
            case "showsNavigationBar":
                try reader.once(showsNavigationBar == nil)
                showsNavigationBar = try reader.bool("showsNavigationBar")
            case "push": push += try reader.strings("push", atLeastOne: true)
            case "present": present += try reader.strings("present", atLeastOne: true)
            case "transition":
                try reader.once(transition == nil)
                transition = try reader.transition()
            case "pager":
                try reader.once(pager == nil)
                pager = try reader.pager()
            case "tab":
                guard pager != nil else { throw reader.error("a pager tab before the page's `pager` line") }
                pager!.tabs.append(try reader.pagerTab())
            case "header":
                try reader.once(header == nil)
                header = try reader.header()
            case "stack":
                try reader.once(stack == nil)
                stack = try reader.stack()
            case "view":
                guard stack != nil else { throw reader.error("a stack view before the page's `stack` line") }
                stack!.views.append(try reader.stackView())
            case "argument": arguments.append(try reader.argument())
            case "presentation":
                try reader.once(presentation == nil)
                presentation = try reader.presentation()
            default: throw reader.error("unknown keyword `\(keyword)`")
            }
        }
    }

    /// A cursor over the text's lines and, within a line, its values.
    struct Reader {
        let text: UnsafeBufferPointer<UInt8>
        /// The next byte to read in the current line.
        var position = 0
        /// The end of the current line (its newline, or the end of the text).
        var lineEnd = -1
        /// The current line, from 1.
        var line = 0
        /// The current line's keyword.
        var keywordText = ""

        init(_ text: UnsafeBufferPointer<UInt8>) {
            self.text = text
        }

        static let space = UInt8(ascii: " ")
        static let quote = UInt8(ascii: "\"")
        static let backslash = UInt8(ascii: "\\")
        static let newline = UInt8(ascii: "\n")

        /// Moves to the next line; false at the end of the text.
        mutating func nextLine() -> Bool {
            let start = lineEnd + 1
            guard start < text.count else { return false }
            position = start
            var end = start
            while end < text.count, text[end] != Self.newline { end += 1 }
            lineEnd = end
            line += 1
            keywordText = ""
            return true
        }

        var isEmptyLine: Bool { position == lineEnd }

        /// An error on the current line, in the field `name` of its keyword (`transition.navBarAlpha`), or in the
        /// keyword's field when `name` is nil or the keyword (`title`).
        func error(_ message: String, field name: String? = nil) -> ScenePageTextError {
            let keyword = keywordText.isEmpty ? "(keyword)" : keywordText
            let field = name.map { $0 == keyword ? keyword : keyword + "." + $0 } ?? keyword
            return ScenePageTextError(line: line, field: field, message: message)
        }

        /// Throws unless the field is not set yet.
        func once(_ isFirst: Bool) throws(ScenePageTextError) {
            guard isFirst else { throw error("the page has this field twice") }
        }

        /// The line's first word.
        mutating func keyword() throws(ScenePageTextError) -> String {
            keywordText = try bareWord(nil)
            try separator(nil)
            return keywordText
        }

        /// Throws unless the line is read to its end.
        func end() throws(ScenePageTextError) {
            guard position >= lineEnd else {
                throw error(
                    "unexpected `\(String(decoding: text[position..<lineEnd], as: UTF8.self))` at the line's end")
            }
        }

        var hasValue: Bool { position < lineEnd }
        var atString: Bool { position < lineEnd && text[position] == Self.quote }

        /// Passes the space after a value, if the line goes on.
        private mutating func separator(_ field: String?) throws(ScenePageTextError) {
            guard position < lineEnd else { return }
            guard text[position] == Self.space else {
                throw error("expected a space after the value", field: field)
            }
            position += 1
            guard position < lineEnd, text[position] != Self.space else {
                throw error("expected a value after the space", field: field)
            }
        }

        /// A word: the bytes up to the next space or the line's end.
        mutating func word(_ field: String?) throws(ScenePageTextError) -> String {
            let word = try bareWord(field)
            try separator(field)
            return word
        }

        /// A word, without the space after it.
        private mutating func bareWord(_ field: String?) throws(ScenePageTextError) -> String {
            guard position < lineEnd else { throw error("missing value", field: field) }
            guard text[position] != Self.quote else { throw error("expected a word, found a string", field: field) }
            let start = position
            while position < lineEnd, text[position] != Self.space { position += 1 }
            return String(decoding: UnsafeBufferPointer(rebasing: text[start..<position]), as: UTF8.self)
        }

        /// The next word, without reading it; nil at the line's end or before a string.
        func peekWord() -> String? {
            guard hasValue, !atString else { return nil }
            var end = position
            while end < lineEnd, text[end] != Self.space { end += 1 }
            return String(decoding: UnsafeBufferPointer(rebasing: text[position..<end]), as: UTF8.self)
        }

        /// A name of a named value (`next` in `transition mode left next "b"`), or nil at the line's end.
        mutating func name() throws(ScenePageTextError) -> String? {
            hasValue ? try word(nil) : nil
        }

        /// A string in double quotes.
        mutating func string(_ field: String) throws(ScenePageTextError) -> String {
            guard atString else { throw error("expected a string in double quotes", field: field) }
            position += 1
            let start = position
            var escapes = false
            while position < lineEnd, text[position] != Self.quote {
                if text[position] == Self.backslash {
                    escapes = true
                    position += 1
                }
                position += 1
            }
            guard position < lineEnd else { throw error("the string has no closing quote", field: field) }
            let end = position
            position += 1
            let value =
                escapes
                ? try unescaped(start..<end, field)
                : String(decoding: UnsafeBufferPointer(rebasing: text[start..<end]), as: UTF8.self)
            try separator(field)
            return value
        }

        /// The text between quotes at `range`, its escapes replaced.
        private func unescaped(_ range: Range<Int>, _ field: String) throws(ScenePageTextError) -> String {
            var bytes: [UInt8] = []
            bytes.reserveCapacity(range.count)
            var index = range.lowerBound
            while index < range.upperBound {
                let byte = text[index]
                index += 1
                guard byte == Self.backslash else {
                    bytes.append(byte)
                    continue
                }
                let escape = text[index]
                index += 1
                switch escape {
                case Self.backslash, Self.quote: bytes.append(escape)
                case UInt8(ascii: "n"): bytes.append(Self.newline)
                case UInt8(ascii: "r"): bytes.append(UInt8(ascii: "\r"))
                case UInt8(ascii: "t"): bytes.append(UInt8(ascii: "\t"))
                case UInt8(ascii: "0"): bytes.append(0)
                case UInt8(ascii: "u"):
                    guard index < range.upperBound, text[index] == UInt8(ascii: "{") else {
                        throw error("expected `{` after `\\u`", field: field)
                    }
                    index += 1
                    var value: UInt32 = 0
                    var digits = 0
                    while index < range.upperBound, text[index] != UInt8(ascii: "}") {
                        guard let digit = Self.hexDigit(text[index]), digits < 8 else {
                            throw error("a `\\u{…}` escape takes 1 to 8 hexadecimal digits", field: field)
                        }
                        value = value << 4 | digit
                        digits += 1
                        index += 1
                    }
                    guard index < range.upperBound, digits > 0, let scalar = Unicode.Scalar(value) else {
                        throw error("a `\\u{…}` escape takes the value of a Unicode scalar", field: field)
                    }
                    index += 1
                    bytes.append(contentsOf: UTF8.encode(scalar)!)
                default:
                    throw error("unknown escape `\\\(Unicode.Scalar(escape))`", field: field)
                }
            }
            return String(decoding: bytes, as: UTF8.self)
        }

        private static func hexDigit(_ byte: UInt8) -> UInt32? {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
            default: nil
            }
        }

        /// The strings up to the next word or the line's end.
        mutating func strings(_ field: String, atLeastOne: Bool = false) throws(ScenePageTextError) -> [String] {
            var values: [String] = []
            while atString { values.append(try string(field)) }
            guard !atLeastOne || !values.isEmpty else { throw error("expected at least one string", field: field) }
            return values
        }

        /// A number in Swift's spelling (`320`, `44.5`, `1e-07`, `-0.0`, `inf`, `nan`).
        mutating func number(_ field: String) throws(ScenePageTextError) -> Double {
            let text = try word(field)
            guard let value = Double(text) else { throw error("expected a number, found `\(text)`", field: field) }
            return value
        }

        /// A whole number.
        mutating func integer(_ field: String) throws(ScenePageTextError) -> Int {
            let text = try word(field)
            guard let value = Int(text) else { throw error("expected a whole number, found `\(text)`", field: field) }
            return value
        }

        /// `true` or `false`.
        mutating func bool(_ field: String) throws(ScenePageTextError) -> Bool {
            switch try word(field) {
            case "true": return true
            case "false": return false
            case let text: throw error("expected `true` or `false`, found `\(text)`", field: field)
            }
        }

        /// One of the cases of `Value`, by raw value.
        mutating func value<Value: RawRepresentable & CaseIterable>(
            _ field: String, _ type: Value.Type
        ) throws(ScenePageTextError) -> Value where Value.RawValue == String {
            let text = try word(field)
            guard let value = Value(rawValue: text) else {
                let cases = Value.allCases.map { "`\($0.rawValue)`" }.joined(separator: ", ")
                throw error("expected one of \(cases), found `\(text)`", field: field)
            }
            return value
        }

        /// Throws unless `value` was given (a named value that has no default).
        func required<Value>(_ value: Value?, _ field: String) throws(ScenePageTextError) -> Value {
            guard let value else { throw error("missing `\(field)`", field: field) }
            return value
        }

        /// Throws when a named value is given twice.
        func unset<Value>(_ value: Value?, _ field: String) throws(ScenePageTextError) {
            guard value == nil else { throw error("given twice", field: field) }
        }

        func unknown(_ name: String) -> ScenePageTextError {
            error("unknown name `\(name)`", field: name)
        }

        /// `full`, `half` or a number of points.
        mutating func width(_ field: String) throws(ScenePageTextError) -> PageWidth {
            let text = try word(field)
            switch text {
            case "full": return .full
            case "half": return .half
            default:
                guard let points = Double(text) else {
                    throw error("expected `full`, `half` or a number, found `\(text)`", field: field)
                }
                return .points(points)
            }
        }

        /// `size W` (both size classes) or `size regular W compact W`.
        mutating func size() throws(ScenePageTextError) -> ScenePageSize {
            guard peekWord() == "regular" else { return ScenePageSize(try width("width")) }
            _ = try word(nil)
            let regular = try width("regular")
            guard try word("compact") == "compact" else { throw error("expected `compact`", field: "compact") }
            return ScenePageSize(regular: regular, compact: try width("compact"))
        }

        /// `transition mode M [next "P"] isPopEnabled B navBarAlpha N`.
        mutating func transition() throws(ScenePageTextError) -> SceneTransition {
            var mode: TransitionMode?
            var next: String?
            var isPopEnabled: Bool?
            var navBarAlpha: Double?
            while let name = try name() {
                switch name {
                case "mode":
                    try unset(mode, name)
                    mode = try value(name, TransitionMode.self)
                case "next":
                    try unset(next, name)
                    next = try string(name)
                case "isPopEnabled":
                    try unset(isPopEnabled, name)
                    isPopEnabled = try bool(name)
                case "navBarAlpha":
                    try unset(navBarAlpha, name)
                    navBarAlpha = try number(name)
                default: throw unknown(name)
                }
            }
            return SceneTransition(
                mode: try required(mode, "mode"), next: next, isPopEnabled: try required(isPopEnabled, "isPopEnabled"),
                navBarAlpha: try required(navBarAlpha, "navBarAlpha"))
        }

        /// `pager lineType L scalesSelected B selected N` (its tabs are the `tab` lines after it).
        mutating func pager() throws(ScenePageTextError) -> ScenePager {
            var lineType: PagerLineType?
            var scalesSelected: Bool?
            var selected: Int?
            while let name = try name() {
                switch name {
                case "lineType":
                    try unset(lineType, name)
                    lineType = try value(name, PagerLineType.self)
                case "scalesSelected":
                    try unset(scalesSelected, name)
                    scalesSelected = try bool(name)
                case "selected":
                    try unset(selected, name)
                    selected = try integer(name)
                default: throw unknown(name)
                }
            }
            return ScenePager(
                lineType: try required(lineType, "lineType"),
                scalesSelected: try required(scalesSelected, "scalesSelected"),
                selected: try required(selected, "selected"))
        }

        /// `tab title "T" page "P" width N [reuse "R"] [titleWidth N]`.
        mutating func pagerTab() throws(ScenePageTextError) -> ScenePagerTab {
            var title: String?
            var page: String?
            var width: Double?
            var reuse: String?
            var titleWidth: Double?
            while let name = try name() {
                switch name {
                case "title":
                    try unset(title, name)
                    title = try string(name)
                case "page":
                    try unset(page, name)
                    page = try string(name)
                case "width":
                    try unset(width, name)
                    width = try number(name)
                case "reuse":
                    try unset(reuse, name)
                    reuse = try string(name)
                case "titleWidth":
                    try unset(titleWidth, name)
                    titleWidth = try number(name)
                default: throw unknown(name)
                }
            }
            return ScenePagerTab(
                title: try required(title, "title"), page: try required(page, "page"),
                width: try required(width, "width"), reuse: reuse, titleWidth: titleWidth)
        }

        /// `header height N [menuHeight N] pinHeight N inset TOP LEFT BOTTOM RIGHT`.
        mutating func header() throws(ScenePageTextError) -> SceneHeader {
            var height: Double?
            var menuHeight: Double?
            var pinHeight: Double?
            var inset: EdgeInsets?
            while let name = try name() {
                switch name {
                case "height":
                    try unset(height, name)
                    height = try number(name)
                case "menuHeight":
                    try unset(menuHeight, name)
                    menuHeight = try number(name)
                case "pinHeight":
                    try unset(pinHeight, name)
                    pinHeight = try number(name)
                case "inset":
                    try unset(inset, name)
                    inset = EdgeInsets(
                        top: try number("inset.top"), left: try number("inset.left"),
                        bottom: try number("inset.bottom"), right: try number("inset.right"))
                default: throw unknown(name)
                }
            }
            return SceneHeader(
                height: try required(height, "height"), menuHeight: menuHeight,
                pinHeight: try required(pinHeight, "pinHeight"), inset: try required(inset, "inset"))
        }

        /// `stack root "V" topInset N bottomInset N` (its views are the `view` lines after it).
        mutating func stack() throws(ScenePageTextError) -> SceneStack {
            var root: String?
            var topInset: Double?
            var bottomInset: Double?
            while let name = try name() {
                switch name {
                case "root":
                    try unset(root, name)
                    root = try string(name)
                case "topInset":
                    try unset(topInset, name)
                    topInset = try number(name)
                case "bottomInset":
                    try unset(bottomInset, name)
                    bottomInset = try number(name)
                default: throw unknown(name)
                }
            }
            return SceneStack(
                root: try required(root, "root"), topInset: try required(topInset, "topInset"),
                bottomInset: try required(bottomInset, "bottomInset"))
        }

        /// `view "V" type "T" [push "V"…] [switchTo "V"…] [switchesByPop "V"…]`.
        mutating func stackView() throws(ScenePageTextError) -> SceneStackView {
            let id = try string("id")
            var type: String?
            var push: [String]?
            var switchTo: [String]?
            var switchesByPop: [String]?
            while let name = try name() {
                switch name {
                case "type":
                    try unset(type, name)
                    type = try string(name)
                case "push":
                    try unset(push, name)
                    push = try strings(name)
                case "switchTo":
                    try unset(switchTo, name)
                    switchTo = try strings(name)
                case "switchesByPop":
                    try unset(switchesByPop, name)
                    switchesByPop = try strings(name)
                default: throw unknown(name)
                }
            }
            return SceneStackView(
                id: id, type: try required(type, "type"), push: push ?? [], switchTo: switchTo ?? [],
                switchesByPop: switchesByPop ?? [])
        }

        /// `argument "NAME" type T [optional] [default V]`: T is `string`, `int`, `double`, `bool`, `uuid`, `url`
        /// or `choice "A" "B"…`; V is the same words with a value (`int 50`, `choice "A"`).
        mutating func argument() throws(ScenePageTextError) -> SceneArgument {
            let name = try string("name")
            var type: ArgumentType?
            var isOptional = false
            var defaultValue: ArgumentValue?
            while let field = try self.name() {
                switch field {
                case "type":
                    try unset(type, field)
                    type = try argumentType()
                case "optional":
                    guard !isOptional else { throw error("given twice", field: field) }
                    isOptional = true
                case "default":
                    try unset(defaultValue, field)
                    defaultValue = try argumentValue()
                default: throw unknown(field)
                }
            }
            return SceneArgument(
                name: name, type: try required(type, "type"), isOptional: isOptional, defaultValue: defaultValue)
        }

        private mutating func argumentType() throws(ScenePageTextError) -> ArgumentType {
            switch try word("type") {
            case "string": return .string
            case "int": return .int
            case "double": return .double
            case "bool": return .bool
            case "uuid": return .uuid
            case "url": return .url
            case "choice": return .choice(try strings("type.choice"))
            case let text:
                throw error(
                    "expected `string`, `int`, `double`, `bool`, `uuid`, `url` or `choice`, found `\(text)`",
                    field: "type")
            }
        }

        private mutating func argumentValue() throws(ScenePageTextError) -> ArgumentValue {
            switch try word("default") {
            case "string": return .string(try string("default.string"))
            case "int": return .int(try integer("default.int"))
            case "double": return .double(try number("default.double"))
            case "bool": return .bool(try bool("default.bool"))
            case "uuid": return .uuid(try string("default.uuid"))
            case "url": return .url(try string("default.url"))
            case "choice": return .choice(try string("default.choice"))
            case let text:
                throw error(
                    "expected `string`, `int`, `double`, `bool`, `uuid`, `url` or `choice`, found `\(text)`",
                    field: "default")
            }
        }

        /// `presentation style S [compactStyle S] detents D… isDismissible B`.
        mutating func presentation() throws(ScenePageTextError) -> ScenePresentation {
            var style: PresentationStyle?
            var compactStyle: PresentationStyle?
            var detents: [SheetDetent]?
            var isDismissible: Bool?
            while let name = try name() {
                switch name {
                case "style":
                    try unset(style, name)
                    style = try value(name, PresentationStyle.self)
                case "compactStyle":
                    try unset(compactStyle, name)
                    compactStyle = try value(name, PresentationStyle.self)
                case "detents":
                    try unset(detents, name)
                    // The detents are the words that name one.
                    var list: [SheetDetent] = []
                    while let word = peekWord(), SheetDetent(rawValue: word) != nil {
                        list.append(try value(name, SheetDetent.self))
                    }
                    detents = list
                case "isDismissible":
                    try unset(isDismissible, name)
                    isDismissible = try bool(name)
                default: throw unknown(name)
                }
            }
            var presentation = ScenePresentation(
                style: try required(style, "style"), compactStyle: compactStyle,
                isDismissible: try required(isDismissible, "isDismissible"))
            // Assigned, not passed: the initializer replaces an empty list by `[large]`.
            presentation.detents = try required(detents, "detents")
            return presentation
        }
    }
}
