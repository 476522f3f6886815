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

/// Where generated files go as they are produced, so that no file is held whole: `begin` names the next file,
/// `append` gives its text in order, in pieces (of about 64 KB for the code generator), and `end` closes it.
///
/// A sink that can fail (the output directory of `scenec`) keeps its first failure and ignores what follows; the
/// producer asks `isFailed` before each file and begins no other one after a failure.
public protocol GeneratedFileSink: AnyObject {
    /// Whether a failure happened: no further file should be begun.
    var isFailed: Bool { get }
    /// Starts the file named `name` (no directories).
    func begin(_ name: String)
    /// Appends `text` to the file begun last.
    func append(_ text: String)
    /// Closes the file begun last.
    func end()
}

/// A sink that keeps the files in memory, in order: for tests and for callers that want the files as values.
public final class GeneratedFileCollector: GeneratedFileSink {
    /// The files begun so far, each with the text appended to it.
    public private(set) var files: [GeneratedFile] = []

    /// An empty collector.
    public init() {}

    /// Never: memory does not fail.
    public var isFailed: Bool { false }

    public func begin(_ name: String) {
        files.append(GeneratedFile(name: name, contents: ""))
    }

    public func append(_ text: String) {
        files[files.count - 1].contents += text
    }

    public func end() {}
}
