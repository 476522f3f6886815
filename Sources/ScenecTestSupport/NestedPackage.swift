import Foundation

/// A SwiftPM package that a test builds with the toolchain's `swift`, as a user builds an app (MusicAppTests,
/// InitPackageTests, RuntimeLinkTests, GeneratedPackageTests: slow on small machines).
///
/// Every nested package of one test run lives in one temporary directory, the shared root: the package at
/// `<shared>/<name>`, next to `<shared>/scenec` (a link to the repository, so that the dependency's package identity is
/// `scenec` whatever the checkout's name) and the scratch path `<shared>/.build`. All of them depend on scenec by that
/// one path and build in that one scratch path, so ScenecRuntime, ScenecUIKit, the stand-in (and the tool the plugin
/// runs, for the packages that use it) compile once per test run, not once per package: SwiftPM finds their commands
/// unchanged and keeps what an earlier package built. The packages therefore build one at a time:
/// `NestedPackage.build(named:_:)` waits, without holding a thread, until the package before has finished, then gives
/// the test the package's (empty) directory, which it removes afterwards (a test's time limit counts the wait: the four
/// tests have 40 minutes each). The shared root is removed when the test process exits.
public struct NestedPackage: Sendable {
    /// A finished `swift` command: its exit status, and its standard output and error together.
    public typealias Run = (status: Int32, output: String)

    /// The toolchain's `swift`.
    public let executable: String
    /// The package's directory, `<shared>/<name>`: created empty for the test.
    public let path: String
    /// The shared root.
    public let root: String

    /// `<shared>/scenec`, the link to the repository: the path every nested package's manifest names scenec by.
    public var scenec: String { root + "/scenec" }

    /// `<shared>/.build`, the scratch path of every nested package (`<scratch>/debug/<product>` is a built product).
    public var scratchPath: String { root + "/.build" }

    /// The scratch-path arguments of every `swift` command run in the package.
    public var scratch: [String] { ["--scratch-path", scratchPath] }

    /// Makes the package's empty directory `<shared>/<name>` once the nested package before has finished, runs `body`
    /// with it (the package's `swift` commands belong in `body`), then removes the directory. A missing `swift` fails
    /// the test.
    public static func build<Value>(named name: String, _ body: (NestedPackage) throws -> Value) async throws -> Value {
        let executable = try Tool.require("swift", from: "the Swift toolchain")
        let root = try shared.get()
        await turn.acquire()
        let package = NestedPackage(executable: executable, path: root + "/" + name, root: root)
        let value: Value
        do {
            try? FileManager.default.removeItem(atPath: package.path)
            try FileManager.default.createDirectory(atPath: package.path, withIntermediateDirectories: true)
            value = try body(package)
        } catch {
            try? FileManager.default.removeItem(atPath: package.path)
            await turn.release()
            throw error
        }
        try? FileManager.default.removeItem(atPath: package.path)
        await turn.release()
        return value
    }

    /// Runs `swift <arguments…> --scratch-path <shared>/.build` in the package, standard output and error together,
    /// with a colour-capable terminal type so that any colour would show; `environment` adds (or, with nil, removes)
    /// variables.
    public func swift(_ arguments: [String], environment: [String: String?] = [:]) throws -> Run {
        try run(arguments + scratch, environment: environment)
    }

    /// Runs `swift package --scratch-path <shared>/.build <arguments…>` in the package: a command plugin's arguments
    /// come last, so the scratch path goes before them (after them the plugin would read it as its own).
    public func swiftPackage(_ arguments: [String]) throws -> Run {
        try run(["package"] + scratch + arguments, environment: [:])
    }

    private func run(_ arguments: [String], environment: [String: String?]) throws -> Run {
        var variables: [String: String?] = ["NO_COLOR": nil, "TERM": "xterm-256color"]
        for (name, value) in environment { variables[name] = value }
        let result = try Subprocess.run(
            executable, arguments, in: path, environment: variables, mergingOutput: true)
        return (result.status, result.stdout)
    }

    /// The shared root, made with its link to the repository at the first nested package of the process, and
    /// removed when the process exits.
    private static let shared: Result<String, SetupFailure> = {
        do {
            let root = try temporaryDirectory("nested-packages")
            try FileManager.default.createSymbolicLink(atPath: root + "/scenec", withDestinationPath: Scenec.repository)
            atexit {
                if case .success(let root) = NestedPackage.shared { try? FileManager.default.removeItem(atPath: root) }
            }
            return .success(root)
        } catch {
            return .failure(SetupFailure(description: "cannot make the nested packages' directory: \(error)"))
        }
    }()

    /// One nested package builds at a time.
    private static let turn = Turn()

    /// The shared root could not be made.
    struct SetupFailure: Error, CustomStringConvertible {
        var description: String
    }

    /// A first-come, first-served lock for async code: a task waiting for its turn is suspended, not a blocked thread
    /// (Swift Testing runs tests on a pool as wide as the machine's cores).
    private actor Turn {
        private var busy = false
        private var waiting: [CheckedContinuation<Void, Never>] = []

        func acquire() async {
            guard busy else {
                busy = true
                return
            }
            await withCheckedContinuation { waiting.append($0) }
        }

        func release() {
            if waiting.isEmpty { busy = false } else { waiting.removeFirst().resume() }
        }
    }
}
