import ScenecDiagnostics
import ScenecRuntime
import ScenecSyntax

// MARK: - Scalars by key

extension Lowering {
    mutating func string(_ fields: Fields, _ key: String) -> Located<String>? {
        fields.node(key).flatMap { string($0, what: "'\(key)'") }
    }

    mutating func string(_ node: SyntaxNode, what: @autoclosure () -> String) -> Located<String>? {
        guard case .scalar(let scalar) = node, scalar.style == .plain, scalar.isEmpty else {
            return self.scalar(node, what: what(), expected: "text").map { Located($0.value, at: $0.range) }
        }
        emit(.missingValue(what: what(), at: scalar.range, expected: "text"))
        return nil
    }

    mutating func identifier(_ fields: Fields, _ key: String) -> Located<String>? {
        fields.node(key).flatMap { identifier($0, what: "'\(key)'") }
    }

    /// An identifier; `role` (made only when the identifier is invalid) decides what replaces an invalid one.
    mutating func identifier(
        _ node: SyntaxNode, what: @autoclosure () -> String,
        role: @autoclosure () -> IdentifierRole = .name
    ) -> Located<String>? {
        guard let scalar = scalar(node, what: what(), expected: "an identifier") else { return nil }
        let value = scalar.value
        guard SwiftNames.isIdentifier(value) else {
            emit(.invalidIdentifier(scalar, what: what(), role: role()))
            return nil
        }
        guard Lowering.isShortEnough(value) else {
            emit(.nameTooLong(scalar, what: what()))
            return nil
        }
        return Located(value, at: scalar.range)
    }

    /// Whether `name` has at most `SceneSchema.maxNameLength` characters (an identifier's are ASCII, so its
    /// UTF-8 length is checked first, without counting characters).
    static func isShortEnough(_ name: String) -> Bool {
        name.utf8.count <= SceneSchema.maxNameLength || name.count <= SceneSchema.maxNameLength
    }

    /// A reference to a page: an identifier, except that a reference to a declared page whose
    /// id is itself invalid resolves silently (one root cause, one diagnostic).
    mutating func pageReference(_ fields: Fields, _ key: String) -> Located<PageID>? {
        fields.node(key).flatMap { pageReference($0, what: "'\(key)'") }
    }

    mutating func pageReference(_ node: SyntaxNode, what: @autoclosure () -> String) -> Located<PageID>? {
        if case .scalar(let scalar) = node, !invalidPageIDs.isEmpty {
            let value = scalar.value
            if invalidPageIDs.contains(value) { return Located(PageID(value), at: scalar.range) }
        }
        let pages = pagesNode  // a copy: the role is made while `self` is mutated
        return identifier(
            node, what: what(), role: .reference(declared: Lowering.keys(of: pages).filter(SwiftNames.isIdentifier))
        ).map { $0.map(PageID.init) }
    }

    mutating func typeName(_ fields: Fields, _ key: String) -> Located<String>? {
        guard let node = fields.node(key), let scalar = scalar(node, what: "'\(key)'", expected: "a Swift type name")
        else { return nil }
        // A name read before was valid: its stored string, without a new one or a second check.
        if let known = scalar.withUTF8({ typeNames.name($0) }) { return Located(known, at: scalar.range) }
        let value = scalar.value
        if let bad = Lowering.invalidTypeNameComponent(value) {
            emit(.invalidTypeName(scalar, component: bad))
            return nil
        }
        scalar.withUTF8 { typeNames.insert(value, bytes: $0) }
        return Located(value, at: scalar.range)
    }

    /// The length in UTF-8 bytes of the longest word of `SwiftNames.reserved`.
    static let longestReservedWord = SwiftNames.reserved.map(\.utf8.count).max() ?? 0

    /// The words of `SwiftNames.reserved` as bytes, by their length in UTF-8 bytes (the index).
    static let reservedWordsByLength: [[[UInt8]]] = {
        var words = [[[UInt8]]](repeating: [], count: longestReservedWord + 1)
        for word in SwiftNames.reserved { words[word.utf8.count].append(Array(word.utf8)) }
        return words
    }()

    /// Whether `bytes` spell a word of `SwiftNames.reserved`: compared with the few words of their length, without
    /// making a `String` or hashing.
    static func isReservedWord(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let words = reservedWordsByLength
        guard bytes.count < words.count else { return false }
        return words[bytes.count].contains { $0.elementsEqual(bytes) }
    }

