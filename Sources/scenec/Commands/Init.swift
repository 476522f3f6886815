import ArgumentParser
import ScenecCompiler
import ScenecDiagnostics
import ScenecOutput

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
            the page factory of its layout tests, NAMETestFactory.swift (in Tests/TARGETTests/ when the scene is \
            in Sources/TARGET/, else next to the scene), and scene.schema.json (in the package's directory, else \
            next to the scene), and prints the lines to add to Package.swift. An existing file is never \
            overwritten without --force.
            """
    )

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
        let scalars = Array(sceneName.unicodeScalars)
        func isLetter(_ scalar: Unicode.Scalar) -> Bool {
            scalar == "_" || ("A"..."Z").contains(scalar) || ("a"..."z").contains(scalar)
        }
        guard let first = scalars.first, isLetter(first),
            scalars.allSatisfy({ isLetter($0) || ("0"..."9").contains($0) })
        else {
            throw ValidationError(
                "the scene's name '\(DisplayText.escaped(sceneName))' is not a Swift identifier ([A-Za-z_][A-Za-z0-9_]*); "
                    + "it names the generated types, such as '\(DisplayText.escaped(sceneName))Scene'")
        }
        // The starter scene must validate with no diagnostic: a name that scenec refuses (a keyword, a name whose
        // generated types collide with the runtime's, one too long) is refused here with scenec's own reason.
        let starter = SourceFile(
            path: "\(sceneName).scene.yaml", bytes: Array(Compiler.starterScene(named: sceneName).utf8))
        if let problem = Compiler(keepsOutputs: false).compile(starter).diagnostics.first {
            throw ValidationError(
                "the scene's name '\(sceneName)' cannot be used: \(problem.message) [\(problem.code.rawValue)]")
        }
    }

    func run() throws {
        let fileName = sceneName + ".scene.yaml"
        var path = output ?? fileName
        var info = stat()
        if stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFDIR {
            path = path.hasSuffix("/") ? path + fileName : path + "/" + fileName
        }
        let slash = path.lastIndex(of: "/")
        let directory = slash.map { String(path[..<$0]) }.map { $0.isEmpty ? "/" : $0 } ?? "."
        let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
        guard !name.isEmpty, name != ".", name != ".." else { fail("'\(path)' is not a file name") }
        let layout = Self.packageLayout(sceneFile: path, sceneName: sceneName)
        let replacesLink = try checkReplaceable(path)
        // In a package's target (`Sources/App/`) the schema goes to the package's directory, so the target holds no
        // file SwiftPM would ask to exclude; elsewhere it goes next to the scene.
        let schemaDirectory = layout.packageRoot ?? (directory == "." && slash == nil ? nil : directory)
        let schemaPath = Self.joined(schemaDirectory, Compiler.starterSchemaFile)
        let schema = Compiler.sceneSchema().serialized() + "\n"
        // The schema is written unless it is already there, the same.
        let writesSchema = Self.regularFileContents(schemaPath) != schema
        if writesSchema { _ = try checkReplaceable(schemaPath) }
        // The test target's one source file: in `Tests/AppTests/` of the package, else next to the scene.
        let testsDirectory =
            layout.packageRoot.map { Self.joined($0, "Tests/" + layout.target + "Tests") } ?? directory
        let factoryName = Compiler.starterTestFactoryFile(named: sceneName)
        let factoryPath = Self.joined(
            layout.packageRoot == nil && slash == nil ? nil : testsDirectory, factoryName)
        _ = try checkReplaceable(factoryPath)
        let scene = GeneratedFile(
            name: name,
            contents: Compiler.starterScene(
                named: sceneName,
                schemaPath: layout.packageRoot == nil
                    ? Compiler.starterSchemaFile : "../../" + Compiler.starterSchemaFile))
        let factory = GeneratedFile(
            name: factoryName, contents: Compiler.starterTestFactory(named: sceneName, module: layout.target))
        do {
            // Every check before the first write: nothing is written when one of the three cannot be.
            let sceneDirectory = OutputDirectory(path: directory)
            try sceneDirectory.checkExisting()
            let schemaOutput = OutputDirectory(path: schemaDirectory ?? ".")
            try schemaOutput.checkExisting()
            let testsOutput = OutputDirectory(path: testsDirectory)
            if layout.packageRoot != nil { try testsOutput.create() } else { try testsOutput.checkExisting() }
            if testsDirectory == directory {
                _ = try sceneDirectory.write([scene, factory])
            } else {
                _ = try sceneDirectory.write([scene])
                _ = try testsOutput.write([factory])
            }
            if writesSchema {
                _ = try schemaOutput.write([GeneratedFile(name: Compiler.starterSchemaFile, contents: schema)])
            }
        } catch {
            fail("\(error)")
        }
        Output.standardError.write(
            "wrote '\(path)'\(replacesLink ? " (in place of the symbolic link; its target is unchanged)" : "")"
                + (writesSchema ? ", '\(schemaPath)'" : "") + " and '\(factoryPath)'\n")
        Output.standardOutput.write(Self.packageInstructions(sceneFile: path, sceneName: sceneName))
    }

    /// `name` in `directory` (none or `.`: the current directory, written as `name` alone).
    static func joined(_ directory: String?, _ name: String) -> String {
        guard let directory, directory != "." else { return name }
        return directory.hasSuffix("/") ? directory + name : directory + "/" + name
    }

    /// Where the starter scene sits in a package: in `Sources/TARGET/` (the package's directory is two levels up),
    /// or elsewhere (the target is then `<name>App`).
    static func packageLayout(sceneFile: String, sceneName: String) -> (target: String, packageRoot: String?) {
        let components = sceneFile.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        guard components.count >= 3, components[components.count - 3] == "Sources",
            Compiler.isPlainIdentifier(components[components.count - 2])
        else { return (sceneName + "App", nil) }
        let root = components[..<(components.count - 3)].joined(separator: "/")
        return (components[components.count - 2], root.isEmpty ? (sceneFile.hasPrefix("/") ? "/" : ".") : root)
    }

    /// The text of the regular file at `path`, if there is one.
    static func regularFileContents(_ path: String) -> String? {
        var info = stat()
        guard lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return nil }
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        return Platform.readAll(descriptor, limit: 16 << 20).map { String(decoding: $0, as: UTF8.self) }
    }

    /// Whether `path` may be written: nothing is there, or (with `--force`) a regular file or a symbolic link, which
    /// is replaced itself (never written through: its target is left as it is). A directory, a device, a FIFO or a
    /// socket is never replaced, even with `--force`. Returns whether a symbolic link is replaced.
    private func checkReplaceable(_ path: String) throws -> Bool {
        var info = stat()
        guard lstat(path, &info) == 0 else { return false }
        switch info.st_mode & S_IFMT {
        case S_IFDIR: fail("'\(path)' is a directory")
        case S_IFREG:
            if !force { fail("'\(path)' already exists; use --force to overwrite it") }
            return false
        case S_IFLNK:
            if !force {
                fail("'\(path)' already exists (a symbolic link); use --force to replace the link with the file")
            }
            return true
        default:
            fail(
                "'\(path)' is not a regular file; scenec init replaces only regular files and links, even with --force")
        }
    }

    private func fail(_ message: String) -> Never {
        Output.standardError.write("scenec: error: \(DisplayText.escaped(message))\n")
        Platform.terminate(2)
    }

    /// The scenec package this binary was built from (its `Package.swift` is there), or nil.
    static var packageRoot: String? {
        let file = #filePath
        guard let range = file.ranges(of: "/Sources/scenec/").last else { return nil }
        let root = String(file[..<range.lowerBound])
        var info = stat()
        return stat(root + "/Package.swift", &info) == 0 ? root : nil
    }

    /// What to add to `Package.swift`: the app target (from a `Sources/TARGET/` path, else `<name>App`) with
    /// ScenecRuntime, ScenecUIKit (the generated UI exists only where it can be imported) and the plugin, and its
    /// test target with the plugin (which generates the layout tests there). The lines are those of
    /// examples/MusicApp/Package.swift and the README, named after the target. The dependency is the scenec
    /// package this binary was built from, by path, named `scenec` whatever its directory's name.
    static func packageInstructions(
        sceneFile: String, sceneName: String, packageRoot: String? = Init.packageRoot
    ) -> String {
        let layout = packageLayout(sceneFile: sceneFile, sceneName: sceneName)
        let target = layout.target
        let factory = Compiler.starterTestFactoryFile(named: sceneName)
        let place =
            layout.packageRoot == nil
            ? "Move it into your app target's directory (Sources/\(target)/), \(factory) into its test target's "
                + "(Tests/\(target)Tests/) and \(Compiler.starterSchemaFile) into the package's directory (then the "
                + "scene's first line names ../../\(Compiler.starterSchemaFile)), and add"
            : "Add"
        let path = packageRoot ?? "path/to/scenec"
        let source =
            packageRoot == nil
            ? "\n(path/to/scenec: the directory of the scenec package.)\n" : ""
        return """
            \(place) the scenec package and its ScenecPlugin build-tool plugin to Package.swift:

                dependencies: [.package(name: "scenec", path: "\(path)")],

                .target(
                    name: "\(target)",
                    dependencies: [
                        .product(name: "ScenecRuntime", package: "scenec"), .product(name: "ScenecUIKit", package: "scenec"),
                    ],
                    plugins: [.plugin(name: "ScenecPlugin", package: "scenec")]
                ),
                .testTarget(
                    name: "\(target)Tests",
                    dependencies: ["\(target)"],
                    plugins: [.plugin(name: "ScenecPlugin", package: "scenec")]
                ),
            \(source)
            The build then generates the setup code and the UI (ScenecUIKit) into \(target), and the UI layout tests \
            into \(target)Tests, which build the pages with \(sceneName)TestFactory (\(factory), the test target's \
            file: give a view controller whose initializer takes parameters its values there). Write the view \
            controllers the scene names (HomeViewController, DetailViewController, SettingsViewController) in \
            \(target), then run swift test.

            """
    }
}
