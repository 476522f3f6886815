// The build-tool plugin: `scenec generate` for every scene of a target (run by `scenec-generate`, the same command
// without swift-argument-parser, so that an app's first build compiles less), as build commands with declared inputs and
// outputs (incremental: a scene is regenerated only when it or scenec changes), writing only into the plugin work
// directory. The rule (SceneJobs.swift): a target's own scenes give setup code; a test target also gets the layout
// tests of the scenes of the targets it depends on.

import Foundation
import PackagePlugin

@main struct ScenecPlugin {
    /// The build commands of `jobs`: outputs named by the fixed rule, so they match what `scenec generate` writes.
    func commands(jobs: [SceneJob], workDirectory: URL, tool: PluginContext.Tool) throws -> [Command] {
        let output = workDirectory.appending(component: "GeneratedSources")
        if !jobs.isEmpty {
            try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        }
        return jobs.map { job in
            let scene = job.scene.path(percentEncoded: false)
            let directory = output.path(percentEncoded: false)
            let commandLine: GenerateCommandLine
            let outputs: [URL]
            switch job.kind {
            case .setup:
                commandLine = .build(
                    scene: scene, output: directory, kind: job.kind.rawValue, filePrefix: job.filePrefix,
                    setupFiles: SceneJobs.setupFileCount, module: job.module)
                outputs =
                    [output.appending(component: job.filePrefix + "Scene.swift")]
                    + (2...SceneJobs.setupFileCount).map {
                        output.appending(component: job.filePrefix + "Scene\($0).swift")
                    }
            case .tests:
                commandLine = .build(
                    scene: scene, output: directory, kind: job.kind.rawValue, filePrefix: job.filePrefix,
                    testFiles: SceneJobs.testFileCount, module: job.module)
                outputs = (1...SceneJobs.testFileCount).map {
                    output.appending(component: job.filePrefix + "LayoutTests\($0).swift")
                }
            }
            return .buildCommand(
                displayName: "scenec: generating \(job.kind == .setup ? "setup code" : "layout tests") for "
                    + job.scene.lastPathComponent,
                executable: tool.url,
                arguments: commandLine.arguments,
                environment: ["NO_COLOR": "1"],
                inputFiles: [job.scene],
                outputFiles: outputs
            )
        }
    }
}

extension ScenecPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let swiftTarget = target as? SwiftSourceModuleTarget else {
            throw SceneJobs.Failure(
                description: "scenec: ScenecPlugin only applies to Swift targets, not '\(target.name)'")
        }
        let jobs = try SceneJobs.jobs(for: swiftTarget)
        if jobs.isEmpty {
            Diagnostics.warning(
                "scenec: target '\(target.name)' uses ScenecPlugin but has no *.scene.yaml file"
                    + (swiftTarget.kind == .test ? " and depends on no target that has one" : ""))
        }
        return try commands(
            jobs: jobs, workDirectory: context.pluginWorkDirectoryURL, tool: context.tool(named: "scenec-generate"))
    }
}

#if canImport(XcodeProjectPlugin)
    import XcodeProjectPlugin

    // Xcode projects: the setup code of the target's own scenes (add the layout tests with the command plugin or
    // `scenec generate --only tests`).
    extension ScenecPlugin: XcodeBuildToolPlugin {
        func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
            let jobs = SceneJobs.scenes(in: target.inputFiles).map { SceneJob(scene: $0, kind: .setup) }
            try SceneJobs.checkNames(jobs, target: target.displayName)
            return try commands(
                jobs: jobs, workDirectory: context.pluginWorkDirectoryURL, tool: context.tool(named: "scenec-generate"))
        }
    }
#endif