    /// The first dot-separated component of `name` that is not an identifier or is a Swift keyword; nil when
    /// `name` is a valid type name. For an ASCII name it scans the bytes and makes a `String` only for an
    /// invalid component; other names split as text.
    static func invalidTypeNameComponent(_ name: String) -> String? {
        func isInvalid(_ component: String) -> Bool {
            !SwiftNames.isIdentifier(component) || SwiftNames.reserved.contains(component)
        }
        guard SwiftNames.isASCII(name) else {
            return name.split(separator: ".", omittingEmptySubsequences: false).map(String.init).first(where: isInvalid)
        }
        // Over the contiguous bytes of a native string (scene values always are); a bridged one is copied.
        func firstInvalid(_ bytes: UnsafeBufferPointer<UInt8>) -> String? {
            var start = 0
            while true {
                var stop = start
                while stop < bytes.count, bytes[stop] != UInt8(ascii: ".") { stop += 1 }
                let component = UnsafeBufferPointer(rebasing: bytes[start..<stop])
                if !SwiftNames.isIdentifier(bytes: component) || Lowering.isReservedWord(component) {
                    return String(decoding: component, as: UTF8.self)
                }
                guard stop < bytes.count else { return nil }
                start = stop + 1
            }
        }
        return name.utf8.withContiguousStorageIfAvailable(firstInvalid)
            ?? Array(name.utf8).withUnsafeBufferPointer(
                firstInvalid)
    }

    mutating func bool(_ fields: Fields, _ key: String) -> Located<Bool>? {
        guard let node = fields.node(key), let scalar = scalar(node, what: "'\(key)'", expected: "true or false")
        else { return nil }
        if scalar.style == .plain, let value = scalar.withUTF8(Lowering.boolean) {
            return Located(value, at: scalar.range)
        }
        emit(.expectedBool(scalar, key: key))
        return nil
    }

