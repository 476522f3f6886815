// swift-tools-version:6.0
import PackageDescription

/// The benchmark tools of scenec, kept out of the main package so that CI never builds or runs them.
/// `bash Scripts/bench.sh` builds this package and `yaml-parse/yaml-parse.c`, then runs the benchmarks.
let package = Package(
    name: "scenec-benchmarks",
    products: [
        .executable(name: "scenegen", targets: ["scenegen"])
    ],
    targets: [
        .executableTarget(name: "scenegen")
    ]
)
