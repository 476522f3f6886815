// swift-tools-version:6.0
import PackageDescription

// An app module whose navigation is described by Sources/MusicApp/Music.scene.yaml. The ScenecPlugin build-tool
// plugin generates the setup code into MusicApp and the layout tests into MusicAppTests at build time; nothing
// generated is committed.
let package = Package(
    name: "MusicApp",
    platforms: [.iOS(.v16), .macOS(.v13)],
    dependencies: [
        // In an app: .package(url: "https://github.com/scenec/scenec", from: "0.1.0")
        .package(name: "scenec", path: "../..")
    ],
    targets: [
        .target(
            name: "MusicApp",
            dependencies: [.product(name: "ScenecRuntime", package: "scenec")],
            plugins: [.plugin(name: "ScenecPlugin", package: "scenec")]
        ),
        .testTarget(
            name: "MusicAppTests",
            dependencies: ["MusicApp"],
            plugins: [.plugin(name: "ScenecPlugin", package: "scenec")]
        ),
    ]
)
