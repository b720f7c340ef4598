// swift-tools-version: 6.1
import PackageDescription

// Benchmarks on ordo-one's package-benchmark, apart from the shipped package and from `swift test`:
//   cd Benchmarks && swift package benchmark
// Thresholds (Thresholds/) are checked by `swift package benchmark thresholds check`.
let package = Package(
  name: "OpenUIKitPerformance",
  platforms: [.macOS(.v14)],
  dependencies: [
    .package(name: "OpenUIKit", path: ".."),
    .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
  ],
  targets: [
    .executableTarget(
      name: "Frames",
      dependencies: [
        .product(name: "Benchmark", package: "benchmark"),
        .product(name: "OpenUIKit", package: "OpenUIKit"),
        .product(name: "OpenQuartzCore", package: "OpenUIKit"),
        .product(name: "OpenUIKitTesting", package: "OpenUIKit"),
      ],
      path: "Benchmarks/Frames",
      plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")])
  ],
  // Benchmark closures hop to the main actor with values package-benchmark does not mark Sendable.
  swiftLanguageModes: [.v5]
)
