// The command plugin, for teams that commit the generated code:
//
//     swift package --allow-writing-to-package-directory generate-scenes [--target NAME]... [--check]
//
// Same rule as the build-tool plugin (SceneJobs.swift): a target's own scenes give setup code, written into
// `<target directory>/Generated/`; a test target gets the layout tests of the scenes of the targets it depends on,
// written into its own `Generated/`. With `--check` nothing is written and the command fails when a file is stale.
// It prints the equivalent `scenec generate … --check` lines for CI.
//
// It runs `scenec-generate` (Sources/scenec-generate), the build-tool plugin's tool, which reads exactly these command
// lines (`GenerateCommandLine.commit` and `.preview`) and does what `scenec generate` and `scenec preview` do for them,
// without swift-argument-parser: a package's first `generate-scenes` does not compile scenec's other commands.
//
//     swift package --allow-writing-to-package-directory generate-scenes --preview [--target NAME]...
//
// writes instead the `scenec preview` page of each scene of the targets (their own scenes) into
// `.build/scene-previews/`: one HTML page per scene to click through its states (docs/commands.md, "scenec preview").

import Foundation
import PackagePlugin

@main struct ScenecCommand: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let names = extractor.extractOption(named: "target")
        let check = extractor.extractFlag(named: "check") > 0
        let preview = extractor.extractFlag(named: "preview") > 0
        guard extractor.remainingArguments.isEmpty, !(check && preview) else {
            throw SceneJobs.Failure(
                description: "scenec: unknown arguments \(extractor.remainingArguments); "
                    + "use [--target NAME]... [--check | --preview]")
        }
        let targets = names.isEmpty ? context.package.targets : try context.package.targets(named: names)
        let tool = try context.tool(named: "scenec-generate")
        if preview {
            try writePreviews(of: targets, named: names, tool: tool.url, into: context.package.directoryURL)
            return
        }
        var root = context.package.directoryURL.path(percentEncoded: false)
        if !root.hasSuffix("/") { root += "/" }
        var ran = 0
        var failed: [String] = []
        var ciLines: [String] = []
        for target in targets {
            guard let swiftTarget = target as? SwiftSourceModuleTarget else { continue }
            let jobs = try SceneJobs.jobs(for: swiftTarget)
            if jobs.isEmpty {
                if names.contains(target.name) {
                    throw SceneJobs.Failure(description: "scenec: target '\(target.name)' has no scene to generate")
                }
                continue
            }
            let output = swiftTarget.directoryURL.appending(component: "Generated")
            if !check { try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true) }
            for job in jobs {
                let scene = job.scene.path(percentEncoded: false)
                let directory = output.path(percentEncoded: false)
                let commandLine = GenerateCommandLine.commit(
                    scene: scene, output: directory, kind: job.kind.rawValue, module: job.module, check: check)
                let process = Process()
                process.executableURL = tool.url
                process.arguments = commandLine.arguments
                try process.run()
                process.waitUntilExit()
                ran += 1
                if process.terminationStatus != 0 { failed.append("\(target.name): \(job.scene.lastPathComponent)") }
                let relative = { (path: String) in path.hasPrefix(root) ? String(path.dropFirst(root.count)) : path }
                let ciLine = GenerateCommandLine.commit(
                    scene: relative(scene), output: relative(directory), kind: job.kind.rawValue, module: job.module,
                    check: true)
                ciLines.append(
                    "scenec " + ciLine.arguments.map { $0.contains(" ") ? "'\($0)'" : $0 }.joined(separator: " "))
            }
        }
        guard ran > 0 else { throw SceneJobs.Failure(description: "scenec: no target has a *.scene.yaml file") }
        print("scenec: \(ran) generate run\(ran == 1 ? "" : "s"); in CI, check the committed files with:")
        for line in ciLines { print("  " + line) }
        guard failed.isEmpty else {
            throw SceneJobs.Failure(
                description: "scenec: generate failed for " + failed.joined(separator: ", ")
                    + (check ? " (stale or missing files; run without --check)" : ""))
        }
    }

    /// `scenec preview` of each scene the targets own, into `<package>/.build/scene-previews/<File>.preview.html`.
    func writePreviews(of targets: [Target], named names: [String], tool: URL, into package: URL) throws {
        let directory = package.appending(path: GenerateCommandLine.previewDirectory)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        var written: [String] = []
        var failed: [String] = []
        for target in targets {
            guard let swiftTarget = target as? SwiftSourceModuleTarget else { continue }
            let jobs = try SceneJobs.jobs(for: swiftTarget).filter { $0.kind == .setup }
            if jobs.isEmpty, names.contains(target.name) {
                throw SceneJobs.Failure(description: "scenec: target '\(target.name)' has no scene to preview")
            }
            for job in jobs {
                let page = GenerateCommandLine.previewPage(
                    directory: directory.path(percentEncoded: false), filePrefix: job.filePrefix)
                let process = Process()
                process.executableURL = tool
                process.arguments =
                    GenerateCommandLine.preview(scene: job.scene.path(percentEncoded: false), page: page).arguments
                try process.run()
                process.waitUntilExit()
                if process.terminationStatus == 0 {
                    written.append(page)
                } else {
                    failed.append("\(target.name): \(job.scene.lastPathComponent)")
                }
            }
        }
        guard !written.isEmpty || !failed.isEmpty else {
            throw SceneJobs.Failure(description: "scenec: no target has a *.scene.yaml file")
        }
        for path in written { print("scenec: open file://\(path)") }
        guard failed.isEmpty else {
            throw SceneJobs.Failure(description: "scenec: preview failed for " + failed.joined(separator: ", "))
        }
    }
}
