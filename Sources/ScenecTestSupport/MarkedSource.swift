public import ScenecDiagnostics

/// Source text with location markers (`1️⃣`, `2️⃣`, …) removed, and the byte offset where
/// each marker stood: the way tests say "the diagnostic starts here".
public struct MarkedSource: Sendable {
    /// The text without markers.
    public let text: String
    /// Marker -> UTF-8 byte offset in `text`.
    public let markers: [String: Int]

    /// The markers recognised, in order.
    public static let allMarkers = ["1️⃣", "2️⃣", "3️⃣", "4️⃣", "5️⃣", "6️⃣", "7️⃣", "8️⃣", "9️⃣"]

    /// Strips the markers from `marked`.
    public init(_ marked: String) {
        var text = ""
        var markers: [String: Int] = [:]
        var rest = Substring(marked)
        outer: while !rest.isEmpty {
            for marker in MarkedSource.allMarkers where rest.hasPrefix(marker) {
                markers[marker] = text.utf8.count
                rest = rest.dropFirst(marker.count)
                continue outer
            }
            text.append(rest.removeFirst())
        }
        self.text = text
        self.markers = markers
    }

    /// The unmarked text as a source file.
    public func file(path: String = "test.scene.yaml") -> SourceFile {
        SourceFile(path: path, text: text)
    }

    /// The offset of `marker`; a programming error if absent.
    public subscript(marker: String) -> Int {
        guard let offset = markers[marker] else { preconditionFailure("no marker \(marker) in source") }
        return offset
    }
}
