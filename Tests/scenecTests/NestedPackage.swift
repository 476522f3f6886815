import Foundation
import ScenecTestSupport
import Testing

/// A SwiftPM package at `<root>/<name>` in a new temporary directory, built by the toolchain's `swift` with the
/// scratch path `<root>/.build`: the nested build of InitPackageTests and MusicAppTests (slow on small machines).
struct NestedPackage {
    /// The toolchain's `swift`; a missing one fails the test.
    let executable: String
    /// The temporary directory that holds the package and its scratch path.
    let root: String
    /// The package's directory (not created here).
    let path: String

    init(named name: String) throws {
        executable = try Tool.require("swift", from: "the Swift toolchain")
        root = try Scenec.temporaryDirectory()
        path = root + "/" + name
    }

    /// The scratch-path arguments of every `swift` command run in the package.
    var scratch: [String] { ["--scratch-path", root + "/.build"] }

    /// Deletes the temporary directory.
    func remove() {
        try? FileManager.default.removeItem(atPath: root)
    }

    /// Runs `swift <arguments…> --scratch-path <root>/.build` in the package, standard output and error together,
    /// with a colour-capable terminal type so that any colour would show.
    func swift(_ arguments: [String]) throws -> (status: Int32, output: String) {
        let result = try Subprocess.run(
            executable, arguments + scratch, in: path, environment: ["NO_COLOR": nil, "TERM": "xterm-256color"],
            mergingOutput: true)
        return (result.status, result.stdout)
    }

    /// Runs `swift package --scratch-path <root>/.build <arguments…>` in the package: a command plugin's arguments come
    /// last, so the scratch path goes before them (after them the plugin would read it as its own).
    func swiftPackage(_ arguments: [String]) throws -> (status: Int32, output: String) {
        let result = try Subprocess.run(
            executable, ["package"] + scratch + arguments, in: path,
            environment: ["NO_COLOR": nil, "TERM": "xterm-256color"], mergingOutput: true)
        return (result.status, result.stdout)
    }
}
