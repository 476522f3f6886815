// swift-tools-version:6.0
import PackageDescription

/// scenec: a compiler for declarative navigation scenes.
///
/// The pipeline runs in one direction only:
/// `ScenecSyntax` (bytes -> located YAML tree; the only importer of libyaml)
/// -> `ScenecSema` (typed model + checks) -> `ScenecLayout` -> `ScenecCodeGen`.
/// `ScenecRuntime` is the platform-neutral library that apps and generated code link;
/// it depends on nothing.
let package = Package(
    name: "scenec",
    platforms: [.macOS(.v13), .iOS(.v15)],
    products: [
        .executable(name: "scenec", targets: ["scenec"]),
        .library(name: "ScenecRuntime", targets: ["ScenecRuntime"]),
        // Build-tool plugin: setup code and layout tests from *.scene.yaml, generated in the build (Plugins/).
        // UIKit containers for the six seed semantics (iOS 15+); on Linux they build against a stand-in.
        .library(name: "ScenecUIKit", targets: ["ScenecUIKit"]),
        .plugin(name: "ScenecPlugin", targets: ["ScenecPlugin"]),
        // Command plugin `swift package generate-scenes`, for teams that commit the generated code.
        .plugin(name: "ScenecCommand", targets: ["ScenecCommand"]),
        // For the fuzzing package in Fuzz/, which depends on this one by path. The underscore says what
        // swift-openapi-generator's does: no API promise; apps link ScenecRuntime only.
        .library(
            name: "_ScenecCompiler",
            targets: [
                "ScenecCompiler", "ScenecDiagnostics", "ScenecOutput", "ScenecSyntax", "ScenecSema", "ScenecLayout",
                "ScenecCodeGen",
            ]
        ),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/apple/swift-docc-plugin", from: "1.5.0"),
    ],
    targets: [
        // libyaml from the system: `apt-get install libyaml-dev` / `brew install libyaml`.
        .systemLibrary(
            name: "CLibYAML",
            pkgConfig: "yaml-0.1",
            providers: [.apt(["libyaml-dev"]), .brew(["libyaml"])]
        ),
        // The layout rounds with `rounded(.down)` and friends, which call libm's `floor`, `round`, … On Linux
        // nothing else links libm into an executable that depends only on ScenecRuntime (Foundation would).
        .target(name: "ScenecRuntime", linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux]))]),
        // What scenec writes, by no stage in particular: JSON values, numbers as text, quoting one scalar at a time,
        // generated files and their sinks.
        .target(name: "ScenecOutput"),
        .target(name: "ScenecDiagnostics", dependencies: ["ScenecOutput"]),
        // The UIKit members ScenecUIKit uses, with their SDK signatures, for Linux and macOS; empty where UIKit exists.
        .target(name: "ScenecUIKitStandIn"),
        // Re-exports UIKit, or the stand-in where UIKit does not exist: ScenecUIKit's files import this one module.
        // Every declared platform builds: iOS against UIKit, macOS and Linux against the stand-in (the condition
        // lists each declared platform without UIKit; PlatformConditionsTests checks it).
        .target(
            name: "ScenecUIKitPlatform",
            dependencies: [.target(name: "ScenecUIKitStandIn", condition: .when(platforms: [.linux, .macOS]))]
        ),
        // UIKit-free plans: the exact commands each container applies, computed from ScenecRuntime.
        .target(name: "ScenecUIPlans", dependencies: ["ScenecRuntime"]),
        .target(
            name: "ScenecUIKit",
            dependencies: ["ScenecRuntime", "ScenecUIPlans", "ScenecUIKitPlatform"]
        ),
        .target(name: "ScenecSyntax", dependencies: ["ScenecDiagnostics", "ScenecOutput", "CLibYAML"]),
        .target(
            name: "ScenecSema", dependencies: ["ScenecDiagnostics", "ScenecOutput", "ScenecSyntax", "ScenecRuntime"]
        ),
        .target(
            name: "ScenecLayout", dependencies: ["ScenecDiagnostics", "ScenecOutput", "ScenecSema", "ScenecRuntime"]
        ),
        .target(
            name: "ScenecCodeGen",
            dependencies: ["ScenecDiagnostics", "ScenecOutput", "ScenecRuntime", "ScenecSema", "ScenecLayout"]
        ),
        .target(
            name: "ScenecCompiler",
            dependencies: [
                "ScenecDiagnostics", "ScenecOutput", "ScenecRuntime", "ScenecSyntax", "ScenecSema", "ScenecLayout",
                "ScenecCodeGen",
            ]
        ),
        .executableTarget(
            name: "scenec",
            dependencies: [
                "ScenecCompiler", "ScenecDiagnostics", "ScenecOutput",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // The tool both plugins run: `generate` and `preview` for exactly the plugins' command lines, built without
        // swift-argument-parser and scenec's other commands, so an app's first build with the plugin and its first
        // `swift package generate-scenes` compile less (Benchmarks/README.md). Its other files are links to
        // Sources/scenec's (GenerateJob.swift, PreviewJob.swift and what they use).
        .executableTarget(
            name: "scenec-generate", dependencies: ["ScenecCompiler", "ScenecDiagnostics", "ScenecOutput"]),
        .plugin(name: "ScenecPlugin", capability: .buildTool(), dependencies: ["scenec-generate"]),
        .plugin(
            name: "ScenecCommand",
            capability: .command(
                intent: .custom(
                    verb: "generate-scenes",
                    description:
                        "Generate the setup code and layout tests of the package's *.scene.yaml files "
                        + "(with --preview, their HTML previews)."
                ),
                permissions: [
                    .writeToPackageDirectory(
                        reason: "To write the generated Swift files into the targets' Generated/ "
                            + "(the previews into .build/scene-previews/).")
                ]
            ),
            dependencies: ["scenec-generate"]
        ),
        .target(name: "ScenecTestSupport", dependencies: ["ScenecDiagnostics", "ScenecOutput", "ScenecCompiler"]),
        // `expectEqual`, the tests' equality expectation without a macro expansion at every use; Testing only.
        .target(name: "ScenecExpectations"),
        .testTarget(name: "ScenecRuntimeTests", dependencies: ["ScenecRuntime", "ScenecExpectations"]),
        .testTarget(
            name: "ScenecUIPlansTests", dependencies: ["ScenecUIPlans", "ScenecRuntime", "ScenecExpectations"]),
        .testTarget(
            name: "ScenecUIKitTests",
            dependencies: [
                "ScenecUIKit", "ScenecUIPlans", "ScenecRuntime", "ScenecCompiler", "ScenecLayout", "ScenecSema",
                "ScenecDiagnostics", "ScenecTestSupport", "ScenecExpectations",
                .target(name: "ScenecUIKitStandIn", condition: .when(platforms: [.linux, .macOS])),
            ],
            exclude: ["Fixtures"]
        ),
        .testTarget(
            name: "ScenecDiagnosticsTests",
            dependencies: [
                "ScenecDiagnostics", "ScenecOutput", "ScenecCompiler", "ScenecTestSupport", "ScenecExpectations",
            ],
            // The vendored SARIF schema and the GitHub annotation golden, read from the source tree.
            exclude: ["Fixtures"]
        ),
        .testTarget(
            name: "ScenecSyntaxTests",
            dependencies: ["ScenecSyntax", "ScenecDiagnostics", "ScenecTestSupport", "ScenecExpectations"],
            // The vendored YAML test suite, read from the source tree (see its README.md).
            exclude: ["Fixtures"]
        ),
        .testTarget(
            name: "ScenecSemaTests",
            dependencies: [
                "ScenecSema", "ScenecSyntax", "ScenecDiagnostics", "ScenecOutput", "ScenecRuntime", "ScenecCompiler",
                "ScenecTestSupport", "ScenecExpectations",
            ],
            exclude: ["Fixtures"]
        ),
        .testTarget(
            name: "ScenecCheckerTests",
            dependencies: [
                "ScenecSema", "ScenecDiagnostics", "ScenecOutput", "ScenecRuntime", "ScenecCompiler",
                "ScenecTestSupport", "ScenecExpectations",
            ],
            exclude: ["Fixtures"]
        ),
        .testTarget(
            name: "ScenecLayoutTests",
            dependencies: [
                "ScenecLayout", "ScenecDiagnostics", "ScenecOutput", "ScenecRuntime", "ScenecSema", "ScenecCompiler",
                "ScenecTestSupport", "ScenecExpectations",
            ],
            exclude: ["Golden"]
        ),
        .testTarget(
            name: "ScenecCodeGenTests",
            dependencies: [
                "ScenecCodeGen", "ScenecDiagnostics", "ScenecOutput", "ScenecRuntime", "ScenecSema", "ScenecCompiler",
                "ScenecTestSupport", "ScenecExpectations",
            ],
            exclude: ["Golden"]
        ),
        .testTarget(
            name: "ScenecCompilerTests",
            dependencies: [
                "ScenecCompiler", "ScenecDiagnostics", "ScenecOutput", "ScenecSyntax", "ScenecLayout", "ScenecCodeGen",
                "ScenecTestSupport", "ScenecExpectations",
            ]
        ),
        .testTarget(
            name: "scenecTests",
            dependencies: [
                "scenec", "scenec-generate", "ScenecCompiler", "ScenecDiagnostics", "ScenecOutput", "ScenecSema",
                "ScenecLayout",
                "ScenecRuntime", "ScenecTestSupport", "ScenecExpectations",
            ],
            exclude: ["Golden"]
        ),
    ]
)

for target in package.targets where target.type != .system && target.type != .plugin {
    target.swiftSettings =
        (target.swiftSettings ?? []) + [
            .enableUpcomingFeature("ExistentialAny"),
            .enableUpcomingFeature("InternalImportsByDefault"),
            .enableUpcomingFeature("MemberImportVisibility"),
        ]
}
