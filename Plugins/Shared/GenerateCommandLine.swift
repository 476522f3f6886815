// Shared by the ScenecPlugin build-tool plugin, the ScenecCommand command plugin and the scenecTests test target
// (each directory links this file): the command lines the plugins run, with `scenec-generate` (which reads exactly
// these) for `scenec generate` and `scenec preview`; the real `scenec` reads them too. Standard library only.

/// A `scenec generate` command line as the plugins build it: every option one `--name=value` word and the scene
/// after `--`, so that no value is read as an option: a scene file named `-v.scene.yaml` gives the file prefix `-v`,
/// and `--file-prefix -v` would be an option `-v` where a value is missing.
struct GenerateCommandLine {
    /// The scene file.
    var scene: String
    /// The options, in order: a name without its dashes, and its value.
    var options: [(name: String, value: String)]
    /// The flags (`check`), after the options.
    var flags: [String] = []
    /// The subcommand: `generate`, or `preview` for the command plugin's `--preview`.
    var command = "generate"

    /// `generate --name=value… --flag… -- SCENE` (`preview` likewise).
    var arguments: [String] {
        [command] + options.map { "--\($0.name)=\($0.value)" } + flags.map { "--" + $0 } + ["--", scene]
    }

    /// The build-tool plugin's run: `kind` is `setup` or `tests`; files named from `filePrefix`; setup code split
    /// into `setupFiles` files; tests split into `testFiles` files that import `module`.
    static func build(
        scene: String, output: String, kind: String, filePrefix: String, setupFiles: Int? = nil,
        testFiles: Int? = nil, module: String? = nil
    ) -> GenerateCommandLine {
        var options = [("output", output), ("only", kind), ("file-prefix", filePrefix), ("color", "never")]
        if let setupFiles { options.append(("setup-files", String(setupFiles))) }
        if let testFiles { options.append(("test-files", String(testFiles))) }
        if let module { options.append(("module", module)) }
        return GenerateCommandLine(scene: scene, options: options.map { (name: $0.0, value: $0.1) })
    }

    /// The command plugin's run, for committed files: `kind` is `setup` or `tests`; tests import `module`; `check`
    /// writes nothing and fails when a file is stale.
    static func commit(
        scene: String, output: String, kind: String, module: String? = nil, check: Bool = false
    ) -> GenerateCommandLine {
        var options = [("output", output), ("only", kind)]
        if let module { options.append(("module", module)) }
        return GenerateCommandLine(
            scene: scene, options: options.map { (name: $0.0, value: $0.1) }, flags: check ? ["check"] : [])
    }

    /// The command plugin's `--preview` run: `preview --output=<page> -- SCENE`, the page named by
    /// `previewPage(directory:filePrefix:)`.
    static func preview(scene: String, page: String) -> GenerateCommandLine {
        GenerateCommandLine(scene: scene, options: [(name: "output", value: page)], command: "preview")
    }

    /// The directory the command plugin writes previews into, inside the package: `.build/scene-previews`.
    static let previewDirectory = ".build/scene-previews"

    /// The page of the scene whose files are named `filePrefix`: `<directory>/<filePrefix>.preview.html`.
    static func previewPage(directory: String, filePrefix: String) -> String {
        (directory.hasSuffix("/") ? directory : directory + "/") + filePrefix + ".preview.html"
    }
}
