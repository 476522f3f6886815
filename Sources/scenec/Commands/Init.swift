import ArgumentParser
import ScenecCompiler
import ScenecDiagnostics

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `scenec init NAME`: writes a starter scene `NAME.scene.yaml` (which validates with no diagnostic) and prints the
/// lines that add the ScenecPlugin build-tool plugin to a `Package.swift`.
///
/// Exit codes: 0 written; 2 for usage and I/O problems, including an existing file without `--force`.
struct Init: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "init",
        abstract: "Write a starter scene file and print the Package.swift lines that build it.",
        discussion: """
            Writes NAME.scene.yaml (or the path given by --output; a directory gets NAME.scene.yaml inside) with a \
            yaml-language-server schema comment, adaptive navigation (iPad and iPhone), two tabs and three pages, \
            and prints the lines to add to Package.swift. An existing file is never overwritten without --force.
            """
    )

    /// Where the package comes from, in the printed `Package.swift` lines.
    static let packageURL = "https://github.com/scenec/scenec"

    @Argument(
        help: ArgumentHelp("The scene's name, a Swift identifier such as Music (or use --name).", valueName: "name"))
    var positionalName: String?

    @Option(help: "The scene's name, a Swift identifier such as Music.")
    var name: String?

    @Option(help: "The file to write, or a directory to write NAME.scene.yaml into (default: ./NAME.scene.yaml).")
    var output: String?

    @Flag(help: "Overwrite an existing file.")
    var force = false

    /// The scene's name from the argument or the option.
    var sceneName: String { positionalName ?? name ?? "" }

    func validate() throws {
        if let positionalName, let name, positionalName != name {
            throw ValidationError("the name is given twice, as '\(positionalName)' and '--name \(name)'; give it once")
        }
        guard positionalName != nil || name != nil else {
            throw ValidationError("give the scene's name: 'scenec init Music' or 'scenec init --name Music'")
        }
        guard Compiler.isPlainIdentifier(sceneName) else {
            throw ValidationError(
                "the scene's name '\(sceneName)' is not a Swift identifier ([A-Za-z_][A-Za-z0-9_]*, not a keyword); "
                    + "it names the generated types, such as '\(sceneName)Scene'")
        }
    }

    func run() throws {
        let fileName = sceneName + ".scene.yaml"
        var path = output ?? fileName
        var info = stat()
        let exists = stat(path, &info) == 0
        if exists, info.st_mode & S_IFMT == S_IFDIR {
            path = path.hasSuffix("/") ? path + fileName : path + "/" + fileName
        }
        if !force, stat(path, &info) == 0 {
            fail("'\(path)' already exists; use --force to overwrite it")
        }
        if stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFDIR {
            fail("'\(path)' is a directory")
        }
        let slash = path.lastIndex(of: "/")
        let directory = slash.map { String(path[..<$0]) }.map { $0.isEmpty ? "/" : $0 } ?? "."
        let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
        guard !name.isEmpty, name != ".", name != ".." else { fail("'\(path)' is not a file name") }
        do {
            let out = OutputDirectory(path: directory)
            try out.checkExisting()
            try out.write([GeneratedFile(name: name, contents: Compiler.starterScene(named: sceneName))])
        } catch {
            fail("\(error)")
        }
        Output.standardError.write("wrote '\(path)'\n")
        Output.standardOutput.write(Self.packageInstructions(sceneFile: path))
    }

    private func fail(_ message: String) -> Never {
        Output.standardError.write("scenec: error: \(DisplayText.escaped(message))\n")
        Platform.terminate(2)
    }

    /// What to add to `Package.swift`; the target is guessed from a `Sources/TARGET/` path, else `MyApp`.
    static func packageInstructions(sceneFile: String) -> String {
        let components = sceneFile.split(separator: "/").map(String.init)
        var target = "MyApp"
        var place = "Move it into your target's directory (Sources/MyApp/), then add"
        if components.count >= 3, components[components.count - 3] == "Sources",
            Compiler.isPlainIdentifier(components[components.count - 2])
        {
            target = components[components.count - 2]
            place = "Add"
        }
        return """
            \(place) the ScenecPlugin build-tool plugin to Package.swift:

                dependencies: [.package(url: "\(packageURL)", from: "\(Scenec.version)")],

                .target(name: "\(target)", dependencies: [.product(name: "ScenecRuntime", package: "scenec")],
                        plugins: [.plugin(name: "ScenecPlugin", package: "scenec")]),
                .testTarget(name: "\(target)Tests", dependencies: ["\(target)"],
                            plugins: [.plugin(name: "ScenecPlugin", package: "scenec")]),

            The build then generates the setup code into \(target) and the layout tests into \(target)Tests.

            """
    }
}
