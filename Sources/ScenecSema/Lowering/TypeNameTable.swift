import ScenecDiagnostics
import ScenecRuntime
import ScenecSyntax

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
    var names: [String] = []
    private var spans: [Range<Int>] = []
    var bytes: [UInt8] = []

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
