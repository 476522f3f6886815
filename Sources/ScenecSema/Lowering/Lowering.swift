public import ScenecDiagnostics
import ScenecRuntime
public import ScenecSyntax

/// Lowers the located YAML tree into the typed `Scene`.
///
/// Input: the root `SyntaxNode`. Output: a `Scene`, or nil when the file is empty or its top
/// level is not a mapping. Every scalar's type is decided by its key (`SceneSchema`), never
/// guessed. Lowering recovers and keeps going: an entry with problems is kept with
/// defaults in place of its bad values, so references to it still resolve and one mistake
/// gives one diagnostic.
public struct Lowering {
    /// The most pages a scene may declare.
    public static let maxPages = 250_000

    let file: SourceFile
    let maxPages: Int
    var diagnostics: [Diagnostic] = []
    /// Page ids declared under `pages` that are not valid identifiers or are too long. They are reported
    /// once, at the declaration; references that name them exactly are not reported again.
    var invalidPageIDs: Set<String> = []
    /// The `pages` mapping, whose ids make the suggestion that replaces an invalid one: read only then (making a
    /// `String` of every id up front would cost one per page on every run).
    var pagesNode: MappingNode?

    /// Every page id declared under `pages`, in source order.
    var pageKeys: [String] { Lowering.keys(of: pagesNode) }

    /// The keys of `mapping`, in source order (none for nil).
    static func keys(of mapping: MappingNode?) -> [String] {
        mapping.map { $0.entries.map(\.key.value) } ?? []
    }

    /// The valid type names already read (pages and views of one kind share one type name).
    var typeNames = TypeNameTable()

    /// Lowers `root`, reporting problems into `diagnostics`. A scene with more than
    /// `maxPages` pages is reported and its pages are not lowered.
    public static func lower(
        _ root: SyntaxNode, file: SourceFile, maxPages: Int = Lowering.maxPages, diagnostics: inout DiagnosticBag
    ) -> Scene? {
        var lowering = Lowering(file: file, maxPages: maxPages)
        let scene = lowering.lowerScene(root)
        diagnostics.emit(contentsOf: lowering.diagnostics)
        return scene
    }

    init(file: SourceFile, maxPages: Int) {
        self.file = file
        self.maxPages = maxPages
    }

    mutating func emit(_ diagnostic: Diagnostic) {
        diagnostics.append(diagnostic)
    }
}

/// The valid type names already read, found by their bytes. Pages and views of one kind share one type name, so
/// most names are read many times: a name found here is the stored `String`, without making a new one or checking
/// it again, and every page of a kind keeps the one stored string (a name longer than 15 bytes is a heap
/// allocation per copy). Only names that passed the check are stored, so a name found is valid.
///
/// Open addressing with linear probing over a cheap hash of the bytes, the table at most half full. A hostile scene
/// could choose names whose hashes collide, so no operation probes more than `maxProbes` slots, and a name that
/// finds no free slot within them is not stored. The table is only a cache: a name not found is checked and made
/// exactly as without it, so what it stores changes no result, and no input can make its probes long.
struct TypeNameTable {
    /// The most slots a lookup or an insertion looks at.
    static let maxProbes = 8

    /// An index into `names`, by slot; -1 for a free slot. A power of two.
    private var slots = [Int32](repeating: -1, count: 64)
    /// The hash of the name in each slot.
    private var hashes = [UInt64](repeating: 0, count: 64)
    /// The stored names, and where each one's bytes are in `bytes`.
    private var names: [String] = []
    private var spans: [Range<Int>] = []
    private var bytes: [UInt8] = []

