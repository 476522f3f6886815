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
        if file.bytes.count > limits.maxFileBytes {
            diagnostics.emit(.fileTooLarge(limit: limits.maxFileBytes))
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

/// The explicit-stack composer behind `SyntaxParser`; never recurses.
private struct TreeBuilder {
    private struct Frame {
        var isMapping: Bool
        var isFlow: Bool
        var startRange: SourceRange
        var items: [SyntaxNode] = []
        var entries: [MappingNode.Entry] = []
        var pendingKey: ScalarNode?
        var awaitingValue = false
        var skipValue = false
        /// Key -> entry index, built once a mapping grows past a few keys.
        var keyIndex: [String: Int]?
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
    private var root: SyntaxNode?
    private var anchors = Occurrences()
    private var aliases = Occurrences()
    private var tags = Occurrences()
    private var mergeKeys = Occurrences()

    let isASCII: Bool

    init(file: SourceFile, limits: SyntaxLimits, isASCII: Bool) {
        self.file = file
        self.limits = limits
        self.isASCII = isASCII
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
                aliases.record(event.range, "*" + anchor)
                attach(.invalid(event.range))
            case .scalar(let value, let style, let properties):
                record(properties, at: event.range)
                let node = ScalarNode(value: value, style: style, range: event.range)
                if value.utf8.count > limits.maxScalarBytes {
                    diagnostics.append(.scalarTooLong(node, limit: limits.maxScalarBytes, file: file))
                    attach(.invalid(event.range))
                } else {
                    attach(.scalar(node))
                }
            case .sequenceStart(let flow, let properties), .mappingStart(let flow, let properties):
                record(properties, at: event.range)
                if stack.count >= limits.maxDepth {
                    diagnostics.append(.nestingTooDeep(at: event.range, file: file, limit: limits.maxDepth))
                    return nil
                }
                var isMapping = false
                if case .mappingStart = event.kind { isMapping = true }
                stack.append(Frame(isMapping: isMapping, isFlow: flow, startRange: event.range))
            case .sequenceEnd, .mappingEnd:
                guard let frame = stack.popLast() else { continue }
                attach(close(frame, endRange: event.range))
            }
        }
        reportOnce(anchors, .anchorNotSupported)
        reportOnce(aliases, .aliasNotSupported)
        reportOnce(tags, .tagNotSupported)
        reportOnce(mergeKeys, .mergeKeyNotSupported)
        return root ?? .scalar(ScalarNode(value: "", style: .plain, range: .at(file.bomLength)))
    }

    private func close(_ frame: Frame, endRange: SourceRange) -> SyntaxNode {
        if frame.isMapping {
            let range =
                frame.isFlow
                ? SourceRange(start: frame.startRange.start, end: endRange.end)
                : SourceRange(
                    start: frame.entries.first?.key.range.start ?? frame.startRange.start,
                    end: frame.entries.last?.value.range.end ?? frame.startRange.end)
            return .mapping(MappingNode(entries: frame.entries, isFlow: frame.isFlow, range: range))
        }
        let range =
            frame.isFlow
            ? SourceRange(start: frame.startRange.start, end: endRange.end)
            : SourceRange(
                start: frame.startRange.start, end: frame.items.last?.range.end ?? frame.startRange.end)
        return .sequence(SequenceNode(items: frame.items, isFlow: frame.isFlow, range: range))
    }

    private mutating func attach(_ node: SyntaxNode) {
        guard !stack.isEmpty else {
            if root == nil { root = node }
            return
        }
        let top = stack.count - 1
        if !stack[top].isMapping {
            stack[top].items.append(node)
            return
        }
        if stack[top].awaitingValue {
            if !stack[top].skipValue, let key = stack[top].pendingKey {
                stack[top].entries.append(MappingNode.Entry(key: key, value: node))
                if stack[top].keyIndex != nil {
                    stack[top].keyIndex![key.value] = stack[top].entries.count - 1
                }
            }
            stack[top].pendingKey = nil
            stack[top].awaitingValue = false
            stack[top].skipValue = false
            return
        }
        stack[top].awaitingValue = true
        guard case .scalar(let key) = node else {
            if case .invalid = node {} else { diagnostics.append(.nonScalarKey(node)) }
            stack[top].skipValue = true
            return
        }
        if key.style == .plain, key.value == "<<" {
            mergeKeys.record(key.range, "<<")
            stack[top].skipValue = true
            return
        }
        if let first = TreeBuilder.firstEntry(withKey: key.value, in: &stack[top]) {
            diagnostics.append(.duplicateKey(key, first: first.key))
            stack[top].skipValue = true
            return
        }
        stack[top].pendingKey = key
    }

    /// Static, so that passing `stack[top]` inout does not copy the whole builder (and then its stack) to
    /// call a method on `self` during the access.
    private static func firstEntry(withKey key: String, in frame: inout Frame) -> MappingNode.Entry? {
        if frame.keyIndex == nil, frame.entries.count >= 12 {
            var index: [String: Int] = [:]
            index.reserveCapacity(frame.entries.count * 2)
            for (i, entry) in frame.entries.enumerated() { index[entry.key.value] = i }
            frame.keyIndex = index
        }
        if let index = frame.keyIndex {
            return index[key].map { frame.entries[$0] }
        }
        // Comparing lengths first skips most unequal keys without a string comparison.
        let length = key.utf8.count
        return frame.entries.first { $0.key.value.utf8.count == length && $0.key.value == key }
    }

    private mutating func record(_ properties: NodeProperties, at range: SourceRange) {
        if let anchor = properties.anchor {
            anchors.record(propertyRange(prefix: UInt8(ascii: "&"), near: range), "&" + anchor)
        }
        if properties.tag != nil {
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
