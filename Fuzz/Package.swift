// swift-tools-version: 6.1
import PackageDescription

/// libFuzzer targets over the libraries of the package one folder up. A package of its own, so the
/// root package's `swift build` and `swift test` never see it. Build and run with `./run.sh SECONDS`
/// (see README.md): the targets need `-sanitize=fuzzer,address -parse-as-library`.
let package = Package(
    name: "motion-fuzz",
    dependencies: [
        .package(name: "swift-interactive-motion", path: ".."),
    ],
    targets: [
        // libFuzzer's driver, called from each target's SwiftPM entry point (see its header).
        .target(name: "CFuzzDriver", path: "Sources/CFuzzDriver"),
        .target(
            name: "FuzzSupport",
            dependencies: [.product(name: "Geometry", package: "swift-interactive-motion"), .product(name: "Gestures", package: "swift-interactive-motion")],
            path: "Sources/FuzzSupport"
        ),
        .executableTarget(
            name: "FuzzTraceVelocity",
            dependencies: ["FuzzSupport", "CFuzzDriver", .product(name: "Geometry", package: "swift-interactive-motion"), .product(name: "Gestures", package: "swift-interactive-motion")],
            path: "Sources/FuzzTraceVelocity"
        ),
        .executableTarget(
            name: "FuzzInteractionReplay",
            dependencies: ["FuzzSupport", "CFuzzDriver", .product(name: "Geometry", package: "swift-interactive-motion"), .product(name: "Gestures", package: "swift-interactive-motion"), .product(name: "Dynamics", package: "swift-interactive-motion"), .product(name: "RelativePosition", package: "swift-interactive-motion"), .product(name: "Tossable", package: "swift-interactive-motion"), .product(name: "Transitions", package: "swift-interactive-motion"), .product(name: "Parallax", package: "swift-interactive-motion"), .product(name: "Anchored", package: "swift-interactive-motion"), .product(name: "SwipeActions", package: "swift-interactive-motion"), .product(name: "Scroll", package: "swift-interactive-motion"), .product(name: "Sheet", package: "swift-interactive-motion"), .product(name: "Navigation", package: "swift-interactive-motion"), .product(name: "PullToRefresh", package: "swift-interactive-motion"), .product(name: "PickerWheel", package: "swift-interactive-motion"), .product(name: "Carousel", package: "swift-interactive-motion"), .product(name: "Reorderable", package: "swift-interactive-motion"), .product(name: "Host", package: "swift-interactive-motion")],
            path: "Sources/FuzzInteractionReplay"
        ),
        .executableTarget(
            name: "FuzzAnimators",
            dependencies: ["FuzzSupport", "CFuzzDriver", .product(name: "Geometry", package: "swift-interactive-motion"), .product(name: "Gestures", package: "swift-interactive-motion"), .product(name: "Dynamics", package: "swift-interactive-motion"), .product(name: "Transitions", package: "swift-interactive-motion"), .product(name: "Parallax", package: "swift-interactive-motion")],
            path: "Sources/FuzzAnimators"
        ),
        .executableTarget(
            name: "FuzzPathsKeyframes",
            dependencies: ["FuzzSupport", "CFuzzDriver", .product(name: "Geometry", package: "swift-interactive-motion"), .product(name: "Dynamics", package: "swift-interactive-motion")],
            path: "Sources/FuzzPathsKeyframes"
        ),
    ],
    swiftLanguageModes: [.v6]
)
