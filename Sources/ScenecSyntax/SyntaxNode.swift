public import ScenecDiagnostics

/// How a scalar was written. Lowering uses it to tell `80` from `"80"`.
public enum ScalarStyle: String, Hashable, Sendable {
    case plain
    case singleQuoted
    case doubleQuoted
    case literal
    case folded

    /// Whether the scalar was quoted or a block scalar (never a number or a boolean).
    public var isQuotedOrBlock: Bool { self != .plain }
}

/// The located YAML tree of one file, stored compactly: every node in one contiguous array, the children of
/// every sequence and mapping in one shared array (a mapping's as consecutive key/value pairs), and scalars as
/// byte ranges. A scalar whose value is exactly the bytes it was written with (a plain or simply quoted scalar
/// on one line) is read from the file's bytes; only the others (escapes, folded lines) keep their decoded bytes
/// in a side buffer. Nodes are read through the `SyntaxNode` views, which make a `String` only when asked.
public final class SyntaxTree: Sendable {
    /// One node, 20 bytes.
    @usableFromInline
    struct Node: Sendable {
        @usableFromInline
        enum Kind: UInt8, Sendable {
            case scalar, sequence, mapping, invalid
        }

        @usableFromInline var kind: Kind
        /// A scalar's style (`.plain` for the other kinds).
        @usableFromInline var style: ScalarStyle
        /// Whether a sequence or mapping was written in flow style (`[…]`, `{…}`).
        @usableFromInline var isFlow: Bool
        /// Whether a scalar's value is in the file's bytes (else in `decoded`).
        var isInSource: Bool
        @usableFromInline var start: Int32
        @usableFromInline var end: Int32
        /// A scalar's value offset (in the file or in `decoded`); a collection's first child in `children`.
        @usableFromInline var first: Int32
        /// A scalar's value length in bytes; a collection's number of children (twice its entries for a mapping).
        @usableFromInline var count: Int32

        @inlinable var range: SourceRange { SourceRange(start: Int(start), end: Int(end)) }

        /// Calls `body` with the bytes of a scalar's value, read from `source` or `decoded`.
        func withValue<Result>(
            source: [UInt8], decoded: [UInt8], _ body: (UnsafeBufferPointer<UInt8>) -> Result
        ) -> Result {
            // Each array borrowed in its own branch (a `?:` between them would retain and release a copy).
            let range = Int(first)..<Int(first + count)
            if isInSource {
                return source.withUnsafeBufferPointer { body(UnsafeBufferPointer(rebasing: $0[range])) }
            }
            return decoded.withUnsafeBufferPointer { body(UnsafeBufferPointer(rebasing: $0[range])) }
        }
    }

    /// The largest file a tree can hold (its offsets are 32-bit, and decoded values can be longer than written).
    static let maxFileBytes = 1 << 30

    let source: [UInt8]
    // The node and child arrays are read by the inlinable views, so that lowering (another module) reads a node
    // without a call and without retaining the tree for each temporary view.
    @usableFromInline let nodes: [Node]
    @usableFromInline let children: [Int32]
    let decoded: [UInt8]

    init(source: [UInt8], nodes: [Node], children: [Int32], decoded: [UInt8]) {
        self.source = source
        self.nodes = nodes
        self.children = children
        self.decoded = decoded
    }

    /// The view of node `index`.
    @inlinable
    func node(_ index: Int32) -> SyntaxNode {
        let node = nodes[Int(index)]
        switch node.kind {
        case .scalar: return .scalar(ScalarNode(NodeReference(tree: self, index: index)))
        case .sequence: return .sequence(SequenceNode(NodeReference(tree: self, index: index)))
        case .mapping: return .mapping(MappingNode(NodeReference(tree: self, index: index)))
        case .invalid: return .invalid(node.range)
        }
    }

    @inlinable
    func range(of index: Int32) -> SourceRange { nodes[Int(index)].range }

    /// The children of sequence or mapping `index`.
    @inlinable
    func children(of index: Int32) -> Children {
        let node = nodes[Int(index)]
        return Children(tree: self, first: Int(node.first), count: Int(node.count))
    }

    /// The children of one sequence or mapping: a run of `children`.
    @usableFromInline
    struct Children: Sendable {
        @usableFromInline let tree: SyntaxTree
        @usableFromInline let first: Int
        @usableFromInline let count: Int

        @inlinable
        init(tree: SyntaxTree, first: Int, count: Int) {
            self.tree = tree
            self.first = first
            self.count = count
        }

        /// The index of child `position`.
        @inlinable
        subscript(position: Int) -> Int32 { tree.children[first + position] }

        /// The view of child `position`.
        @inlinable
        func node(_ position: Int) -> SyntaxNode { tree.node(self[position]) }
    }

