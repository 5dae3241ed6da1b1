// swift-tools-version: 6.1
import PackageDescription

/// Every library module, with the modules it may import (docs/ARCHITECTURE.md draws the layers).
/// Each becomes a target under `Packages/<name>/Sources/<name>`, a library product of the same name,
/// and a test target `Tests/<name>Tests`. No library module depends on a third-party package.
let libraryModules: [(name: String, dependencies: [String])] = [
    ("Geometry", []),
    ("Gestures", ["Geometry"]),
    ("Dynamics", ["Geometry"]),
    ("RelativePosition", ["Geometry", "Gestures", "Dynamics"]),
    ("Tossable", ["Geometry", "Gestures", "Dynamics"]),
    ("Transitions", ["Geometry", "Gestures", "Dynamics"]),
    ("Scroll", ["Geometry", "Gestures", "Dynamics"]),
    ("Parallax", ["Geometry", "Gestures", "Dynamics", "Scroll"]),
    ("Sheet", ["Geometry", "Gestures", "Dynamics", "Scroll"]),
    ("Anchored", ["Geometry", "Gestures", "Dynamics"]),
    ("SwipeActions", ["Geometry", "Gestures", "Dynamics", "Anchored"]),
    ("Navigation", ["Geometry", "Gestures", "Dynamics", "Transitions"]),
    ("Host", ["Geometry", "Gestures", "Dynamics", "Scroll", "Anchored", "SwipeActions"]),
    ("PullToRefresh", ["Geometry", "Gestures", "Dynamics", "Scroll"]),
    ("PickerWheel", ["Geometry", "Gestures", "Dynamics", "Scroll"]),
    ("Carousel", ["Geometry", "Gestures", "Dynamics", "Scroll"]),
    ("Reorderable", ["Geometry", "Gestures", "Dynamics", "Scroll"]),
]

/// Library modules a module's tests drive beyond its own dependencies: the host layer's tests run every
/// interaction through its live loop.
let extraTestDependencies: [String: [String]] = [
    "Host": ["RelativePosition", "Tossable", "Transitions", "Sheet"],
    "PullToRefresh": ["Host"],
]

/// The umbrella module re-exports every library module.
let umbrella = "InteractiveMotion"

let swiftSettings: [SwiftSetting] = [
    .enableUpcomingFeature("ExistentialAny"),
    .enableUpcomingFeature("MemberImportVisibility"),
]

/// Modules that declare C functions with `@_extern` (Geometry's maths under Embedded Swift): the
/// `Extern` feature lets SwiftPM build them for Embedded targets too, not only Scripts/wasm-build.
let externModules: Set<String> = ["Geometry"]

var targets: [Target] = []
var products: [Product] = []

/// Library modules' own C code, not part of any API: Dynamics' SpringBatch loop, compiled for each
/// vector instruction set and chosen at run time (Packages/Dynamics/Sources/_SpringKernels).
let kernels: [String: String] = ["Dynamics": "_SpringKernels"]

for module in libraryModules {
    let ownKernels = kernels[module.name].map { [Target.Dependency.target(name: $0)] } ?? []
    targets.append(.target(
        name: module.name,
        dependencies: module.dependencies.map { .target(name: $0) } + ownKernels,
        path: "Packages/\(module.name)/Sources/\(module.name)",
        swiftSettings: swiftSettings + (externModules.contains(module.name) ? [.enableExperimentalFeature("Extern")] : [])
    ))
    targets.append(.testTarget(
        name: "\(module.name)Tests",
        dependencies: [.target(name: module.name), "_MotionTestSupport"] + module.dependencies.map { .target(name: $0) }
            + (extraTestDependencies[module.name] ?? []).map { .target(name: $0) } + ownKernels,
        path: "Tests/\(module.name)Tests",
        swiftSettings: swiftSettings
    ))
    products.append(.library(name: module.name, targets: [module.name]))
}

for (module, kernel) in kernels {
    targets.append(.target(name: kernel, path: "Packages/\(module)/Sources/\(kernel)"))
}

targets += [
    .target(
        name: umbrella,
        dependencies: libraryModules.map { .target(name: $0.name) },
        path: "Packages/\(umbrella)/Sources/\(umbrella)",
        swiftSettings: swiftSettings
    ),
    // Shared test helpers: reading Tests/Vectors, tolerances, seeded randomness, callback recorders.
    .target(
        name: "_MotionTestSupport",
        dependencies: ["Geometry", "Gestures"],
        path: "Tests/_MotionTestSupport",
        swiftSettings: swiftSettings
    ),
    // The bench's drawing: SVG documents, axes, line charts and trajectories (no interaction in it).
    // A library target, not a product: the executable stays thin and no client sees it.
    .target(
        name: "BenchPlots",
        dependencies: ["Geometry"],
        path: "Tools/BenchPlots",
        swiftSettings: swiftSettings
    ),
    // The bench's HTML report (`bench report`): the page rendered from the sections and the table the
    // executable gathers from its registries. A library target, not a product, as BenchPlots.
    .target(
        name: "BenchReport",
        dependencies: ["BenchPlots"],
        path: "Tools/BenchReport",
        swiftSettings: swiftSettings
    ),
    // The bench's replay core: every interaction's replayer, the trace reader, the JSON text and the
    // replay's command line. The native bench and the WebAssembly build (Scripts/wasm-build, Embedded
    // Swift) compile this one folder, so it imports library modules only (Tools/BenchReplay/Replayer.swift
    // states what else it may not use). A library target, not a product, as BenchPlots.
    .target(
        name: "BenchReplay",
        dependencies: libraryModules.map { .target(name: $0.name) },
        path: "Tools/BenchReplay",
        swiftSettings: swiftSettings
    ),
    // The command line: bench scenarios and probes. An executable target, not a product, so its
    // dependencies never reach a client of the libraries.
    .executableTarget(
        name: "bench",
        // The kernels' own module too, for `bench run --instruction-set` (its cap).
        dependencies: libraryModules.map { .target(name: $0.name) } + ["BenchReplay", "BenchPlots", "BenchReport"]
            + kernels.values.sorted().map { .target(name: $0) } + [
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
            .product(name: "MallocInterposerSwift", package: "malloc-interposer"),
        ],
        path: "Tools/bench",
        // Traces: the example gestures the README replays (read from disk, not bundled).
        exclude: ["README.md", "Traces"],
        swiftSettings: swiftSettings
    ),
    .testTarget(
        name: "BenchTests",
        dependencies: ["bench", "BenchReplay", "BenchPlots", "_MotionTestSupport", .product(name: "ArgumentParser", package: "swift-argument-parser")]
            + libraryModules.map { .target(name: $0.name) },
        path: "Tests/BenchTests",
        swiftSettings: swiftSettings
    ),
]
products.append(.library(name: umbrella, targets: [umbrella]))

let package = Package(
    name: "swift-interactive-motion",
    platforms: [.macOS(.v13), .iOS(.v16)],
    products: products,
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/ordo-one/malloc-interposer", from: "1.6.1"),
        // `swift package generate-documentation`: the DocC catalogues in Packages/<Module>/Sources/<Module>/Documentation.docc.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    ],
    targets: targets,
    swiftLanguageModes: [.v6]
)
