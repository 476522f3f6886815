// swift-tools-version:6.0
import PackageDescription

// An app module whose navigation is described by Sources/MusicApp/Music.scene.yaml: its view controllers and the
// factory that makes them are hand-written (Sources/MusicApp); the ScenecPlugin build-tool plugin generates the setup
// code (the factory protocol and the entry points) into MusicApp and the UI layout tests into MusicAppTests at build
// time; nothing generated is committed.
let package = Package(
    name: "MusicApp",
    platforms: [.iOS(.v16), .macOS(.v13)],
    dependencies: [
        // In an app: .package(url: <the address of scenec's repository>, from: <a release>), or a path to a clone.
        .package(name: "scenec", path: "../..")
    ],
    targets: [
        .target(
            name: "MusicApp",
            dependencies: [
                .product(name: "ScenecRuntime", package: "scenec"), .product(name: "ScenecUIKit", package: "scenec"),
            ],
            plugins: [.plugin(name: "ScenecPlugin", package: "scenec")]
        ),
        .testTarget(
            name: "MusicAppTests",
            dependencies: ["MusicApp"],
            plugins: [.plugin(name: "ScenecPlugin", package: "scenec")]
        ),
    ]
)