    /// The stored name whose UTF-8 bytes are `value`, if there.
    func name(_ value: UnsafeBufferPointer<UInt8>) -> String? {
        let hash = TypeNameTable.hash(value)
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: hash) & mask
        for _ in 0..<TypeNameTable.maxProbes {
            let entry = slots[slot]
            if entry < 0 { return nil }
            if hashes[slot] == hash, hasBytes(Int(entry), value) { return names[Int(entry)] }
            slot = (slot + 1) & mask
        }
        return nil
    }

    /// Stores `name`, whose UTF-8 bytes are `value` (the caller found no name with these bytes).
    mutating func insert(_ name: String, bytes value: UnsafeBufferPointer<UInt8>) {
        let hash = TypeNameTable.hash(value)
        guard let slot = freeSlot(for: hash) else { return }
        slots[slot] = Int32(names.count)
        hashes[slot] = hash
        names.append(name)
        spans.append(bytes.count..<bytes.count + value.count)
        bytes.append(contentsOf: value)
        if 2 * names.count > slots.count { grow() }
    }

    /// The first free slot among the `maxProbes` from `hash`'s, if any.
    private func freeSlot(for hash: UInt64) -> Int? {
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: hash) & mask
        for _ in 0..<TypeNameTable.maxProbes {
            if slots[slot] < 0 { return slot }
            slot = (slot + 1) & mask
        }
        return nil
    }

    /// Doubles the slots and places the stored names again (a name that finds no free slot is forgotten).
    private mutating func grow() {
        let placed = slots.indices.filter { slots[$0] >= 0 }.map { (slots[$0], hashes[$0]) }
        slots = [Int32](repeating: -1, count: 2 * slots.count)
        hashes = [UInt64](repeating: 0, count: slots.count)
        for (entry, hash) in placed {
            guard let slot = freeSlot(for: hash) else { continue }
            slots[slot] = entry
            hashes[slot] = hash
        }
    }

    /// Whether stored name `entry` has the bytes `value`.
    private func hasBytes(_ entry: Int, _ value: UnsafeBufferPointer<UInt8>) -> Bool {
        let span = spans[entry]
        guard span.count == value.count else { return false }
        return bytes.withUnsafeBufferPointer { UnsafeBufferPointer(rebasing: $0[span]).hasSameBytes(as: value) }
    }

    /// A hash of `bytes`, eight at a time (a multiply and a shift per word). Not seeded: the bounded probes, not
    /// the hash, keep hostile names harmless.
    static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        let multiplier: UInt64 = 0xFF51_AFD7_ED55_8CCD
        var hash = UInt64(bytes.count) &* 0x9E37_79B9_7F4A_7C15
        var index = 0
        let raw = UnsafeRawBufferPointer(bytes)
        while index + 8 <= bytes.count {
            hash = (hash ^ raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)) &* multiplier
            hash ^= hash >> 32
            index += 8
        }
        var tail: UInt64 = 0
        var shift: UInt64 = 0
        while index < bytes.count {
            tail |= UInt64(bytes[index]) << shift
            shift += 8
            index += 1
        }
        hash = (hash ^ tail) &* multiplier
        return hash ^ (hash >> 29)
    }
}

// MARK: - Mappings

/// A key name packed into three words: its length in bytes and its first and last eight bytes (overlapping when it
/// is shorter than 16 bytes; for 4 to 7 bytes its first and last four; below 4 the bytes themselves). Two names of
/// at most 16 bytes are equal exactly when their packed forms are; longer names with equal packed forms must still
/// be compared in full. Lowering finds a table's key by comparing packed forms: a few instructions per key, where
/// comparing strings or byte arrays costs several times more.
package struct PackedName: Hashable, Sendable {
    let count: Int
    let head: UInt64
    let tail: UInt64

    /// Packs `bytes`.
    @inline(__always)
    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        count = bytes.count
        let raw = UnsafeRawBufferPointer(bytes)
        switch count {
        case 8...:
            head = raw.loadUnaligned(as: UInt64.self)
            tail = raw.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)
        case 4..<8:
            head = UInt64(raw.loadUnaligned(as: UInt32.self))
            tail = UInt64(raw.loadUnaligned(fromByteOffset: count - 4, as: UInt32.self))
        default:
            var word: UInt64 = 0
            for byte in bytes.reversed() { word = word << 8 | UInt64(byte) }
            head = word
            tail = 0
        }
    }

    /// Whether the packed form holds every byte of the name (at most 16 bytes).
    var isWhole: Bool { count <= 16 }
}

