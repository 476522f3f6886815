// swift-tools-version:6.0
import PackageDescription

/// scenec's fuzzing package: libFuzzer targets over the compiler, kept apart from the main
/// package (as swift-protobuf's FuzzTesting is) so that a normal `swift build` never needs
/// the fuzzer runtime. Build and run it with `Scripts/fuzz.sh`.
let package = Package(
    name: "ScenecFuzz",
    dependencies: [
        .package(name: "scenec", path: "..")
    ],
    targets: [
        .executableTarget(
            name: "FuzzCompile",
            dependencies: [.product(name: "_ScenecCompiler", package: "scenec")],
            // `Double.rounded()` calls libm; the fuzzer runtime links it, a plain `swift build` must say so.
            linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux]))]
        ),
        // The links engine alone (URL patterns, matching, building, the overlap witness): it builds only
        // ScenecRuntime, so it starts in a fraction of FuzzCompile's build. `SCENEC_FUZZ_TARGET=links`.
        .executableTarget(
            name: "FuzzLinks",
            dependencies: [.product(name: "ScenecRuntime", package: "scenec")],
            linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux]))]
        ),
        // Saved navigation (scene format 10.4): random bytes decoded and restored, and valid states mutated by the
        // bytes and restored. It builds only ScenecRuntime. `SCENEC_FUZZ_TARGET=restore`.
        .executableTarget(
            name: "FuzzRestore",
            dependencies: [.product(name: "ScenecRuntime", package: "scenec")],
            linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux]))]
        ),
    ]
)
