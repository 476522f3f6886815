/// The external programs some tests need: graphviz's `dot`, `rsvg-convert`, `check-jsonschema`, `chromium`
/// (Debian's package, headless, for the pages of `scenec preview`) and the toolchain's `swift format`. `Scripts/setup.sh` installs them (the toolchain brings `swift format`).
///
/// A test that needs one starts with `let dot = try Tool.require("dot", from: "graphviz")`: when the
/// program is missing, the call throws `Tool.Missing`, which fails the test with a message that names
/// the program and says how to install it. A missing tool never lets a test pass or skip.
public enum Tool {
    /// What to run to install every tool the tests need.
    public static let setupCommand = "bash Scripts/setup.sh"

    /// A program a test needs is not installed.
    public struct Missing: Error, CustomStringConvertible {
        /// The command the test needs, such as `dot` or `swift format`.
        public var command: String
        /// Where the command comes from, such as `graphviz`.
        public var provider: String

        public var description: String {
            "this test needs `\(command)` (\(provider)), which is not installed; run \(Tool.setupCommand)"
        }
    }

    /// The full path of `name`, found on `PATH`. Throws `Missing` when it is not there.
    ///
    /// With `subcommand` (`swift` and `"format"`), the program must also run `name subcommand --version`
    /// successfully, since the driver alone does not mean the subcommand is installed.
    public static func require(_ name: String, from provider: String, subcommand: String? = nil) throws -> String {
        let command = subcommand.map { "\(name) \($0)" } ?? name
        guard let path = Subprocess.which(name) else { throw Missing(command: command, provider: provider) }
        if let subcommand {
            let probe = try? Subprocess.run(path, [subcommand, "--version"], mergingOutput: true)
            guard probe?.status == 0 else { throw Missing(command: command, provider: provider) }
        }
        return path
    }
}