/// The entries of one mapping, checked against its `KeyTable`: unknown keys and missing
/// required keys are reported when it is made. A misspelt key with a close suggestion
/// stands in for the key it was meant to be.
struct Fields {
    /// The keys of the mapping's `KeyTable` (only they are kept: a copy of the whole table retains all its parts).
    let keys: [KeySpec]
    /// The name of the mapping's `KeyTable`, for programming errors.
    let tableName: String
    let mapping: MappingNode
    /// The range that names the mapping (its key, or its first key), for missing keys.
    let owner: SourceRange
    /// The position in `mapping.entries` of the entry for each key of `keys` (-1: not written), by the key's
    /// index in `keys` (a table has a dozen keys at most, so a scan of its names beats hashing, and no
    /// dictionary is built per mapping). Inline, so a mapping's fields allocate nothing.
    private var entries: Positions

    /// The positions of a table's keys: one lane per key.
    typealias Positions = SIMD32<Int32>

    /// The most keys a `KeyTable` may have.
    static let maxKeys = Positions.scalarCount

    init(table: KeyTable, mapping: MappingNode, owner: SourceRange, entries: Positions) {
        self.keys = table.keys
        self.tableName = table.name
        self.mapping = mapping
        self.owner = owner
        self.entries = entries
    }

    /// The index of `key` in `keys`, if there.
    static func index(of key: String, in keys: [KeySpec]) -> Int? {
        let length = key.utf8.count
        return keys.firstIndex { $0.name.utf8.count == length && $0.name == key }
    }

    /// The index of `key` in `table.keys`, if the table has it.
    static func index(of key: String, in table: KeyTable) -> Int? {
        index(of: key, in: table.keys)
    }

    /// The index in `keys` of the key whose name has exactly the UTF-8 bytes `name`, if any: compared packed
    /// (`PackedName`), without making a `String`. Equal bytes are an equal string, so a key found is the key
    /// `index(of:in:)` finds; a name not found may still equal a key as a string (a canonically equivalent
    /// non-ASCII spelling), so a caller that needs the string rule asks `index(of:in:)` next.
    static func index(ofName name: UnsafeBufferPointer<UInt8>, in keys: [KeySpec]) -> Int? {
        let packed = PackedName(name)
        // Over the specs in place: no bounds check or retain per key.
        return keys.withUnsafeBufferPointer { specs -> Int? in
            for index in specs.indices where specs[index].packedName == packed {
                // Up to 16 bytes the packed form is the whole name; a longer one is compared in full.
                if packed.isWhole || specs[index].nameBytes.withUnsafeBufferPointer({ $0.hasSameBytes(as: name) }) {
                    return index
                }
            }
            return nil
        }
    }

    /// The index of the key written as `key` in `table.keys`, if the table has it. The key's `String` is made
    /// once: keys are short, so it is a small string, and comparing small strings compares two words (faster
    /// than comparing its bytes with each name's).
    static func index(of key: ScalarNode, in table: KeyTable) -> Int? {
        index(of: key.value, in: table)
    }

    /// The entry for `key`, if written (or stood in for by a typo).
    func entry(_ key: String) -> MappingNode.Entry? {
        let position = Int(entries[keyIndex(key)])
        return position < 0 ? nil : mapping.entries[position]
    }

    /// The value node for `key`, if written.
    func node(_ key: String) -> SyntaxNode? {
        let position = Int(entries[keyIndex(key)])
        return position < 0 ? nil : mapping.value(at: position)
    }

    /// Whether `key` was written.
    func has(_ key: String) -> Bool { entry(key) != nil }

    /// The spec of `key`; a programming error if the table has no such key.
    func spec(_ key: String) -> KeySpec { keys[keyIndex(key)] }

