// The command plugin, for teams that commit the generated code:
//
//     swift package --allow-writing-to-package-directory generate-scenes [--target NAME]... [--check]
//
// Same rule as the build-tool plugin (SceneJobs.swift): a target's own scenes give setup code, written into
// `<target directory>/Generated/`; a test target gets the layout tests of the scenes of the targets it depends on,
// written into its own `Generated/`. With `--check` nothing is written and the command fails when a file is stale.
// It prints the equivalent `scenec generate … --check` lines for CI.

import Foundation
import PackagePlugin

@main struct ScenecCommand: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let names = extractor.extractOption(named: "target")
        let check = extractor.extractFlag(named: "check") > 0
        guard extractor.remainingArguments.isEmpty else {
            throw SceneJobs.Failure(
                description: "scenec: unknown arguments \(extractor.remainingArguments); "
                    + "use [--target NAME]... [--check]")
        }
        let targets = names.isEmpty ? context.package.targets : try context.package.targets(named: names)
        let tool = try context.tool(named: "scenec")
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
}
