// Shared by the ScenecPlugin build-tool plugin and the ScenecCommand command plugin (each plugin directory links
// this file). Decides which `scenec generate` runs a target gets, from the target's kind and files alone.

import Foundation
import PackagePlugin

/// One `scenec generate` run: the setup code of a scene, or its layout tests.
struct SceneJob {
    enum Kind: String {
        case setup
        case tests
    }

    /// The scene file, absolute.
    var scene: URL
    var kind: Kind
    /// The module that holds the scene's setup code: for tests, the module they import; nil for an Xcode target.
    var module: String?

    /// The scene file's name without `.scene.yaml` (`Music`): the start of the generated files' names in plugin
    /// builds, so the names are known before the scene is read.
    var filePrefix: String { String(scene.lastPathComponent.dropLast(SceneJobs.suffix.count)) }
}

/// The rule:
/// - every `*.scene.yaml` in a target gives that target the scene's **setup code** (`<Name>Scene.swift`,
///   `<Name>Scene2.swift` … `<Name>Scene8.swift`);
/// - a **test target** also gets the **layout tests** of every scene in the targets of the same package it depends
///   on directly (`<Name>LayoutTests1.swift` … `<Name>LayoutTests4.swift`), which import that target's module.
enum SceneJobs {
    static let suffix = ".scene.yaml"

    /// The number of setup files per scene in plugin builds (`<Name>Scene.swift`, `<Name>Scene2.swift` …
    /// `<Name>Scene8.swift`): fixed, so the outputs are declared before the scene is read; several, so the pages'
    /// declarations type-check in parallel and an edit of one page compiles one part again (a seventh of the pages).
    /// Eight rather than four: on 2 cores the scene file and three parts left one core with two parts (1,000 pages
    /// with arguments, 4.6 against 3.7 ms a page; Benchmarks/README.md). Small scenes leave some parts with only
    /// their header.
    static let setupFileCount = 8

    /// The number of layout test files per scene in plugin builds: fixed, so the outputs are declared before the
    /// scene is read; several, so big scenes compile in parallel. Small scenes leave some files without tests.
    static let testFileCount = 4

    /// A plugin-level problem, shown by SwiftPM and Xcode as the plugin's error.
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// The scene files among `files`, sorted by path.
    static func scenes(in files: FileList) -> [URL] {
        files.map(\.url).filter { $0.lastPathComponent.hasSuffix(suffix) && $0.lastPathComponent != suffix }
            .sorted { $0.path < $1.path }
    }

    /// The jobs of a SwiftPM target.
    static func jobs(for target: SwiftSourceModuleTarget) throws -> [SceneJob] {
        // The setup code knows its own module, so that it does not import the module of its page types when that
        // is this one (`MusicApp.AlbumViewController` in MusicApp).
        var jobs = scenes(in: target.sourceFiles).map { SceneJob(scene: $0, kind: .setup, module: target.moduleName) }
        if target.kind == .test {
            for case .target(let dependency) in target.dependencies {
                guard let module = dependency.sourceModule else { continue }
                jobs += scenes(in: module.sourceFiles).map {
                    SceneJob(scene: $0, kind: .tests, module: module.moduleName)
                }
            }
        }
        try checkNames(jobs, target: target.name)
        return jobs
    }

    /// Fails when two scenes of one kind would write files with the same names.
    static func checkNames(_ jobs: [SceneJob], target: String) throws {
        var seen: [String: URL] = [:]
        var clashes: [String] = []
        for job in jobs {
            let key = job.kind.rawValue + "/" + job.filePrefix
            if let first = seen[key] {
                clashes.append("'\(first.path)' and '\(job.scene.path)'")
            } else {
                seen[key] = job.scene
            }
        }
        guard clashes.isEmpty else {
            throw Failure(
                description: "scenec: target '\(target)' has scene files with the same name, whose generated files "
                    + "would clash: " + clashes.joined(separator: ", ") + "; rename one")
        }
    }
}
