import ScenecDiagnostics
public import ScenecOutput

/// A `GeneratedFileSink` for tests: it keeps every file and every piece of text it is given, and fails, as a full
/// disk would, once it has begun `fileLimit` files or been given `byteLimit` bytes.
///
/// Writers must stop beginning files once `isFailed` is true; what they append to the file they are in is still
/// recorded, so a test can check where they stopped.
public final class RecordingSink: GeneratedFileSink {
    /// The number of begun files at which the sink fails.
    public let fileLimit: Int
    /// The number of appended UTF-8 bytes at which the sink fails.
    public let byteLimit: Int
    /// The files begun so far, each with the text appended to it.
    public private(set) var files: [GeneratedFile] = []
    /// Every `append`, in order.
    public private(set) var pieces: [String] = []
    /// The UTF-8 bytes appended so far.
    public private(set) var byteCount = 0

    /// A sink that fails once it has begun `fileLimit` files or been given `byteLimit` bytes (by default, never).
    public init(failingAfterFiles fileLimit: Int = .max, failingAfterBytes byteLimit: Int = .max) {
        self.fileLimit = fileLimit
        self.byteLimit = byteLimit
    }

    /// The names of the files begun so far.
    public var names: [String] { files.map(\.name) }

    public var isFailed: Bool { files.count >= fileLimit || byteCount >= byteLimit }

    public func begin(_ name: String) {
        files.append(GeneratedFile(name: name, contents: ""))
    }

    public func append(_ text: String) {
        pieces.append(text)
        files[files.count - 1].contents += text
        byteCount += text.utf8.count
    }

    public func end() {}
}
