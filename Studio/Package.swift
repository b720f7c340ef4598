// swift-tools-version: 6.2
import PackageDescription

// The live studio (issue 13): an HTTP + WebSocket server that runs OpenUIKit live and lets a browser
// drive it. A sub-package so that the core's build and tests never pull the server's dependencies.
let package = Package(
  name: "OpenUIKitStudio",
  platforms: [.macOS(.v14)],
  products: [
    .executable(name: "openuikit-studio", targets: ["openuikit-studio"])
  ],
  dependencies: [
    .package(name: "OpenUIKit", path: ".."),
    .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
    .package(url: "https://github.com/hummingbird-project/hummingbird-websocket", from: "2.8.1"),
  ],
  targets: [
    .target(
      name: "OpenUIKitStudio",
      dependencies: [
        .product(name: "OpenUIKitLive", package: "OpenUIKit"),
        .product(name: "Hummingbird", package: "hummingbird"),
        .product(name: "HummingbirdWebSocket", package: "hummingbird-websocket"),
      ],
      resources: [.copy("Resources")]),
    .executableTarget(name: "openuikit-studio", dependencies: ["OpenUIKitStudio"]),
    .testTarget(
      name: "OpenUIKitStudioTests",
      dependencies: [
        "OpenUIKitStudio",
        .product(name: "HummingbirdTesting", package: "hummingbird"),
        .product(name: "HummingbirdWSTesting", package: "hummingbird-websocket"),
      ]),
  ],
  swiftLanguageModes: [.v6]
)
