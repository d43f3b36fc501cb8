// swift-tools-version: 6.1
import PackageDescription

// The TCA integration's test bed: a seed app written as a TCA user would, and the tests of the
// glue (`ComposableArchitectureRecording`, in tt-debug behind its `ComposableArchitecture` trait)
// against real TCA. A package of its own so that tt-debug's CI, which has no TCA, never builds it;
// .github/workflows/tca.yml does, on macOS.
let package = Package(
  name: "tt-debug-composable-architecture",
  platforms: [.iOS(.v16), .macOS(.v13), .tvOS(.v16), .watchOS(.v9)],
  dependencies: [
    .package(name: "tt-debug", path: "../..", traits: ["ComposableArchitecture"]),
    .package(url: "https://github.com/pointfreeco/swift-composable-architecture", from: "1.23.0"),
    // TCA reports TestStore failures through swift-issue-reporting, which fails a Swift Testing
    // test only when this product is linked into the test target (without it, on Linux, a failure
    // is printed and the test passes).
    .package(url: "https://github.com/pointfreeco/xctest-dynamic-overlay", from: "1.4.0"),
  ],
  targets: [
    // The seed app: the enum app root (tabs, a history stack, an edit sheet, a delete alert, a
    // `@Shared` value written from a pushed screen and outside any action) over an API client
    // (login, paged list, search as you type, a save retried), written as a TCA user would.
    .target(
      name: "AppRootTCA",
      dependencies: [
        .product(name: "ComposableArchitectureRecording", package: "tt-debug"),
        .product(name: "ActionLog", package: "tt-debug"),
        .product(name: "ValueCoding", package: "tt-debug"),
        .product(name: "Replay", package: "tt-debug"),
        .product(name: "ComposableArchitectureReplay", package: "tt-debug"),
        .product(name: "ComposableArchitectureLink", package: "tt-debug"),
        .product(name: "DebugLink", package: "tt-debug"),
        .product(name: "DebugLinkWire", package: "tt-debug"),
        .product(name: "ComposableArchitecture", package: "swift-composable-architecture"),
      ]
    ),
    .executableTarget(
      name: "app-root-tca",
      dependencies: [
        "AppRootTCA", .product(name: "DebugLink", package: "tt-debug"),
        .product(name: "DebugLinkWire", package: "tt-debug"),
      ]),
    .testTarget(
      name: "ComposableArchitectureRecordingTests",
      dependencies: [
        .product(name: "ComposableArchitectureRecording", package: "tt-debug"), "AppRootTCA",
        .product(name: "ComposableArchitecture", package: "swift-composable-architecture"),
        .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"),
        .product(name: "ActionLog", package: "tt-debug"),
        .product(name: "Replay", package: "tt-debug"),
        .product(name: "ComposableArchitectureReplay", package: "tt-debug"),
        .product(name: "LogFormat", package: "tt-debug"),
        .product(name: "ValueCoding", package: "tt-debug"),
        .product(name: "JSONTree", package: "tt-debug"),
        // The time-travel root over TCA.
        .product(name: "DebugLink", package: "tt-debug"),
        .product(name: "DebugLinkWire", package: "tt-debug"),
        .product(name: "ComposableArchitectureLink", package: "tt-debug"),
        // The stand-in store and its glue, to compare effect records for the same behaviour. Linux
        // only: the stand-in uses Synchronization's Mutex, which needs macOS 15 (this package: 13).
        .product(
          name: "ComposableStore", package: "tt-debug", condition: .when(platforms: [.linux])),
        .product(
          name: "ComposableStoreRecording", package: "tt-debug",
          condition: .when(platforms: [.linux])),
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)
