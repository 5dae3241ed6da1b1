// swift-tools-version: 6.1
import PackageDescription

/// The library modules the demos and the sessions import.
let libraryProducts: [Target.Dependency] = ["Tossable", "RelativePosition", "Transitions", "Parallax", "Sheet", "Anchored",
                                            "SwipeActions", "Host", "Navigation", "Dynamics", "Reorderable", "PullToRefresh",
                                            "PickerWheel", "Carousel"].map { .product(name: $0, package: "swift-interactive-motion") }

/// The playground: a local web host that runs the real interactions behind a browser page.
/// Its own package, so the library products and the root package gain no dependency.
let package = Package(
    name: "playground",
    platforms: [.macOS(.v14)],
    dependencies: [
        .package(name: "swift-interactive-motion", path: "../.."),
        .package(url: "https://github.com/hummingbird-project/hummingbird", exact: "2.28.1"),
        .package(url: "https://github.com/hummingbird-project/hummingbird-websocket", exact: "2.8.1"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    ],
    targets: [
        // The demos: the glue between a stage and each library interaction. The page compiles this
        // folder too (Scripts/wasm-build, Embedded Swift), so it imports library modules only.
        .target(
            name: "Demos",
            dependencies: libraryProducts,
            path: "Sources/Demos"
        ),
        .target(
            name: "PlaygroundCore",
            dependencies: ["Demos"] + libraryProducts,
            path: "Sources/PlaygroundCore"
        ),
        .executableTarget(
            name: "playground",
            dependencies: [
                "PlaygroundCore",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdWebSocket", package: "hummingbird-websocket"),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            path: "Sources/playground"
        ),
        .testTarget(
            name: "PlaygroundCoreTests",
            dependencies: ["PlaygroundCore", "Demos"],
            path: "Tests/PlaygroundCoreTests"
        ),
    ],
    swiftLanguageModes: [.v6]
)