    /// Calls `body` with the bytes of scalar `index`'s value.
    func withValue<Result>(of index: Int32, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        nodes[Int(index)].withValue(source: source, decoded: decoded, body)
    }

    /// `withValue(of:_:)` for callers in other modules: not generic, so that `ScalarNode.withUTF8`, inlined
    /// there, calls compiled code rather than an unspecialized generic.
    @usableFromInline
    func visitValue(of index: Int32, _ body: (UnsafeBufferPointer<UInt8>) -> Void) {
        withValue(of: index, body)
    }
}

/// What every view of a node (`ScalarNode`, `SequenceNode`, `MappingNode`) is: its tree and its index there,
/// and what every kind of node has (its record, its range, a collection's children).
@usableFromInline
struct NodeReference: Sendable {
    @usableFromInline let tree: SyntaxTree
    @usableFromInline let index: Int32

    @inlinable
    init(tree: SyntaxTree, index: Int32) {
        self.tree = tree
        self.index = index
    }

    /// The node's record in the tree.
    @inlinable
    var record: SyntaxTree.Node { tree.nodes[Int(index)] }

    /// Where the node was written.
    @inlinable
    var range: SourceRange { tree.range(of: index) }

    /// The children of a sequence or mapping.
    @inlinable
    var children: SyntaxTree.Children { tree.children(of: index) }

    /// Calls `body` with the bytes of a scalar's value.
    func withValue<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        tree.withValue(of: index, body)
    }
}

/// A node of the located YAML tree: a scalar, a sequence or a mapping, each with the
/// exact byte range it was written at. The cases are views into one `SyntaxTree`.
///
/// `invalid` stands for a node that the syntax stage already reported (an alias); later
/// stages skip it silently, so that one root cause gives one diagnostic.
public enum SyntaxNode: Sendable {
    case scalar(ScalarNode)
    case sequence(SequenceNode)
    case mapping(MappingNode)
    case invalid(SourceRange)

    /// Where the node was written.
    @inlinable
    public var range: SourceRange {
        switch self {
        case .scalar(let node): node.range
        case .sequence(let node): node.range
        case .mapping(let node): node.range
        case .invalid(let range): range
        }
    }

    /// A word for the node's kind, for messages ("a list", "a mapping", "a value").
    public var kindDescription: String {
        switch self {
        case .scalar: "a value"
        case .sequence: "a list"
        case .mapping: "a mapping"
        case .invalid: "an invalid node"
        }
    }
}

/// A scalar: its text after YAML unescaping and folding, and how it was written.
public struct ScalarNode: Sendable {
    @usableFromInline let reference: NodeReference

    @inlinable
    init(_ reference: NodeReference) { self.reference = reference }

    /// The scalar's value (escapes resolved, quotes removed), made on each call.
    public var value: String {
        reference.withValue { String(decoding: $0, as: UTF8.self) }
    }

    /// Calls `body` with the value's UTF-8 bytes (the bytes `value` decodes), without making a `String`. The
    /// bytes are valid only during the call. Inlinable, so that it is specialized for the caller's `Result`.
    @inlinable
    package func withUTF8<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        var result: Result?
        reference.tree.visitValue(of: reference.index) { result = body($0) }
        return result!
    }

    /// How it was written.
    @inlinable
    public var style: ScalarStyle { reference.record.style }

    /// Where it was written, quotes included.
    @inlinable
    public var range: SourceRange { reference.range }

    /// Whether the value is empty (without making a `String`).
    @inlinable
    public var isEmpty: Bool { reference.record.count == 0 }

    /// Whether this is YAML's empty plain scalar (`key:` with nothing after it), i.e. null.
    @inlinable
    public var isNull: Bool {
        let node = reference.record
        // Only a plain scalar of 0, 1 or 4 bytes can be null: most scalars are told apart without their bytes.
        guard node.style == .plain, node.count == 0 || node.count == 1 || node.count == 4 else { return false }
        return node.count == 0 || nullSpelling
    }

    /// Whether the value is `~`, `null`, `Null` or `NULL`.
    @usableFromInline
    var nullSpelling: Bool {
        reference.withValue { bytes in
            switch bytes.count {
            case 0: true
            case 1: bytes[0] == UInt8(ascii: "~")
            case 4: bytes.spells("null") || bytes.spells("Null") || bytes.spells("NULL")
            default: false
            }
        }
    }
}

/// A sequence, in source order.
public struct SequenceNode: Sendable {
    /// The items of a sequence, in source order.
    public struct Items: RandomAccessCollection, Sendable {
        @usableFromInline let children: SyntaxTree.Children

        @inlinable
        init(children: SyntaxTree.Children) { self.children = children }

        /// The position of the first item: 0.
        @inlinable public var startIndex: Int { 0 }
        /// The position after the last item.
        @inlinable public var endIndex: Int { children.count }

