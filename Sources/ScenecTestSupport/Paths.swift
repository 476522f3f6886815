/// Where the repository is, found from a test file's `#filePath`, so goldens and fixtures
/// are read from (and recorded into) the source tree.
public enum Paths {
    /// The repository root, given any file path inside `Tests/` or `Sources/`.
    public static func repositoryRoot(from filePath: String) -> String {
        var parts = filePath.split(separator: "/", omittingEmptySubsequences: false)
        while let last = parts.popLast() {
            if last == "Tests" || last == "Sources" { return parts.joined(separator: "/") }
        }
        return "."
    }

    /// The directory that holds `filePath`.
    public static func directory(of filePath: String) -> String {
        guard let slash = filePath.lastIndex(of: "/") else { return "." }
        return String(filePath[..<slash])
    }
}

/// The text of `Tests/Fixtures/Scenes/<name>.scene.yaml`: a scene that tests of several targets share, written
/// once. A missing file is an empty scene, which every test of it then fails on (SC2019).
public func sharedScene(_ name: String) -> String {
    FileIO.read(Paths.repositoryRoot(from: #filePath) + "/Tests/Fixtures/Scenes/\(name).scene.yaml") ?? ""
}
