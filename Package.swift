// swift-tools-version: 6.0
import PackageDescription

// Warnings are errors in CI: `.ci/run` passes `-Xswiftc -warnings-as-errors`.
let package = Package(
  name: "OpenUIKit",
  platforms: [.macOS(.v14)],
  products: [
    .library(name: "OpenQuartzCore", targets: ["OpenQuartzCore"]),
    .library(name: "OpenUIKit", targets: ["OpenUIKit"]),
    // The Linux shim. `_Testing_UIKit` is the empty cross-import overlay Swift Testing asks for
    // when a file imports both Testing and a module named UIKit (DESIGN.md).
    .library(name: "UIKit", targets: ["UIKit", "_Testing_UIKit", "_Testing_CoreGraphics"]),
    // `import CoreGraphics` / `import QuartzCore` in iOS code (re-exports only).
    .library(name: "CoreGraphics", targets: ["CoreGraphics", "_Testing_CoreGraphics"]),
    .library(name: "QuartzCore", targets: ["QuartzCore"]),
    .library(name: "OpenUIKitTesting", targets: ["OpenUIKitTesting"]),
    // swift-snapshot-testing strategies (issue 18); only this target depends on SnapshotTesting.
    .library(name: "OpenUIKitSnapshotTesting", targets: ["OpenUIKitSnapshotTesting"]),
    .library(name: "OpenUIKitRender", targets: ["OpenUIKitRender"]),
    // The scenario catalogue, also served live by the studio (Studio/, issue 13).
    .library(name: "OpenUIKitScenarios", targets: ["OpenUIKitScenarios"]),
    // The live engine the studio serves: scenes, wall-clock stepping, touches, frame deltas.
    .library(name: "OpenUIKitLive", targets: ["OpenUIKitLive"]),
    .executable(name: "openuikit", targets: ["openuikit"]),
    .executable(name: "openuikit-bench", targets: ["OpenUIKitBenchmarks"]),
    // The port tool: rewrites iOS sources so they build against OpenUIKit (Docs/Porting.md).
    .executable(name: "openuikit-port", targets: ["openuikit-port"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    // Only the port tool and its tests depend on swift-syntax: `swift run openuikit demo` never builds it.
    .package(url: "https://github.com/swiftlang/swift-syntax", from: "602.0.0"),
    // Only OpenUIKitSnapshotTesting and the render tests use it (its SnapshotTesting product
    // builds no swift-syntax); `swift run openuikit demo` never builds it.
    .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
    // `swift package generate-documentation` (DocC catalogues of the testing products).
    .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
  ],
  targets: [
    // Every target lists each first-party module it uses, even one it reaches through another
    // (UIKit re-exports OpenQuartzCore and OpenUIKit; OpenUIKitTesting's API shows OpenUIKit and
    // OpenUIKitRender types). SwiftPM makes a target's compile depend only on its declared
    // dependencies' .swiftmodule files, and the compiler leaves a module file untouched when its
    // interface is unchanged, so a class or struct layout change in OpenQuartzCore seen only through
    // the UIKit shim would not recompile the target: its objects keep the old vtable and field
    // offsets (swiftlang/swift-package-manager#10483, swiftlang/swift#89636). See
    // Tests/OpenUIKitTests/Build/DeclaredDependencyTests.swift.
    .target(name: "OpenQuartzCore"),
    .target(name: "OpenUIKit", dependencies: ["OpenQuartzCore"]),
    .target(name: "UIKit", dependencies: ["OpenQuartzCore", "OpenUIKit", "CoreGraphics", "QuartzCore"]),
    .target(name: "_Testing_UIKit"),
    .target(name: "CoreGraphics", dependencies: ["OpenQuartzCore"]),
    .target(name: "_Testing_CoreGraphics"),
    .target(name: "QuartzCore", dependencies: ["OpenQuartzCore"]),
    .target(name: "OpenUIKitTesting", dependencies: ["OpenQuartzCore", "OpenUIKit", "OpenUIKitRender"]),
    // `Snapshotting` strategies for controllers, views, windows and transitions (issue 18).
    .target(
      name: "OpenUIKitSnapshotTesting",
      dependencies: [
        "OpenQuartzCore", "OpenUIKit", "OpenUIKitTesting", "OpenUIKitRender",
        .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
      ]),
    // The player's JS and CSS (Resources/Player) are read through Bundle.module.
    .target(
      name: "OpenUIKitRender", dependencies: ["OpenQuartzCore"],
      resources: [.copy("Resources/Player")]),
    // The scenario catalogue (seed examples and features), shared by the CLI and the tests.
    .target(
      name: "OpenUIKitScenarios",
      dependencies: ["OpenQuartzCore", "OpenUIKit", "UIKit", "OpenUIKitTesting", "OpenUIKitRender"]),
    // The studio's live engine (issue 13): in this package for `package` access to the render
    // model and the clock; the server itself is the Studio/ sub-package.
    .target(
      name: "OpenUIKitLive",
      dependencies: ["OpenQuartzCore", "OpenUIKit", "UIKit", "OpenUIKitTesting", "OpenUIKitRender", "OpenUIKitScenarios"]),
    .executableTarget(
      name: "openuikit",
      dependencies: [
        "OpenQuartzCore", "OpenUIKit", "OpenUIKitTesting", "OpenUIKitRender", "OpenUIKitScenarios",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]),
    // The random tester's engine (issue 11), shared by its tests and the chaos-soak benchmark.
    .target(
      name: "OpenUIKitChaos",
      dependencies: ["OpenQuartzCore", "OpenUIKit", "UIKit", "OpenUIKitTesting", "OpenUIKitRender"]),
    .executableTarget(
      name: "OpenUIKitBenchmarks",
      dependencies: [
        "OpenQuartzCore", "OpenUIKit", "OpenUIKitTesting", "OpenUIKitRender", "OpenUIKitScenarios",
        "OpenUIKitBenchmarkSupport", "OpenUIKitChaos",
      ]),
    // Benchmark-only code (the large-storyboard generator), kept out of the shipped modules; used
    // by the benchmarks and by the scale tests. No product.
    .target(name: "OpenUIKitBenchmarkSupport"),
    // The port tool's rewriting engine (one file per rule under Rules/), and its command.
    .target(
      name: "OpenUIKitPort",
      dependencies: [
        .product(name: "SwiftSyntax", package: "swift-syntax"),
        .product(name: "SwiftParser", package: "swift-syntax"),
      ]),
    .executableTarget(
      name: "openuikit-port",
      dependencies: ["OpenUIKitPort"]),
    .testTarget(name: "OpenQuartzCoreTests", dependencies: ["OpenQuartzCore"]),
    .testTarget(
      name: "OpenUIKitLiveTests",
      dependencies: [
        "OpenQuartzCore", "OpenUIKit", "OpenUIKitLive", "UIKit", "OpenUIKitTesting", "OpenUIKitRender",
        "OpenUIKitScenarios",
      ]),
    .testTarget(
      name: "OpenUIKitTests",
      dependencies: [
        "OpenQuartzCore", "OpenUIKit", "UIKit", "OpenUIKitTesting", "OpenUIKitScenarios",
        "OpenUIKitBenchmarkSupport", "OpenUIKitChaos", "OpenUIKitRender",
      ],
      // Auto Layout differential fixtures (kiwisolver answers, read through #filePath) and their generator.
      exclude: ["Layout/Differential/kiwi_systems.json", "Layout/Differential/generate_kiwi_fixtures.py"],
      // The asset catalogue of AssetCatalogTests, read through Bundle.module (`.copy` keeps the
      // directory as it is; Docs/Behaviour/assets13.md).
      resources: [.copy("Resources/Assets.xcassets")]),
    .testTarget(
      name: "OpenUIKitRenderTests",
      dependencies: [
        "OpenUIKitRender", "OpenQuartzCore", "OpenUIKit", "OpenUIKitTesting", "openuikit", "OpenUIKitScenarios",
        "OpenUIKitSnapshotTesting",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
        .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
      ],
      // Reference files of the swift-snapshot-testing tests, next to the test files that read
      // them (through #filePath), as swift-snapshot-testing places them.
      exclude: ["SVG/__Snapshots__", "HTML/__Snapshots__", "Text/__Snapshots__"]),
    // The snapshot strategies (issue 18); reference files under __Snapshots__, read by
    // swift-snapshot-testing through #filePath.
    .testTarget(
      name: "OpenUIKitSnapshotTestingTests",
      dependencies: [
        "OpenQuartzCore", "OpenUIKit", "OpenUIKitSnapshotTesting", "UIKit", "OpenUIKitTesting", "OpenUIKitRender",
      ],
      exclude: ["__Snapshots__"]),
    // Code written as iOS apps write it, compiled in Swift 5 language mode (issue 10).
    .testTarget(
      name: "Swift5ClientTests",
      dependencies: ["OpenQuartzCore", "OpenUIKit", "UIKit", "OpenUIKitTesting", "OpenUIKitRender"],
      // ThemedButtonCode's colours and icons, read through Bundle.module as a library reads them.
      resources: [.copy("Resources/Themed.xcassets")],
      swiftSettings: [.swiftLanguageMode(.v5)]),
    .testTarget(
      name: "UIKitShimTests",
      dependencies: [
        "OpenQuartzCore", "OpenUIKit", "UIKit", "CoreGraphics", "QuartzCore", "OpenUIKitTesting", "OpenUIKitRender",
      ]),
    // The sample iOS app of Tests/PortSample as openuikit-port writes it (Ported/, checked byte for
    // byte by OpenUIKitPortTests), compiled in Swift 5 mode as iOS code is, and run headless.
    .testTarget(
      name: "PortedSampleTests",
      dependencies: ["OpenQuartzCore", "OpenUIKit", "UIKit", "OpenUIKitTesting", "OpenUIKitRender"],
      swiftSettings: [.swiftLanguageMode(.v5)]),
    // Golden files of every port rule (inputs and expected outputs, read through #filePath).
    .testTarget(
      name: "OpenUIKitPortTests",
      dependencies: ["OpenUIKitPort", "openuikit-port"],
      exclude: ["Golden"]),
  ],
  swiftLanguageModes: [.v6]
)
