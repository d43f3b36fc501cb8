// swift-tools-version: 6.0
import PackageDescription

// tt-debug for apps built with the Composable Architecture (TCA 1.x).
//
// A separate package so that tt-debug itself never resolves TCA: apps add this one, and it brings
// tt-debug's libraries and TCA together.
let package = Package(
  name: "tt-debug-composable-architecture",
  platforms: [.iOS(.v16), .macOS(.v13), .tvOS(.v16), .watchOS(.v9)],
  products: [
    .library(name: "ComposableArchitectureRecording", targets: ["ComposableArchitectureRecording"])
  ],
  dependencies: [
    .package(name: "tt-debug", path: "../.."),
    .package(url: "https://github.com/pointfreeco/swift-composable-architecture", from: "1.23.0"),
  ],
  targets: [
    // The glue: type adapters and one reducer wrapper; the logic lives in ActionLog and Replay.
    .target(
      name: "ComposableArchitectureRecording",
      dependencies: [
        .product(name: "ActionLog", package: "tt-debug"),
        .product(name: "Replay", package: "tt-debug"),
        .product(name: "ComposableArchitecture", package: "swift-composable-architecture"),
      ]
    ),
    // The seed app: the enum app root (tabs, a history stack, an edit sheet, a delete alert, a
    // `@Shared` value changed outside any action), written as a TCA user would.
    .target(
      name: "AppRootTCA",
      dependencies: [
        "ComposableArchitectureRecording",
        .product(name: "ComposableArchitecture", package: "swift-composable-architecture"),
      ]
    ),
    .executableTarget(name: "app-root-tca", dependencies: ["AppRootTCA"]),
    .testTarget(
      name: "ComposableArchitectureRecordingTests",
      dependencies: [
        "ComposableArchitectureRecording", "AppRootTCA",
        .product(name: "ComposableArchitecture", package: "swift-composable-architecture"),
        .product(name: "ActionLog", package: "tt-debug"),
        .product(name: "Replay", package: "tt-debug"),
        .product(name: "LogFormat", package: "tt-debug"),
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)
