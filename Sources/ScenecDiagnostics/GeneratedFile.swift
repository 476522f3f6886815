/// A file scenec writes into an output directory (generated Swift, an SVG wireframe, a contact sheet, a starter
/// scene), the counterpart of `SourceFile`: a name without directories, and its text.
public struct GeneratedFile: Equatable, Sendable {
    /// The file's name, without directories (`MusicScene.swift`).
    public var name: String
    /// The file's contents, `\n` line endings and one final newline.
    public var contents: String

    /// Creates a file.
    public init(name: String, contents: String) {
        self.name = name
        self.contents = contents
    }
}
