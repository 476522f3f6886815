public import ScenecDiagnostics
import ScenecOutput

/// A text dump of the located tree, one node per line with its `line:column-line:column`
/// range: what `scenec dump syntax` prints and what syntax goldens compare.
public enum SyntaxDump {
    /// The dump of `node`, read against `file` for positions; ends with a newline.
    public static func render(_ node: SyntaxNode, in file: SourceFile) -> String {
        var out = ""
        // An explicit stack: the tree is at most `maxDepth` deep, but dumping stays iterative anyway.
        var work: [(node: SyntaxNode, prefix: String, indent: Int)] = [(node, "", 0)]
        while let (node, prefix, indent) = work.popLast() {
            let pad = String(repeating: "  ", count: indent)
            let where_ = span(node.range, in: file)
            switch node {
            case .scalar(let scalar):
                out += "\(pad)\(prefix)scalar \(scalar.style.rawValue) \(quote(scalar.value)) @\(where_)\n"
            case .invalid:
                out += "\(pad)\(prefix)invalid @\(where_)\n"
            case .sequence(let sequence):
                out += "\(pad)\(prefix)sequence\(sequence.isFlow ? " flow" : "") @\(where_)\n"
                for item in sequence.items.reversed() { work.append((item, "- ", indent + 1)) }
            case .mapping(let mapping):
                out += "\(pad)\(prefix)mapping\(mapping.isFlow ? " flow" : "") @\(where_)\n"
                for entry in mapping.entries.reversed() {
                    work.append((entry.value, "", indent + 2))
                    work.append((.scalar(entry.key), "key: ", indent + 1))
                }
            }
        }
        return out
    }

    private static func span(_ range: SourceRange, in file: SourceFile) -> String {
        "\(file.location(of: range.start))-\(file.location(of: range.end))"
    }

    private static func quote(_ text: String) -> String {
        ScalarEscaping.quoted(text, escapes) { scalar in
            scalar.value < 0x20 ? "\\u{\(String(scalar.value, radix: 16))}" : nil
        }
    }

    private static let escapes = ScalarEscaping.Table(["\"": "\\\"", "\\": "\\\\", "\n": "\\n", "\t": "\\t"])
}
