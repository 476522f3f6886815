// swift-tools-version:6.0
import PackageDescription

// The package of RuntimeLinkTests (Tests/scenecTests), which copies it next to a link `scenec` to the repository:
// - `Rounding`, an executable that depends only on ScenecRuntime and lays out pages (which rounds with libm): it
//   must link on Linux, where no Foundation brings libm in;
// - `Tiny` (with ScenecUIKit and the page's controller) and `TinyTests`, into which the test generates a scene's
//   setup code and UI layout tests with `--access internal`: the tests must see the internal setup code
//   (`@testable import`).
let package = Package(
    name: "RuntimeOnly",
    platforms: [.macOS(.v13)],
    dependencies: [.package(path: "../scenec")],
    targets: [
        .executableTarget(name: "Rounding", dependencies: [.product(name: "ScenecRuntime", package: "scenec")]),
        .target(
            name: "Tiny",
            dependencies: [
                .product(name: "ScenecRuntime", package: "scenec"), .product(name: "ScenecUIKit", package: "scenec"),
            ]),
        .testTarget(name: "TinyTests", dependencies: ["Tiny"]),
    ]
)