        /// The item at `position`.
        @inlinable
        public subscript(position: Int) -> SyntaxNode { children.node(position) }
    }

    @usableFromInline let reference: NodeReference

    @inlinable
    init(_ reference: NodeReference) { self.reference = reference }

    /// The items in source order.
    @inlinable
    public var items: Items { Items(children: reference.children) }

    /// Whether it was written `[a, b]` (flow) rather than with `- ` (block).
    @inlinable
    public var isFlow: Bool { reference.record.isFlow }

    /// From the first item (or `[`) to the last item (or `]`).
    @inlinable
    public var range: SourceRange { reference.range }
}

/// A mapping, in source order, with unique scalar keys (duplicates were reported and dropped).
public struct MappingNode: Sendable {
    /// One `key: value` pair.
    public struct Entry: Sendable {
        /// The key, always a scalar.
        public var key: ScalarNode
        /// The value.
        public var value: SyntaxNode

        @inlinable
        init(key: ScalarNode, value: SyntaxNode) {
            self.key = key
            self.value = value
        }
    }

    /// The entries of a mapping, in source order.
    public struct Entries: RandomAccessCollection, Sendable {
        /// The keys and values, alternating.
        @usableFromInline let children: SyntaxTree.Children

        @inlinable
        init(children: SyntaxTree.Children) { self.children = children }

        /// The position of the first entry: 0.
        @inlinable public var startIndex: Int { 0 }
        /// The position after the last entry.
        @inlinable public var endIndex: Int { children.count / 2 }

        /// The entry at `position`.
        @inlinable
        public subscript(position: Int) -> Entry {
            Entry(key: key(at: position), value: children.node(2 * position + 1))
        }

        /// The key of the entry at `position` (without making a view of its value).
        @inlinable
        public func key(at position: Int) -> ScalarNode {
            ScalarNode(NodeReference(tree: children.tree, index: children[2 * position]))
        }
    }

    @usableFromInline let reference: NodeReference

    @inlinable
    init(_ reference: NodeReference) { self.reference = reference }

    /// The entries in source order.
    @inlinable
    public var entries: Entries { Entries(children: reference.children) }

    /// The value of the entry at `position`, read without a view of the entries.
    @inlinable
    package func value(at position: Int) -> SyntaxNode {
        reference.tree.node(reference.children[2 * position + 1])
    }

    /// Calls `body` with the position and the value's UTF-8 bytes of each key, in source order, without making a
    /// view of each key (lowering matches every key of a mapping against its key table).
    package func forEachKey(_ body: (_ position: Int, _ utf8: UnsafeBufferPointer<UInt8>) -> Void) {
        let children = reference.children
        for position in 0..<children.count / 2 {
            reference.tree.withValue(of: children[2 * position]) { body(position, $0) }
        }
    }

    /// Whether it was written `{a: 1}` (flow) rather than in block style.
    @inlinable
    public var isFlow: Bool { reference.record.isFlow }

    /// From the first key (or `{`) to the end of the last value (or `}`).
    @inlinable
    public var range: SourceRange { reference.range }
}

extension UnsafeBufferPointer<UInt8> {
    /// Whether these bytes are exactly `text`'s UTF-8, compared in a plain loop: the few short words YAML and the
    /// scene format spell out (`null`, `true`…), without making a `String` or walking a `utf8` view generically.
    package func spells(_ text: StaticString) -> Bool {
        guard count == text.utf8CodeUnitCount else { return false }
        let word = text.utf8Start
        var index = 0
        while index < count, self[index] == word[index] { index += 1 }
        return index == count
    }

    /// Whether `other` holds the same bytes, compared eight at a time. The last word (or, below eight bytes, the
    /// last four) is loaded from the end, overlapping bytes already compared: no byte-by-byte tail for the short
    /// keys and values that are compared most.
    @inlinable
    package func hasSameBytes(as other: UnsafeBufferPointer<UInt8>) -> Bool {
        guard count == other.count else { return false }
        guard let left = baseAddress, let right = other.baseAddress else { return true }
        let (a, b) = (UnsafeRawPointer(left), UnsafeRawPointer(right))
        switch count {
        case 8...:
            var index = 0
            while index + 8 < count {
                if a.loadUnaligned(fromByteOffset: index, as: UInt64.self)
                    != b.loadUnaligned(fromByteOffset: index, as: UInt64.self)
                {
                    return false
                }
                index += 8
            }
            return a.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)
                == b.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)
        case 4..<8:
            return a.loadUnaligned(as: UInt32.self) == b.loadUnaligned(as: UInt32.self)
                && a.loadUnaligned(fromByteOffset: count - 4, as: UInt32.self)
                    == b.loadUnaligned(fromByteOffset: count - 4, as: UInt32.self)
        default:
            var index = 0
            while index < count {
                if left[index] != right[index] { return false }
                index += 1
            }
            return true
        }
    }
}
