internal import CLibYAML
package import ScenecDiagnostics

/// One libyaml parser event, with byte offsets. A scalar's value, an alias's anchor and a node's properties are
/// borrowed from libyaml's event: they are valid until the reader's next `next()` call.
package struct YAMLEvent {
    /// What the event is, with its data.
    package enum Kind {
        case streamStart
        case streamEnd
        case documentStart(implicit: Bool)
        case documentEnd
        case alias(anchor: UnsafePointer<UInt8>?)
        case scalar(value: UnsafeBufferPointer<UInt8>, style: ScalarStyle, properties: NodeProperties)
        case collectionStart(isMapping: Bool, flow: Bool, properties: NodeProperties)
        case collectionEnd
    }

    /// The event.
    package var kind: Kind
    /// The bytes the event covers (libyaml's start and end marks, converted).
    package var range: SourceRange
}

/// An anchor and tag written on a node (both rejected by scenec, but reported precisely).
package struct NodeProperties {
    /// The anchor name (`&name`, NUL-terminated), if any.
    package var anchor: UnsafePointer<UInt8>?
    /// Whether a tag (`!!str`, `!local`) was written explicitly.
    package var hasTag: Bool
}

/// An error reported by libyaml, with its marks converted to byte offsets.
package struct YAMLProblem: Sendable, Error {
    /// Which libyaml stage failed.
    package enum Stage: Sendable { case reader, scanner, parser, memory }

    package var stage: Stage
    /// libyaml's problem text ("could not find expected ':'").
    package var problem: String
    /// Where the problem is (for reader errors, libyaml's byte offset).
    package var offset: Int
    /// The offending byte or code point, for reader errors (else -1).
    package var value: Int
    /// libyaml's context text ("while scanning a simple key"), if any.
    package var context: String?
    /// Where the context starts.
    package var contextOffset: Int?
}