    /// The boolean that `bytes` spell: `true`, `True` or `TRUE`, `false`, `False` or `FALSE` (YAML 1.2's core
    /// schema); nil for anything else.
    static func boolean(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool? {
        if bytes.spells("true") || bytes.spells("True") || bytes.spells("TRUE") { return true }
        if bytes.spells("false") || bytes.spells("False") || bytes.spells("FALSE") { return false }
        return nil
    }

    mutating func integer(_ fields: Fields, _ key: String) -> Located<Int>? {
        let (node, type) = fields.nodeAndType(key)
        guard let node else { return nil }
        return integer(node, type: type, key: key)
    }

    mutating func integer(_ node: SyntaxNode, type: ValueType, key: String) -> Located<Int>? {
        guard case .integer(let minimum, let maximum) = type else {
            preconditionFailure("'\(key)' is not an integer key")
        }
        guard let scalar = scalar(node, what: "'\(key)'", expected: "a whole number") else { return nil }
        guard scalar.style == .plain,
            let value = scalar.withUTF8(YAMLNumbers.plainDigits) ?? YAMLNumbers.integer(scalar.value)
        else {
            if scalar.style == .plain, YAMLNumbers.isInteger(scalar.value) {
                // Whole, but too large for any range.
                emit(.outOfRange(scalar, key: key, bounds: YAMLNumbers.describe(minimum: minimum, maximum: maximum)))
            } else {
                emit(.expectedInteger(scalar, key: key))
            }
            return nil
        }
        guard value >= minimum, value <= maximum else {
            emit(.outOfRange(scalar, key: key, bounds: YAMLNumbers.describe(minimum: minimum, maximum: maximum)))
            return nil
        }
        return Located(value, at: scalar.range)
    }

    mutating func number(_ fields: Fields, _ key: String) -> Located<Double>? {
        let (node, type) = fields.nodeAndType(key)
        return node.flatMap { number($0, type: type, key: key) }
    }

    mutating func number(_ node: SyntaxNode, type: ValueType, key: String) -> Located<Double>? {
        guard case .number(let minimum, let exclusiveMinimum, let maximum) = type else {
            preconditionFailure("'\(key)' is not a number key")
        }
        guard let scalar = scalar(node, what: "'\(key)'", expected: "a number of points") else { return nil }
        let bounds = {
            YAMLNumbers.describe(minimum: minimum, exclusiveMinimum: exclusiveMinimum, maximum: maximum)
        }
        guard scalar.style == .plain,
            let value = scalar.withUTF8(YAMLNumbers.plainDigits).map(Double.init) ?? YAMLNumbers.double(scalar.value)
        else {
            if scalar.style == .plain, YAMLNumbers.isFloat(scalar.value) {
                // A number, but too large for a Double.
                emit(.outOfRange(scalar, key: key, bounds: bounds()))
            } else {
                emit(.expectedNumber(scalar, key: key))
            }
            return nil
        }
        let inRange =
            (minimum.map { value >= $0 } ?? true) && (exclusiveMinimum.map { value > $0 } ?? true)
            && (maximum.map { value <= $0 } ?? true)
        guard inRange else {
            emit(.outOfRange(scalar, key: key, bounds: bounds()))
            return nil
        }
        guard value == 0 || abs(value) >= SceneSchema.smallestNonZero else {
            emit(.tooCloseToZero(scalar, key: key, zeroAllowed: minimum == 0))
            return nil
        }
        return Located(value, at: scalar.range)
    }

    mutating func word<Word: RawRepresentable<String> & CaseIterable>(
        _ fields: Fields, _ key: String, as: Word.Type
    ) -> Located<Word>? {
        fields.node(key).flatMap { word($0, key: key, as: Word.self) }
    }

    mutating func word<Word: RawRepresentable<String> & CaseIterable>(
        _ node: SyntaxNode, key: String, as: Word.Type
    ) -> Located<Word>? {
        let words = { Word.allCases.map(\.rawValue) }
        guard let scalar = scalar(node, what: "'\(key)'", expected: "one of \(YAMLNumbers.list(words()))") else {
            return nil
        }
        guard let value = Word(rawValue: scalar.value) else {
            emit(.unknownValue(scalar, key: key, allowed: words()))
            return nil
        }
        return Located(value, at: scalar.range)
    }

    mutating func color(_ fields: Fields, _ key: String) -> Located<SceneColor>? {
        guard let entry = fields.entry(key) else { return nil }
        if case .scalar(let scalar) = entry.value, scalar.isNull, let comment = commentAfter(entry.key) {
            emit(.colorIsComment(key: entry.key, comment: comment, file: file))
            return nil
        }
        guard let scalar = scalar(entry.value, what: "'\(key)'", expected: "a colour such as \"#FF3B30\"") else {
            return nil
        }
        guard let color = SceneColor(hex: scalar.value) else {
            emit(.invalidColor(scalar, key: key))
            return nil
        }
        return Located(color, at: scalar.range)
    }

    /// The range of a `#…` comment that directly follows `key:` on its line, if any.
    private func commentAfter(_ key: ScalarNode) -> SourceRange? {
        let bytes = file.bytes
        var index = key.range.end
        if key.style != .plain { return nil }
        guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { return nil }
        index += 1
        while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x09 { index += 1 }
        guard index < bytes.count, bytes[index] == UInt8(ascii: "#") else { return nil }
        var end = index
        while end < bytes.count, bytes[end] != 0x0A, bytes[end] != 0x0D, bytes[end] != 0x20 { end += 1 }
        return SourceRange(start: index, end: end)
    }

    /// The items of a list value; a single scalar where a list is expected is reported
    /// (with a fix-it that wraps it in brackets) and read as a one-item list.
    mutating func list(_ node: SyntaxNode, key: String, minItems: Int, noun: String) -> [SyntaxNode]? {
        switch node {
        case .sequence(let sequence):
            let items = sequence.items
            if items.count < minItems {
                emit(.emptyList(key: key, at: sequence.range, noun: noun))
            }
            return Array(items)
        case .invalid:
            return nil
        case .scalar(let scalar) where scalar.isNull:
            emit(.missingValue(what: "'\(key)'", at: scalar.range, expected: "a list"))
            return nil
        case .scalar(let scalar):
            emit(.scalarForList(scalar, key: key))
            return [node]
        case .mapping:
            emit(.wrongKind(what: "'\(key)'", expected: "a list", found: node))
            return nil
        }
    }

    /// The entries of an id-keyed mapping value (`pages`, `views`).
    mutating func map(_ node: SyntaxNode, key: String, minItems: Int, noun: String) -> MappingNode.Entries? {
        switch node {
        case .mapping(let mapping):
            let entries = mapping.entries
            if entries.count < minItems {
                emit(.emptyList(key: key, at: mapping.range, noun: noun))
            }
            return entries
        case .invalid:
            return nil
        case .scalar(let scalar) where scalar.isNull:
            if minItems > 0 {
                emit(.missingValue(what: "'\(key)'", at: scalar.range, expected: "a mapping of \(noun)s"))
            }
            return nil
        default:
            emit(.wrongKind(what: "'\(key)'", expected: "a mapping from ids to \(noun)s", found: node))
            return nil
        }
    }
}
