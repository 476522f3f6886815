import Foundation

/// What a finished program left behind.
public struct SubprocessResult: Sendable {
    /// The exit status (or the signal number, for a program killed by a signal).
    public var status: Int32
    /// Standard output; with `mergingOutput`, both streams in the order they were written.
    public var stdout: String
    /// Standard error; empty with `mergingOutput`.
    public var stderr: String
    /// Whether the program was killed because it ran past its time limit.
    public var timedOut = false

    /// Standard output followed by standard error.
    public var output: String { stdout + stderr }
}

/// Runs external programs for the tests (the built `scenec`, `swift`, graphviz, check-jsonschema, rsvg-convert). Output
/// is captured through temporary files, so no pipe can fill up and block the child, however much it prints.
public enum Subprocess {
    /// Runs `executable arguments…` in `directory` (default: the current one) with `input` on standard input.
    /// `environment` adds variables to the test process's own, or removes them (a nil value). A program still
    /// running after `timeLimit` is killed (`SIGKILL`), so a hang fails a test instead of blocking the suite.
    public static func run(
        _ executable: String, _ arguments: [String], in directory: String? = nil, input: [UInt8] = [],
        environment: [String: String?] = [:], mergingOutput: Bool = false, timeLimit: Duration? = nil
    ) throws -> SubprocessResult {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("scenec-run-\(UUID())")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let inURL = scratch.appendingPathComponent("stdin")
        let outURL = scratch.appendingPathComponent("stdout")
        let errURL = scratch.appendingPathComponent("stderr")
        try Data(input).write(to: inURL)
        try Data().write(to: outURL)
        try Data().write(to: errURL)

        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = URL(fileURLWithPath: directory) }
        var variables = ProcessInfo.processInfo.environment
        for (name, value) in environment { variables[name] = value }
        process.environment = variables
        let stdout = try FileHandle(forWritingTo: outURL)
        process.standardInput = try FileHandle(forReadingFrom: inURL)
        process.standardOutput = stdout
        process.standardError = mergingOutput ? stdout : try FileHandle(forWritingTo: errURL)
        try process.run()
        inheritPriority(process.processIdentifier)
        var timedOut = false
        if let timeLimit {
            let clock = ContinuousClock()
            let deadline = clock.now + timeLimit
            while process.isRunning, clock.now < deadline { usleep(10_000) }
            if process.isRunning {
                timedOut = true
                kill(process.processIdentifier, SIGKILL)
            }
        }
        process.waitUntilExit()
        return SubprocessResult(
            status: process.terminationStatus,
            stdout: String(decoding: try Data(contentsOf: outURL), as: UTF8.self),
            stderr: String(decoding: try Data(contentsOf: errURL), as: UTF8.self), timedOut: timedOut)
    }

    /// The full path of `name` found on `PATH`, if any.
    /// Gives the child the test process's own scheduling priority. `Scripts/test.sh` runs the tests that do not build
    /// nested packages at `nice 10`, but a child started by `Process` begins at priority 0 whatever its parent's (seen
    /// on Linux: the scenec, chromium and swiftc runs those tests make, most of their CPU, competed as equals with the
    /// nested builds). The main thread's priority is the process's (`nice` sets it; on Linux each thread has its own).
    static func inheritPriority(_ child: Int32) {
        #if os(Linux)
            let process = __priority_which_t(PRIO_PROCESS.rawValue)
        #else
            let process = PRIO_PROCESS
        #endif
        errno = 0
        let own = getpriority(process, id_t(getpid()))
        guard errno == 0, own > 0 else { return }
        _ = setpriority(process, id_t(child), own)
    }

    public static func which(_ name: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        let directories = path.split(separator: ":").map(String.init) + ["/usr/local/bin"]
        return directories.map { $0 + "/" + name }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// The `scenec` binary built next to the running test bundle, so any scratch path works.
    public static var scenecBinary: String {
        let executable =
            (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
        var directory = URL(fileURLWithPath: executable).deletingLastPathComponent()
        // On macOS the test binary sits inside `scenecPackageTests.xctest/Contents/MacOS`.
        while directory.path.contains(".xctest") { directory.deleteLastPathComponent() }
        return directory.appendingPathComponent("scenec").path
    }
}
