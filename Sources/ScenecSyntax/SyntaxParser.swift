public import ScenecDiagnostics

/// Composes libyaml's events into a located `SyntaxNode` tree.
///
/// Input: a `SourceFile`. Output: the root node of the file's one document, or nil when the
/// file cannot be read as YAML at all. Error policy:
/// - fatal (returns nil): not UTF-8, too large, a libyaml syntax error, nesting deeper than
///   `SyntaxLimits.maxDepth` (the parse stops there, so no recursion and no waiting on
///   libyaml's quadratic deep-flow scanning);
/// - recovered (the tree is returned): duplicate keys (the first wins), anchors, aliases
///   (replaced by `.invalid`), tags, merge keys, non-scalar keys, over-long scalars, extra
///   documents (only the first is read). Anchors, aliases, tags and merge keys are reported
///   once per kind, at the first occurrence, with a count of the others.
///
/// An empty file yields an empty plain scalar (YAML's null) at offset 0.
public enum SyntaxParser {
    /// Parses `file` into a tree, reporting problems into `diagnostics`.
    public static func parse(
        _ file: SourceFile, limits: SyntaxLimits = .standard, diagnostics: inout DiagnosticBag
    ) -> SyntaxNode? {
        let maxFileBytes = min(limits.maxFileBytes, SyntaxTree.maxFileBytes)
        if file.bytes.count > maxFileBytes {
            diagnostics.emit(.fileTooLarge(limit: maxFileBytes))
            return nil
        }
        if let encoding = SyntaxParser.nonUTF8Encoding(file.bytes) {
            diagnostics.emit(.notUTF8(encoding))
            return nil
        }
        // A byte order mark is not ASCII: an ASCII file (most scenes) needs no search for one.
        let isASCII = SyntaxParser.isASCII(file.bytes)
        let marks = isASCII ? [] : SyntaxParser.innerByteOrderMarks(file)
        if !marks.isEmpty {
            diagnostics.emit(.byteOrderMark(at: marks))
            return nil
        }
        var builder = TreeBuilder(file: file, limits: limits, isASCII: isASCII)
        let root = builder.build()
        diagnostics.emit(contentsOf: builder.diagnostics)
        return root
    }

    /// The offsets of the byte order marks (U+FEFF, `EF BB BF`) after the start of the file. YAML allows one
    /// only at the start of a stream; elsewhere libyaml reads it as part of a value or as indentation, which
    /// gives an invisible character in a value or a confusing indentation error.
    static func innerByteOrderMarks(_ file: SourceFile) -> [Int] {
        let bytes = file.bytes
        var marks: [Int] = []
        var index = file.bomLength
        while index + 2 < bytes.count {
            if bytes[index] == 0xEF, bytes[index + 1] == 0xBB, bytes[index + 2] == 0xBF {
                marks.append(index)
                index += 3
            } else {
                index += 1
            }
        }
        return marks
    }

    /// Whether every byte is below 0x80, tested eight bytes at a time.
    static func isASCII(_ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBytes { raw in
            let count = raw.count
            var index = 0
            var seen: UInt64 = 0
            while index + 8 <= count {
                seen |= raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)
                index += 8
            }
            while index < count {
                seen |= UInt64(raw[index])
                index += 1
            }
            return seen & 0x8080_8080_8080_8080 == 0
        }
    }

    /// The name of a UTF-16 or UTF-32 encoding that `bytes` look like, from a byte order
    /// mark or from the NUL pattern of the first characters; nil for UTF-8.
    static func nonUTF8Encoding(_ bytes: [UInt8]) -> String? {
        let b = Array(bytes.prefix(4)) + [UInt8](repeating: 0xAA, count: max(0, 4 - bytes.count))
        if bytes.count >= 4 {
            if b[0] == 0, b[1] == 0, b[2] == 0xFE, b[3] == 0xFF { return "UTF-32BE" }
            if b[0] == 0xFF, b[1] == 0xFE, b[2] == 0, b[3] == 0 { return "UTF-32LE" }
            if b[0] == 0, b[1] == 0, b[2] == 0, b[3] != 0 { return "UTF-32BE" }
            if b[0] != 0, b[1] == 0, b[2] == 0, b[3] == 0 { return "UTF-32LE" }
        }
        if bytes.count >= 2 {
            if b[0] == 0xFE, b[1] == 0xFF { return "UTF-16BE" }
            if b[0] == 0xFF, b[1] == 0xFE { return "UTF-16LE" }
            if bytes.count >= 4, b[0] == 0, b[1] != 0, b[2] == 0, b[3] != 0 { return "UTF-16BE" }
            if bytes.count >= 4, b[0] != 0, b[1] == 0, b[2] != 0, b[3] == 0 { return "UTF-16LE" }
        }
        return nil
    }
}

