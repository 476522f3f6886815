import ScenecDiagnostics
import ScenecRuntime
import ScenecSyntax

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
    var entries: Positions

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
    @inline(__always)
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
    @inline(__always)
    private func keyIndex(_ key: String) -> Int {
        // The key's bytes borrowed in place (a small string's copied to the stack): nothing retained.
        let byBytes = key.utf8.withContiguousStorageIfAvailable { Fields.index(ofName: $0, in: keys) }
        guard let index = byBytes.flatMap({ $0 }) ?? Fields.index(of: key, in: keys) else {
            preconditionFailure("key table '\(tableName)' has no key '\(key)'")
        }
        return index
    }
}
