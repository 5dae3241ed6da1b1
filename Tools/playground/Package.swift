// swift-tools-version: 6.1
import PackageDescription

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
        .target(
            name: "PlaygroundCore",
            dependencies: [
                .product(name: "Tossable", package: "swift-interactive-motion"),
                .product(name: "RelativePosition", package: "swift-interactive-motion"),
                .product(name: "Transitions", package: "swift-interactive-motion"),
                .product(name: "Parallax", package: "swift-interactive-motion"),
                .product(name: "Sheet", package: "swift-interactive-motion"),
                .product(name: "Anchored", package: "swift-interactive-motion"),
                .product(name: "SwipeActions", package: "swift-interactive-motion"),
                .product(name: "Host", package: "swift-interactive-motion"),
            ],
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
            dependencies: ["PlaygroundCore"],
            path: "Tests/PlaygroundCoreTests"
        ),
    ],
    swiftLanguageModes: [.v6]
)