/// The only code in scenec that calls libyaml: a pull parser over a file's bytes that yields
/// `YAMLEvent`s. Each libyaml event is kept until the next one is asked for (a scalar's value is read in place),
/// then deleted.
///
/// libyaml's marks count Unicode scalars (0-based `index`, not counting a UTF-8 BOM). They
/// are converted to byte offsets here, once: directly for ASCII files, and through a table
/// of every 64th scalar's byte offset otherwise, so a conversion costs O(1) even on a
/// 20 MB line.
package final class YAMLEventReader {
    private let parser: UnsafeMutablePointer<yaml_parser_t>
    private let input: UnsafeMutableBufferPointer<UInt8>
    /// The file's length in bytes (`input` has room for one byte more than an empty file).
    private let byteCount: Int
    private let bomLength: Int
    private let isASCII: Bool
    private var checkpoints: [Int] = []
    private var finished = false
    /// The last event returned, deleted by the next call or by `deinit`.
    private let event: UnsafeMutablePointer<yaml_event_t>
    private var holdsEvent = false

    private static let checkpointStride = 64

    /// Prepares to read `file`. The bytes are copied, so the reader owns its input. `isASCII`, when known,
    /// saves a pass over the bytes.
    package init(_ file: SourceFile, isASCII: Bool? = nil) {
        bomLength = file.bomLength
        byteCount = file.bytes.count
        input = .allocate(capacity: max(file.bytes.count, 1))
        _ = input.initialize(from: file.bytes)
        let bytes = UnsafeBufferPointer(rebasing: input[0..<file.bytes.count])
        self.isASCII = isASCII ?? !bytes.contains { $0 >= 0x80 }
        parser = .allocate(capacity: 1)
        event = .allocate(capacity: 1)
        event.initialize(to: yaml_event_t())
        guard yaml_parser_initialize(parser) == 1 else {
            fatalError("libyaml could not allocate a parser")
        }
        yaml_parser_set_input_string(parser, input.baseAddress, file.bytes.count)
        if !self.isASCII { buildCheckpoints(bytes) }
    }

    /// The reader's copy of the file's bytes, valid while the reader lives: a caller that holds the reader reads
    /// the file through it without an array access per read.
    package var bytes: UnsafeBufferPointer<UInt8> { UnsafeBufferPointer(start: input.baseAddress, count: byteCount) }

    deinit {
        if holdsEvent { yaml_event_delete(event) }
        event.deallocate()
        yaml_parser_delete(parser)
        parser.deallocate()
        input.deallocate()
    }

    private func buildCheckpoints(_ bytes: UnsafeBufferPointer<UInt8>) {
        var scalars = 0
        var offset = bomLength
        checkpoints.reserveCapacity(bytes.count / Self.checkpointStride + 1)
        while offset < bytes.count {
            if bytes[offset] & 0xC0 != 0x80 {
                if scalars % Self.checkpointStride == 0 { checkpoints.append(offset) }
                scalars += 1
            }
            offset += 1
        }
        checkpoints.append(bytes.count)
    }

    /// The byte offset of libyaml's scalar `index` in a file that is not ASCII.
    private func byteOffset(ofScalar index: Int) -> Int {
        let count = input.count
        let slot = index / Self.checkpointStride
        guard slot < checkpoints.count else { return count }
        var offset = checkpoints[slot]
        var remaining = index % Self.checkpointStride
        while remaining > 0, offset < count {
            offset += 1
            while offset < count, input[offset] & 0xC0 == 0x80 { offset += 1 }
            remaining -= 1
        }
        return min(offset, count)
    }

    /// The byte offset of `mark`: in an ASCII file (most scenes) the scalar index plus the BOM, without a call.
    private func offset(_ mark: yaml_mark_t) -> Int {
        isASCII ? min(bomLength + Int(mark.index), input.count) : byteOffset(ofScalar: Int(mark.index))
    }

    /// The next event, or nil after the stream ended. Throws libyaml's error. Ends the life of the previous
    /// event's scalar value. Always inlined into its one caller, the tree builder's loop, so that the event is not
    /// built as a value and switched on again there: the optimizer folds the two switches into one.
    @inline(__always)
    package func next() throws(YAMLProblem) -> YAMLEvent? {
        if holdsEvent {
            yaml_event_delete(event)
            holdsEvent = false
        }
        if finished { return nil }
        guard yaml_parser_parse(parser, event) == 1 else {
            finished = true
            throw problem()
        }
        holdsEvent = true
        let event = self.event.pointee
        let range = SourceRange(start: offset(event.start_mark), end: offset(event.end_mark))
        let kind: YAMLEvent.Kind
        switch event.type {
        case YAML_STREAM_START_EVENT:
            kind = .streamStart
        case YAML_STREAM_END_EVENT:
            finished = true
            kind = .streamEnd
        case YAML_DOCUMENT_START_EVENT:
            kind = .documentStart(implicit: event.data.document_start.implicit != 0)
        case YAML_DOCUMENT_END_EVENT:
            kind = .documentEnd
        case YAML_ALIAS_EVENT:
            kind = .alias(anchor: UnsafePointer(event.data.alias.anchor))
        case YAML_SCALAR_EVENT:
            let scalar = event.data.scalar
            let style: ScalarStyle
            switch scalar.style {
            case YAML_SINGLE_QUOTED_SCALAR_STYLE: style = .singleQuoted
            case YAML_DOUBLE_QUOTED_SCALAR_STYLE: style = .doubleQuoted
            case YAML_LITERAL_SCALAR_STYLE: style = .literal
            case YAML_FOLDED_SCALAR_STYLE: style = .folded
            default: style = .plain
            }
            kind = .scalar(
                value: UnsafeBufferPointer(start: scalar.value, count: Int(scalar.length)), style: style,
                properties: Self.properties(anchor: scalar.anchor, tag: scalar.tag))
        case YAML_SEQUENCE_START_EVENT, YAML_MAPPING_START_EVENT:
            let (sequence, mapping) = (event.data.sequence_start, event.data.mapping_start)
            let isMapping = event.type == YAML_MAPPING_START_EVENT
            kind = .collectionStart(
                isMapping: isMapping,
                flow: isMapping ? mapping.style == YAML_FLOW_MAPPING_STYLE : sequence.style == YAML_FLOW_SEQUENCE_STYLE,
                properties: isMapping
                    ? Self.properties(anchor: mapping.anchor, tag: mapping.tag)
                    : Self.properties(anchor: sequence.anchor, tag: sequence.tag))
        case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
            kind = .collectionEnd
        default:
            finished = true
            throw YAMLProblem(
                stage: .parser, problem: "unexpected event", offset: range.start, value: -1, context: nil,
                contextOffset: nil)
        }
        return YAMLEvent(kind: kind, range: range)
    }

    private func problem() -> YAMLProblem {
        let p = parser.pointee
        let text = p.problem.map { String(cString: $0) } ?? "unknown libyaml error"
        let context = p.context.map { String(cString: $0) }
        switch p.error {
        case YAML_READER_ERROR:
            return YAMLProblem(
                stage: .reader, problem: text, offset: min(Int(p.problem_offset), input.count),
                value: Int(p.problem_value), context: nil, contextOffset: nil)
        case YAML_MEMORY_ERROR:
            return YAMLProblem(
                stage: .memory, problem: text, offset: 0, value: -1, context: nil, contextOffset: nil)
        default:
            return YAMLProblem(
                stage: p.error == YAML_SCANNER_ERROR ? .scanner : .parser, problem: text,
                offset: offset(p.problem_mark), value: -1, context: context,
                contextOffset: context == nil ? nil : offset(p.context_mark))
        }
    }

    private static func properties(
        anchor: UnsafeMutablePointer<yaml_char_t>?, tag: UnsafeMutablePointer<yaml_char_t>?
    ) -> NodeProperties {
        NodeProperties(anchor: UnsafePointer(anchor), hasTag: tag != nil)
    }
}