/// The explicit-stack composer behind `SyntaxParser`; never recurses. It appends each node to the tree's node
/// array as its event arrives; the kept children of the open sequences and mappings wait on one shared stack
/// and move to the tree's children array when their parent closes.
private struct TreeBuilder {
    private struct Frame {
        var node: Int32
        var isMapping: Bool
        var isFlow: Bool
        var startRange: SourceRange
        /// Where this frame's children start on `pending`.
        var childBase: Int
        var awaitingValue = false
        var skipValue = false
        /// Whether this mapping grew past a few keys and has its `LargeMappingKeys`, the last of `largeMappings`.
        var hasKeyLookup = false
    }

    /// How one mapping that grew past a few keys finds a duplicate. Kept beside the stack, so that a frame holds no
    /// reference and is copied as plain bytes; a frame's lookup is made while the frame is on top, after those of
    /// the frames below it, so the top frame's lookup, when it has one, is always the last.
    private struct LargeMappingKeys {
        /// The keys, all ASCII: found by their bytes.
        var asciiKeys: ASCIIKeySet?
        /// Key -> key node, once a key is not ASCII.
        var keyIndex: [String: Int32]?
    }

    /// The key nodes of one large mapping whose keys are all ASCII, so that two keys are equal strings exactly when
    /// they have equal bytes: a duplicate is found by its bytes, without making a `String`. Open addressing with
    /// linear probing over the standard library's seeded `Hasher` of the bytes (so that a hostile file cannot choose
    /// keys that collide and make the probes long), at most half full.
    private struct ASCIIKeySet {
        /// A key node by slot, -1 for a free slot; a power of two.
        var slots: [Int32]
        /// The hash of the key in each slot.
        var hashes: [Int]
        var count = 0

        init(capacity: Int) {
            var size = 64
            while size < 2 * capacity { size *= 2 }
            slots = [Int32](repeating: -1, count: size)
            hashes = [Int](repeating: 0, count: size)
        }

        /// The seeded hash of a key's bytes.
        static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
            var hasher = Hasher()
            hasher.combine(bytes: UnsafeRawBufferPointer(bytes))
            return hasher.finalize()
        }

