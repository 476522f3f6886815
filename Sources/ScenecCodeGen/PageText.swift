import ScenecRuntime

/// Writes pages as the text that the generated definition hands to `SceneDefinition.appendPages(_:)` (scene format
/// §10.1, "The definition's pages as text"): one block of lines a page, one field a line, each line a keyword and its
/// values separated by single spaces. Strings are written as `SwiftLiteral.string` writes them (in double quotes,
/// with Swift's escapes), numbers as `number(_:)`, so every value reads back exactly. Fields at their default are left
/// out. The one place that knows how the text is spelled on the generator's side; ScenecRuntime's
/// `ScenePageText` reads it.
enum PageText {
    /// The lines of `page`, the first `page "id"`.
    static func lines(of page: ScenePage) -> [String] {
        var lines = ["page " + string(page.id), "type " + string(page.type)]
        if let title = page.title { lines.append("title " + string(title)) }
        if page.size != ScenePageSize(.full) { lines.append("size " + size(page.size)) }
        if page.scrolls { lines.append("scrolls true") }
        if !page.showsNavigationBar { lines.append("showsNavigationBar false") }
        strings("push", page.push, into: &lines)
        if let transition = page.transition {
            var line = "transition mode " + transition.mode.rawValue
            if let next = transition.next { line += " next " + string(next) }
            line += " isPopEnabled " + bool(transition.isPopEnabled)
            line += " navBarAlpha " + number(transition.navBarAlpha)
            lines.append(line)
        }
        if let pager = page.pager {
            lines.append(
                "pager lineType \(pager.lineType.rawValue) scalesSelected \(bool(pager.scalesSelected)) selected "
                    + String(pager.selected))
            for tab in pager.tabs {
                var line =
                    "tab title " + string(tab.title) + " page " + string(tab.page) + " width " + number(tab.width)
                if let reuse = tab.reuse { line += " reuse " + string(reuse) }
                if let titleWidth = tab.titleWidth { line += " titleWidth " + number(titleWidth) }
                lines.append(line)
            }
        }
        if let header = page.header {
            var line = "header height " + number(header.height)
            if let menuHeight = header.menuHeight { line += " menuHeight " + number(menuHeight) }
            line += " pinHeight " + number(header.pinHeight)
            let inset = header.inset
            line += " inset " + [inset.top, inset.left, inset.bottom, inset.right].map(number).joined(separator: " ")
            lines.append(line)
        }
        if let stack = page.stack {
            lines.append(
                "stack root " + string(stack.root) + " topInset " + number(stack.topInset) + " bottomInset "
                    + number(stack.bottomInset))
            for view in stack.views {
                var line = "view " + string(view.id) + " type " + string(view.type)
                if !view.push.isEmpty { line += " push " + view.push.map(string).joined(separator: " ") }
                if !view.switchTo.isEmpty { line += " switchTo " + view.switchTo.map(string).joined(separator: " ") }
                if !view.switchesByPop.isEmpty {
                    line += " switchesByPop " + view.switchesByPop.map(string).joined(separator: " ")
                }
                lines.append(line)
            }
        }
        for argument in page.arguments { lines.append(self.argument(argument)) }
        strings("present", page.present, into: &lines)
        if let presentation = page.presentation {
            var line = "presentation style " + presentation.style.rawValue
            if let compact = presentation.compactStyle { line += " compactStyle " + compact.rawValue }
            line += " detents" + presentation.detents.map { " " + $0.rawValue }.joined()
            line += " isDismissible " + bool(presentation.isDismissible)
            lines.append(line)
        }
        return lines
    }

    /// `argument "name" type T [optional] [default V]`.
    static func argument(_ argument: SceneArgument) -> String {
        var line = "argument " + string(argument.name) + " type "
        switch argument.type {
        case .string: line += "string"
        case .int: line += "int"
        case .double: line += "double"
        case .bool: line += "bool"
        case .uuid: line += "uuid"
        case .url: line += "url"
        case .choice(let words): line += "choice" + words.map { " " + string($0) }.joined()
        }
        if argument.isOptional { line += " optional" }
        if let value = argument.defaultValue {
            line += " default "
            switch value {
            case .string(let text): line += "string " + string(text)
            case .int(let value): line += "int " + String(value)
            case .double(let value): line += "double " + number(value)
            case .bool(let flag): line += "bool " + bool(flag)
            case .uuid(let text): line += "uuid " + string(text)
            case .url(let text): line += "url " + string(text)
            case .choice(let text): line += "choice " + string(text)
            }
        }
        return line
    }

    /// `keyword "a" "b" …`, at most eight strings a line (the reader appends each line's), so no line grows with the
    /// scene.
    private static func strings(_ keyword: String, _ values: [String], into lines: inout [String]) {
        var start = 0
        while start < values.count {
            let end = min(values.count, start + 8)
            lines.append(keyword + values[start..<end].map { " " + string($0) }.joined())
            start = end
        }
    }

    /// `size W` when both size classes have the same width, else `size regular W compact W`.
    private static func size(_ size: ScenePageSize) -> String {
        guard size.regular != size.compact else { return width(size.regular) }
        return "regular " + width(size.regular) + " compact " + width(size.compact)
    }

    private static func width(_ width: PageWidth) -> String {
        switch width {
        case .full: "full"
        case .half: "half"
        case .points(let points): number(points)
        }
    }

    /// A string in double quotes, as a Swift literal spells it (the reader knows its escapes).
    static func string(_ text: String) -> String { SwiftLiteral.string(text) }

    static func bool(_ value: Bool) -> String { SwiftLiteral.bool(value) }

    /// A number: integral values below 10^15 without a fraction (`320`, `-50`), every other one (`-0.0`, `44.5`,
    /// `1e-07`, `inf`, `nan`) in Swift's shortest spelling that reads back to the same `Double`.
    static func number(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15, value != 0 || value.sign == .plus {
            return String(Int64(value))
        }
        return value.description
    }

    /// The `#`s around the raw string literal that holds `lines`: one more than the longest run of `#` in them, so
    /// that neither `"""#` nor `\#` in a value can end the literal or start an escape.
    static func delimiter(for lines: [String]) -> String {
        var longest = 0
        for line in lines where line.utf8.contains(UInt8(ascii: "#")) {
            var run = 0
            for byte in line.utf8 {
                run = byte == UInt8(ascii: "#") ? run + 1 : 0
                longest = max(longest, run)
            }
        }
        return String(repeating: "#", count: longest + 1)
    }
}