    /// The value node for `key`, if written, and the type of `key` (one lookup for both).
    func nodeAndType(_ key: String) -> (node: SyntaxNode?, type: ValueType) {
        let index = keyIndex(key)
        let position = Int(entries[index])
        return (position < 0 ? nil : mapping.value(at: position), keys[index].type)
    }

    /// The index of `key` in `keys`; a programming error if the table has no such key.
    private func keyIndex(_ key: String) -> Int {
        // The key's bytes borrowed in place (a small string's copied to the stack): nothing retained.
        let byBytes = key.utf8.withContiguousStorageIfAvailable { Fields.index(ofName: $0, in: keys) }
        guard let index = byBytes.flatMap({ $0 }) ?? Fields.index(of: key, in: keys) else {
            preconditionFailure("key table '\(tableName)' has no key '\(key)'")
        }
        return index
    }
}

extension Lowering {
    /// Checks `node` is a mapping of `table`'s keys. `what` names it in messages ("'pager'").
    mutating func fields(
        of node: SyntaxNode, table: KeyTable, what: @autoclosure () -> String, owner: SourceRange? = nil
    ) -> Fields? {
        let mapping: MappingNode
        switch node {
        case .mapping(let node): mapping = node
        case .invalid: return nil
        case .scalar(let scalar) where scalar.isNull:
            emit(.missingValue(what: what(), at: scalar.range, expected: table.noun))
            return nil
        default:
            emit(.wrongKind(what: what(), expected: "a mapping (\(table.noun))", found: node))
            return nil
        }
        let written = mapping.entries
        let owner = owner ?? (written.isEmpty ? mapping.range : written.key(at: 0).range)
        precondition(table.keys.count <= Fields.maxKeys, "key table '\(table.name)' has too many keys")
        var entries = Fields.Positions(repeating: -1)
        var hasUnknownKeys = false
        var unmatched: [Int] = []
        mapping.forEachKey { position, utf8 in
            if let index = Fields.index(ofName: utf8, in: table.keys) {
                entries[index] = Int32(position)
            } else {
                unmatched.append(position)
            }
        }
        // A key whose bytes spell no name may still equal one as a string (a canonically equivalent spelling).
        for position in unmatched {
            if let index = Fields.index(of: written.key(at: position), in: table) {
                entries[index] = Int32(position)
            } else {
                hasUnknownKeys = true
            }
        }
        // Suggestions are computed only when a key is unknown (an error).
        if hasUnknownKeys {
            for (position, entry) in mapping.entries.enumerated()
            where Fields.index(of: entry.key, in: table) == nil {
                let missing = table.keys.indices.filter { entries[$0] < 0 }.map { table.keys[$0].name }
                let suggestion = Suggestions.closest(to: entry.key.value, in: missing)
                emit(.unknownKey(entry.key, in: table, suggestion: suggestion))
                if let suggestion, let index = Fields.index(of: suggestion, in: table) {
                    entries[index] = Int32(position)
                }
            }
        }
        // By index: a loop over the specs themselves would copy each one (four references retained and released).
        let keys = table.keys
        for index in keys.indices where keys[index].required && entries[index] < 0 {
            emit(.missingKey(keys[index], in: table, at: owner))
        }
        return Fields(table: table, mapping: mapping, owner: owner, entries: entries)
    }

    /// The scalar of `node`, reporting a null, a list or a mapping where `expected` was wanted.
    ///
    /// `what` and `expected` are built only when a problem is reported.
    mutating func scalar(
        _ node: SyntaxNode, what: @autoclosure () -> String, expected: @autoclosure () -> String
    ) -> ScalarNode? {
        switch node {
        case .scalar(let scalar):
            if scalar.isNull {
                emit(.missingValue(what: what(), at: scalar.range, expected: expected()))
                return nil
            }
            return scalar
        case .invalid:
            return nil
        case .sequence, .mapping:
            emit(.wrongKind(what: what(), expected: expected(), found: node))
            return nil
        }
    }
}

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