        /// Adds `key` with hash `hash` at free slot `slot` (found by the caller's probe), growing when half full.
        mutating func add(_ key: Int32, hash: Int, at slot: Int) {
            slots[slot] = key
            hashes[slot] = hash
            count += 1
            guard 2 * count > slots.count else { return }
            let old = (slots, hashes)
            slots = [Int32](repeating: -1, count: 2 * old.0.count)
            hashes = [Int](repeating: 0, count: slots.count)
            let mask = slots.count - 1
            for index in old.0.indices where old.0[index] >= 0 {
                var free = old.1[index] & mask
                while slots[free] >= 0 { free = (free + 1) & mask }
                slots[free] = old.0[index]
                hashes[free] = old.1[index]
            }
        }
    }

    /// The first occurrence of an unsupported construct, and how many there were.
    private struct Occurrences {
        var first: SourceRange?
        var text = ""
        var count = 0

        mutating func record(_ range: SourceRange, _ text: String) {
            if first == nil {
                first = range
                self.text = text
            }
            count += 1
        }
    }

    let file: SourceFile
    let limits: SyntaxLimits
    var diagnostics: [Diagnostic] = []
    private var stack: [Frame] = []
    private var nodes: [SyntaxTree.Node] = []
    private var children: [Int32] = []
    private var pending: [Int32] = []
    /// The duplicate-key lookups of the open mappings that grew past a few keys, innermost last.
    private var largeMappings: [LargeMappingKeys] = []
    private var decoded: [UInt8] = []
    private var root: Int32?
    private var anchors = Occurrences()
    private var aliases = Occurrences()
    private var tags = Occurrences()
    private var mergeKeys = Occurrences()

    let isASCII: Bool

    init(file: SourceFile, limits: SyntaxLimits, isASCII: Bool) {
        self.file = file
        self.limits = limits
        self.isASCII = isASCII
        // A node takes at least two bytes of YAML; scenes average over eight. Reserving room for one node per
        // four bytes costs only address space (the untouched pages are never resident) and saves the copies of
        // growing by doubling, which would double the peak.
        nodes.reserveCapacity(file.bytes.count / 4 + 16)
        children.reserveCapacity(file.bytes.count / 4 + 16)
    }

    mutating func build() -> SyntaxNode? {
        let reader = YAMLEventReader(file, isASCII: isASCII)
        var documents = 0
        loop: while true {
            let event: YAMLEvent
            do {
                guard let next = try reader.next() else { break loop }
                event = next
            } catch {
                diagnostics.append(Diagnostic.fromLibYAML(error, in: file))
                return nil
            }
            switch event.kind {
            case .streamStart, .documentEnd:
                continue
            case .streamEnd:
                break loop
            case .documentStart:
                documents += 1
                if documents > 1 {
                    diagnostics.append(.multipleDocuments(at: event.range, file: file))
                    break loop
                }
            case .alias(let anchor):
                aliases.record(event.range, "*" + (anchor.map { String(cString: $0) } ?? ""))
                attach(append(.invalid, at: event.range))
            case .scalar(let value, let style, let properties):
                record(properties, at: event.range)
                if value.count > limits.maxScalarBytes {
                    diagnostics.append(
                        .scalarTooLong(length: value.count, at: event.range, limit: limits.maxScalarBytes, file: file))
                    attach(append(.invalid, at: event.range))
                } else {
                    attach(appendScalar(value, style: style, at: event.range, source: reader.bytes))
                }
            case .collectionStart(let isMapping, let flow, let properties):
                record(properties, at: event.range)
                if stack.count >= limits.maxDepth {
                    diagnostics.append(.nestingTooDeep(at: event.range, file: file, limit: limits.maxDepth))
                    return nil
                }
                let node = append(isMapping ? .mapping : .sequence, at: event.range, isFlow: flow)
                stack.append(
                    Frame(
                        node: node, isMapping: isMapping, isFlow: flow, startRange: event.range,
                        childBase: pending.count))
            case .collectionEnd:
                guard let frame = stack.popLast() else { continue }
                if frame.hasKeyLookup { largeMappings.removeLast() }
                close(frame, endRange: event.range)
                attach(frame.node)
            }
        }
        reportOnce(anchors, .anchorNotSupported)
        reportOnce(aliases, .aliasNotSupported)
        reportOnce(tags, .tagNotSupported)
        reportOnce(mergeKeys, .mergeKeyNotSupported)
        let bytes = file.bytes
        let rootIndex =
            root
            ?? bytes.withUnsafeBufferPointer {
                appendScalar(
                    UnsafeBufferPointer(start: nil, count: 0), style: .plain, at: .at(file.bomLength), source: $0)
            }
        let tree = SyntaxTree(source: file.bytes, nodes: nodes, children: children, decoded: decoded)
        return tree.node(rootIndex)
    }

    /// Appends a node of `kind` written at `range` (a collection's children are set when it closes); returns its
    /// index.
    private mutating func append(_ kind: SyntaxTree.Node.Kind, at range: SourceRange, isFlow: Bool = false) -> Int32 {
        nodes.append(
            SyntaxTree.Node(
                kind: kind, style: .plain, isFlow: isFlow, isInSource: false,
                start: Int32(range.start), end: Int32(range.end), first: 0, count: 0))
        return Int32(nodes.count - 1)
    }

    /// Appends a scalar whose value is `value`: a range of the file's bytes when it was written as is (plain, or
    /// quoted without escapes or line breaks), else a copy in the decoded side buffer. `source` is the file's
    /// bytes.
    @inline(__always)
    private mutating func appendScalar(
        _ value: UnsafeBufferPointer<UInt8>, style: ScalarStyle, at range: SourceRange,
        source: UnsafeBufferPointer<UInt8>
    ) -> Int32 {
        var written = range.start..<range.end
        if style == .singleQuoted || style == .doubleQuoted, written.count >= 2 {
            written = written.lowerBound + 1..<written.upperBound - 1
        }
        let isInSource =
            (style == .plain || style == .singleQuoted || style == .doubleQuoted) && written.count == value.count
            && UnsafeBufferPointer(rebasing: source[written]).hasSameBytes(as: value)
        var first = written.lowerBound
        if !isInSource {
            first = decoded.count
            decoded.append(contentsOf: value)
        }
        nodes.append(
            SyntaxTree.Node(
                kind: .scalar, style: style, isFlow: false, isInSource: isInSource,
                start: Int32(range.start),
                end: Int32(range.end), first: Int32(first), count: Int32(value.count)))
        return Int32(nodes.count - 1)
    }

    /// Moves the kept children of `frame` from `pending` into the tree, and sets the node's final range.
    @inline(__always)
    private mutating func close(_ frame: Frame, endRange: SourceRange) {
        let count = pending.count - frame.childBase
        var range = SourceRange(start: frame.startRange.start, end: endRange.end)
        if !frame.isFlow {
            let firstStart = count > 0 && frame.isMapping ? nodes[Int(pending[frame.childBase])].start : nil
            let lastEnd = count > 0 ? nodes[Int(pending[pending.count - 1])].end : nil
            range = SourceRange(
                start: firstStart.map(Int.init) ?? frame.startRange.start,
                end: lastEnd.map(Int.init) ?? frame.startRange.end)
        }
        nodes[Int(frame.node)].start = Int32(range.start)
        nodes[Int(frame.node)].end = Int32(range.end)
        nodes[Int(frame.node)].first = Int32(children.count)
        nodes[Int(frame.node)].count = Int32(count)
        children.append(contentsOf: pending[frame.childBase...])
        pending.removeLast(count)
    }

    @inline(__always)
    private mutating func attach(_ node: Int32) {
        guard !stack.isEmpty else {
            if root == nil { root = node }
            return
        }
        let top = stack.count - 1
        if !stack[top].isMapping {
            pending.append(node)
            return
        }
        if stack[top].awaitingValue {
            if !stack[top].skipValue { pending.append(node) }
            stack[top].awaitingValue = false
            stack[top].skipValue = false
            return
        }
        stack[top].awaitingValue = true
        let key = nodes[Int(node)]
        let range = SourceRange(start: Int(key.start), end: Int(key.end))
        switch key.kind {
        case .scalar: break
        case .invalid:
            stack[top].skipValue = true
            return
        case .sequence, .mapping:
            diagnostics.append(.nonScalarKey(kind: key.kind == .mapping ? "a mapping" : "a list", at: range))
            stack[top].skipValue = true
            return
        }
        if key.style == .plain, key.count == 2, withValue(of: node, { $0[0] == 0x3C && $0[1] == 0x3C }) {
            mergeKeys.record(range, "<<")
            stack[top].skipValue = true
            return
        }
        if let first = firstKey(equalTo: node, in: top) {
            diagnostics.append(.duplicateKey(string(of: node), at: range, first: nodes[Int(first)].range))
            stack[top].skipValue = true
            return
        }
        pending.append(node)
    }

    /// The first key of the mapping at `stack[top]` whose value equals key node `key`'s. When there is none, the
    /// caller keeps `key` and, for a mapping with a key set or index, this adds it there.
    @inline(__always)
    private mutating func firstKey(equalTo key: Int32, in top: Int) -> Int32? {
        let base = stack[top].childBase
        let entries = (pending.count - base) / 2
        // A mapping gets its key set or index at its twelfth entry (its entries only grow), so a smaller one (most)
        // has neither: its few keys are scanned.
        if entries < 12 {
            return firstSmallKey(equalTo: key, from: base)
        }
        if !stack[top].hasKeyLookup {
            var lookup = LargeMappingKeys()
            if isASCIIValue(key), stride(from: base, to: pending.count, by: 2).allSatisfy({ isASCIIValue(pending[$0]) })
            {
                var keys = ASCIIKeySet(capacity: entries + 1)
                for entry in stride(from: base, to: pending.count, by: 2) {
                    _ = firstASCIIKey(pending[entry], in: &keys)
                }
                lookup.asciiKeys = keys
            } else {
                lookup.keyIndex = stringIndex(base: base)
            }
            largeMappings.append(lookup)
            stack[top].hasKeyLookup = true
        }
        let last = largeMappings.count - 1
        if var keys = largeMappings[last].asciiKeys.take() {
            if isASCIIValue(key) {
                let first = firstASCIIKey(key, in: &keys)
                largeMappings[last].asciiKeys = keys
                return first
            }
            // A key that is not ASCII may equal an ASCII one as a string (U+212A KELVIN SIGN is "K"): from here on
            // the keys are compared as strings.
            largeMappings[last].keyIndex = stringIndex(base: base)
        }
        let name = string(of: key)
        if let first = largeMappings[last].keyIndex![name] { return first }
        largeMappings[last].keyIndex![name] = key
        return nil
    }

    /// The first key of the open mapping whose children start at `base` on `pending` that equals key node `key`, by a
    /// scan. In an ASCII file, two keys read from the file are equal exactly when their bytes are: their lengths are
    /// compared first (most keys of a mapping differ in length), then their bytes in place. A key with a decoded
    /// value (escapes may make it non-ASCII, and a string equal to an ASCII one can be longer: U+212A KELVIN SIGN is
    /// "K") is compared by `equalValues`, whatever its length. Mutating, like its caller, so that the builder is not
    /// copied for the scan (a non-mutating scan copied it once per key).
    @inline(__always)
    private mutating func firstSmallKey(equalTo key: Int32, from base: Int) -> Int32? {
        let keyNode = nodes[Int(key)]
        guard isASCII, keyNode.isInSource else {
            for entry in stride(from: base, to: pending.count, by: 2) where equalValues(pending[entry], key) {
                return pending[entry]
            }
            return nil
        }
        return nodes.withUnsafeBufferPointer { nodes in
            pending.withUnsafeBufferPointer { pending in
                file.bytes.withUnsafeBufferPointer { source -> Int32? in
                    let keyBytes = UnsafeBufferPointer(
                        rebasing: source[Int(keyNode.first)..<Int(keyNode.first + keyNode.count)])
                    for entry in stride(from: base, to: pending.count, by: 2) {
                        let other = nodes[Int(pending[entry])]
                        if other.isInSource {
                            guard other.count == keyNode.count else { continue }
                            let otherBytes = UnsafeBufferPointer(
                                rebasing: source[Int(other.first)..<Int(other.first + other.count)])
                            if otherBytes.hasSameBytes(as: keyBytes) { return pending[entry] }
                        } else if equalValues(pending[entry], key) {
                            return pending[entry]
                        }
                    }
                    return nil
                }
            }
        }
    }

    /// The key in `keys` with the bytes of ASCII key `key`; nil, after adding `key`, if there is none.
    private func firstASCIIKey(_ key: Int32, in keys: inout ASCIIKeySet) -> Int32? {
        withValue(of: key) { bytes -> Int32? in
            let hash = ASCIIKeySet.hash(bytes)
            let mask = keys.slots.count - 1
            var slot = hash & mask
            while keys.slots[slot] >= 0 {
                let other = keys.slots[slot]
                if keys.hashes[slot] == hash, nodes[Int(other)].count == nodes[Int(key)].count,
                    withValue(of: other, { $0.hasSameBytes(as: bytes) })
                {
                    return other
                }
                slot = (slot + 1) & mask
            }
            keys.add(key, hash: hash, at: slot)
            return nil
        }
    }

    /// Key -> key node for the keys of the mapping whose children start at `base` on `pending`.
    private func stringIndex(base: Int) -> [String: Int32] {
        var index: [String: Int32] = [:]
        index.reserveCapacity(pending.count - base)
        for entry in stride(from: base, to: pending.count, by: 2) {
            index[string(of: pending[entry])] = pending[entry]
        }
        return index
    }

    /// Whether two scalars have equal values as strings (bytes are compared when both are ASCII).
    private func equalValues(_ a: Int32, _ b: Int32) -> Bool {
        guard isASCIIValue(a), isASCIIValue(b) else { return string(of: a) == string(of: b) }
        guard nodes[Int(a)].count == nodes[Int(b)].count else { return false }
        return withValue(of: a) { first in withValue(of: b) { first.hasSameBytes(as: $0) } }
    }

    /// Whether scalar `node`'s value is ASCII (so that comparing its bytes is comparing it as a string): known
    /// without a look for a value read from an ASCII file.
    private func isASCIIValue(_ node: Int32) -> Bool {
        (isASCII && nodes[Int(node)].isInSource) || withValue(of: node) { $0.allSatisfy { $0 < 0x80 } }
    }

    private func withValue<Result>(of node: Int32, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        nodes[Int(node)].withValue(source: file.bytes, decoded: decoded, body)
    }

    private func string(of node: Int32) -> String {
        withValue(of: node) { String(decoding: $0, as: UTF8.self) }
    }

    private mutating func record(_ properties: NodeProperties, at range: SourceRange) {
        if let anchor = properties.anchor {
            anchors.record(propertyRange(prefix: UInt8(ascii: "&"), near: range), "&" + String(cString: anchor))
        }
        if properties.hasTag {
            let tagRange = propertyRange(prefix: UInt8(ascii: "!"), near: range)
            tags.record(tagRange, file.text(in: tagRange))
        }
    }

    /// The range of the `&anchor` or `!tag` written at the start of a node.
    private func propertyRange(prefix: UInt8, near range: SourceRange) -> SourceRange {
        let bytes = file.bytes
        var start = range.start
        let limit = min(bytes.count, range.start + 1024)
        while start < limit, bytes[start] != prefix { start += 1 }
        guard start < limit else { return .at(range.start) }
        var end = start + 1
        while end < bytes.count, ![0x20, 0x09, 0x0A, 0x0D, 0x2C, 0x5B, 0x5D, 0x7B, 0x7D].contains(bytes[end]) {
            end += 1
        }
        return SourceRange(start: start, end: end)
    }

    private mutating func reportOnce(_ occurrences: Occurrences, _ code: DiagnosticCode) {
        guard let range = occurrences.first else { return }
        diagnostics.append(.unsupported(code, text: occurrences.text, at: range, count: occurrences.count))
    }
}
