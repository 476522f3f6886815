import ScenecDiagnostics
import ScenecRuntime
import ScenecSyntax

/// The messages of section 10's keys in lowering (SC2040-SC2045).
extension Diagnostic {
    /// The scalar type name closest to `bare` (a type name without `?`): case-insensitive first (`string`, `uuid`),
    /// then by edit distance (`Integer` is `Int`'s).
    static func suggestedArgumentType(_ bare: String) -> String? {
        let names = ArgumentType.scalarNames.map(\.name)
        return names.first { $0.lowercased() == bare.lowercased() } ?? Suggestions.closest(to: bare, in: names)
            ?? names.first { bare.hasPrefix($0) }
    }

    /// SC2040: an argument type that is none of the six scalar types (or a list of strings).
    static func unknownArgumentType(_ scalar: ScalarNode, argument: String) -> Diagnostic {
        let written = scalar.value
        let optional = written.hasSuffix("?")
        let bare = optional ? String(written.dropLast()) : written
        let suggestion = suggestedArgumentType(bare)
        return Diagnostic(
            .unknownArgumentType, "'\(written)' is not an argument type (argument '\(argument)')", at: scalar.range,
            label: "unknown type",
            help: [
                "an argument is a String, Int, Double, Bool, UUID or URL, optional with '?', or a list of the strings "
                    + "it may be, such as [title, date]"
            ],
            fixIts: suggestion.map {
                let replacement = $0 + (optional ? "?" : "")
                return [FixIt("replace with '\(replacement)'", replacing: scalar.range, with: replacement)]
            } ?? [])
    }

    /// SC2041: an argument named `animated` (the last parameter of every generated navigation method) or a Swift
    /// keyword.
    static func reservedArgumentName(_ key: ScalarNode) -> Diagnostic {
        reservedArgumentName(key.value, at: key.range)
    }

    /// SC2041 for the argument `name` written at `range`.
    static func reservedArgumentName(_ name: String, at range: SourceRange) -> Diagnostic {
        let why =
            switch name {
            case "animated": "'animated' is the last parameter of every generated navigation method"
            case "pageArguments":
                "'pageArguments' is the member of the generated 'Arguments' struct that holds them all"
            case "hashValue": "'hashValue' is the hash of the generated 'Arguments' struct"
            case "pushing", "presenting":
                "'\(name)' is the method every generated navigation method calls, which the argument would hide"
            case "PageArguments", "ArgumentValue", "UUID", "URL":
                "'\(name)' is a type the generated code uses by this name, which the argument would hide"
            case _ where SwiftNames.reserved.contains(name): "'\(name)' is a Swift keyword"
            default: "'\(name)' is the scene's generated namespace of pages, which the argument would hide"
            }
        let replacement = name == "animated" ? "isAnimated" : SwiftNames.memberName(name) + "Value"
        return Diagnostic(
            .reservedArgumentName, "an argument cannot be named '\(name)': \(why)", at: range,
            label: "reserved name",
            fixIts: [FixIt("rename it '\(replacement)'", replacing: range, with: replacement)])
    }

    /// SC2042: a default that is not a literal of the argument's type.
    static func argumentDefaultWrongType(_ scalar: ScalarNode, argument: String, type: ArgumentType) -> Diagnostic {
        let expected: String
        let replacement: String
        switch type {
        case .choice(let words):
            expected = "one of \(YAMLNumbers.list(words))"
            replacement = Suggestions.closest(to: scalar.value, in: words) ?? words.first ?? ""
        case .int:
            expected = "a whole number, unquoted"
            replacement = ArgumentType.integer(scalar.value).map(String.init) ?? type.sample.description
        case .double:
            expected = "a decimal number, unquoted"
            replacement = ArgumentType.decimal(scalar.value).map { _ in scalar.value } ?? "0"
        case .bool:
            expected = "true or false, unquoted"
            replacement = scalar.value.lowercased() == "true" ? "true" : "false"
        case .uuid:
            expected = "a UUID in its canonical form, 8-4-4-4-12 hexadecimal digits"
            replacement = "\"\(type.sample.description)\""
        case .url:
            expected = "an absolute URL such as https://example.com/a, in the characters RFC 3986 allows"
            replacement = "\"\(type.sample.description)\""
        case .string:
            expected = "text"
            replacement = "\"\(scalar.value)\""
        }
        return Diagnostic(
            .argumentDefaultWrongType,
            "the default '\(scalar.value)' of argument '\(argument)' is not of type \(type.name)", at: scalar.range,
            label: "expected \(expected)",
            fixIts: [FixIt("replace with \(replacement)", replacing: scalar.range, with: replacement)])
    }

