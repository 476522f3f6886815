import ScenecDiagnostics

// MARK: - Fast paths

extension Checker {
    /// `checkMemberNames` for ids that are all their own member names, without the dictionary of member names:
    /// two of them share a member name only when they are equal, which is not reported, so what remains are the
    /// type names of each id's first occurrence that `checkMemberNames` checks, in the same order. It skips an id
    /// of lowercase letters and digits only there, so `ids` are the others (`ownMemberNamesWithTypes`), usually
    /// few.
    mutating func checkTypeNames(_ ids: [Located<String>], kind: String) {
        guard !ids.isEmpty else { return }
        var seen: Set<String> = []
        var firstType: [String: Located<String>] = [:]
        for id in ids {
            // A repeated id found its first occurrence in `checkMemberNames` and was not checked again.
            guard seen.insert(id.value).inserted else { continue }
            checkTypeName(of: id, kind: kind, firstType: &firstType)
        }
    }
}

extension Checker {
    /// `enumMembers` as a list: four comparisons of strings (most fail at the length) cost less than hashing
    /// the member name to look it up in the set.
    static let enumMemberList = Array(enumMembers)

    /// The indices in `ids` of the ids that are their own member names (`Checker.memberName`'s common case:
    /// ASCII, starting with a lowercase letter, without `_`) but hold some byte other than a lowercase letter or
    /// digit; nil when some id is not its own member name. Then two ids share a member name only when they are
    /// equal, and only the ids listed can collide as type names (see `checkTypeNames`). One pass over each id's
    /// bytes.
    static func ownMemberNamesWithTypes(_ ids: [Located<String>]) -> [Int]? {
        var typed: [Int] = []
        for index in ids.indices {
            let kind =
                ids[index].value.utf8.withContiguousStorageIfAvailable(ownMemberNameKind)
                ?? ownMemberNameKind(Array(ids[index].value.utf8))
            guard let isTyped = kind else { return nil }
            if isTyped { typed.append(index) }
        }
        return typed
    }

    /// For the UTF-8 `bytes` of an id: nil when the id is not its own member name, else whether it holds some
    /// byte other than a lowercase letter or digit.
    private static func ownMemberNameKind(_ bytes: some Collection<UInt8>) -> Bool? {
        guard let first = bytes.first, first >= 0x61, first <= 0x7A else { return nil }
        var isTyped = false
        for byte in bytes {
            if byte >= 0x80 || byte == 0x5F { return nil }
            if !isLowercaseLetterOrDigit(byte) { isTyped = true }
        }
        // `dm` is the type `DM`, which `dM` also has (`SwiftNames.isShortInitialism`): short ids are checked as types.
        return isTyped || bytes.count <= 2
    }

    /// Whether `byte` is an ASCII lowercase letter or digit.
    static func isLowercaseLetterOrDigit(_ byte: UInt8) -> Bool {
        (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x30 && byte <= 0x39)
    }

    /// `SwiftNames.memberName(id)`, without its work for the common id that is already a member name: ASCII,
    /// starting with a lowercase letter, without `_` (then the member name is the id itself).
    static func memberName(_ id: String) -> String {
        // Over the id's bytes in place (`ownMemberNameKind`), not a `Character` made.
        let isPlain =
            id.utf8.withContiguousStorageIfAvailable { ownMemberNameKind($0) != nil }
            ?? (ownMemberNameKind(Array(id.utf8)) != nil)
        return isPlain ? id : SwiftNames.memberName(id)
    }

    /// The first of `generated` that is a dot-separated component of `type`: what
    /// `generated.first(where: type.split(separator: ".").map(String.init).contains)` gives. `asciiNames` is
    /// `generated` as bytes when every name is ASCII; then an ASCII type is scanned as bytes without
    /// allocating (other types take the path above).
    static func generatedComponent(of type: String, in generated: [String], asciiNames: [[UInt8]]?) -> String? {
        if let asciiNames {
            // The names' lengths, one bit each (63 for any longer): a component of another length is not compared.
            var lengths: UInt64 = 0
            for name in asciiNames { lengths |= 1 << min(name.count, 63) }
            // One pass over the bytes in place: nil when some byte is not ASCII, else the first name matched.
            let found: Int?? =
                type.utf8.withContiguousStorageIfAvailable { bytes -> Int?? in
                    var best: Int?
                    var bits: UInt8 = 0
                    for component in DotSeparatedComponents(bytes) {
                        for byte in component { bits |= byte }
                        let count = component.count
                        guard count > 0, lengths & 1 << min(count, 63) != 0 else { continue }
                        let component = UnsafeBufferPointer(rebasing: component)
                        if let match = asciiNames.firstIndex(where: { $0.count == count && $0.elementsEqual(component) }
                        ) {
                            best = min(best ?? match, match)
                        }
                    }
                    return bits >= 0x80 ? nil : .some(best)
                } ?? nil
            if let found { return found.map { generated[$0] } }
        }
        return generated.first(where: type.split(separator: ".").map(String.init).contains)
    }
}

/// The dot-separated components of a type name's UTF-8 bytes, read in place without a copy: `App.Home` is `App`
/// and `Home`; two dots in a row, or one at either end, give an empty component.
struct DotSeparatedComponents: Sequence, IteratorProtocol {
    private let bytes: UnsafeBufferPointer<UInt8>
    private var start = 0
    private var isDone = false

    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    mutating func next() -> Slice<UnsafeBufferPointer<UInt8>>? {
        guard !isDone else { return nil }
        var end = start
        while end < bytes.count, bytes[end] != UInt8(ascii: ".") { end += 1 }
        defer {
            start = end + 1
            isDone = end == bytes.count
        }
        return bytes[start..<end]
    }
}
