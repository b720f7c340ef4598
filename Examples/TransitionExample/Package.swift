// swift-tools-version: 6.0
import PackageDescription

// An example to copy: a custom slide-up presentation with an interactive swipe-down dismissal,
// tested headless with Swift Testing and swift-snapshot-testing on OpenUIKit.
let package = Package(
  name: "TransitionExample",
  platforms: [.macOS(.v14)],
  dependencies: [
    // In your package: .package(url: "<OpenUIKit's repository>", branch: "main").
    .package(name: "OpenUIKit", path: "../.."),
    .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
  ],
  targets: [
    // The app code, written as for iOS (Swift 5 language mode, as Xcode compiles app targets).
    .target(
      name: "TransitionExample",
      dependencies: [.product(name: "UIKit", package: "OpenUIKit")],
      swiftSettings: [.swiftLanguageMode(.v5)]),
    .testTarget(
      name: "TransitionExampleTests",
      dependencies: [
        "TransitionExample",
        .product(name: "UIKit", package: "OpenUIKit"),
        .product(name: "OpenUIKitTesting", package: "OpenUIKit"),
        .product(name: "OpenUIKitSnapshotTesting", package: "OpenUIKit"),
        .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
      ],
      exclude: ["__Snapshots__"]),
  ]
)