    /// SC2043: a choice that lists one string twice.
    static func invalidChoice(
        at range: SourceRange, word: String, argument: String, file: SourceFile
    ) -> Diagnostic {
        Diagnostic(
            .invalidChoice, "argument '\(argument)' lists '\(word)' twice", at: range, label: "listed again",
            fixIts: [FixIt("remove the second '\(word)'", edits: Diagnostic.listItemRemoval(range, in: file))])
    }

    /// SC2044: `arguments` on a stack view.
    static func stackViewArguments(_ entry: MappingNode.Entry, in file: SourceFile) -> Diagnostic {
        Diagnostic(
            .stackViewArguments, "a stack view takes no arguments", at: entry.key.range, label: "on a stack view",
            help: [
                "a view of a page stack is made by its page: declare the arguments on the page, and let its "
                    + "view controller hand them to the view"
            ],
            fixIts: [
                FixIt(
                    "remove 'arguments'",
                    edits: [FixIt.Edit(range: Diagnostic.entryRange(entry, in: file), replacement: "")])
            ])
    }

    /// SC2045: a detent listed twice.
    static func duplicateDetent(at range: SourceRange, detent: String, file: SourceFile) -> Diagnostic {
        Diagnostic(
            .duplicateDetent, "'detents' lists '\(detent)' twice", at: range, label: "listed again",
            fixIts: [FixIt("remove the second '\(detent)'", edits: Diagnostic.listItemRemoval(range, in: file))])
    }

    /// The edit that removes a flow-list item written at `range` after an earlier one: the item and the `, ` before
    /// it are replaced by nothing (the caller only removes repeats, which always follow an item).
    static func listItemRemoval(_ range: SourceRange, in file: SourceFile) -> [FixIt.Edit] {
        let bytes = file.bytes
        var start = range.start
        while start > 0, bytes[start - 1] == 0x20 { start -= 1 }
        if start > 0, bytes[start - 1] == UInt8(ascii: ",") {
            start -= 1
        } else {
            // A block list item: its whole line.
            var end = range.end
            while start > 0, bytes[start - 1] == 0x20 || bytes[start - 1] == UInt8(ascii: "-") { start -= 1 }
            while end < bytes.count, bytes[end] != 0x0A { end += 1 }
            if end < bytes.count { end += 1 }
            return [FixIt.Edit(range: SourceRange(start: start, end: end), replacement: "")]
        }
        return [FixIt.Edit(range: SourceRange(start: start, end: range.end), replacement: "")]
    }

    /// The bytes of `entry` to delete to remove it: in a flow mapping the entry and the `, ` before it (or after it
    /// when it is the first); in a block mapping its whole lines.
    static func entryRange(_ entry: MappingNode.Entry, in file: SourceFile) -> SourceRange {
        entryRange(entry.key.range.union(entry.value.range), in: file)
    }

    /// The bytes to delete to remove the mapping entry written at `written` (its key to the end of its value).
    static func entryRange(_ written: SourceRange, in file: SourceFile) -> SourceRange {
        let bytes = file.bytes
        var start = written.start
        var end = written.end
        var before = start
        while before > 0, bytes[before - 1] == 0x20 { before -= 1 }
        if before > 0, bytes[before - 1] == UInt8(ascii: ",") {
            return SourceRange(start: before - 1, end: end)
        }
        if before > 0, bytes[before - 1] == UInt8(ascii: "{") {
            var after = end
            while after < bytes.count, bytes[after] == 0x20 { after += 1 }
            if after < bytes.count, bytes[after] == UInt8(ascii: ",") {
                after += 1
                while after < bytes.count, bytes[after] == 0x20 { after += 1 }
                return SourceRange(start: start, end: after)
            }
            return SourceRange(start: start, end: end)
        }
        // Block: from the line's start through the newline after the value.
        start = before
        while end < bytes.count, bytes[end] != 0x0A { end += 1 }
        if end < bytes.count { end += 1 }
        return SourceRange(start: start, end: end)
    }
}
