// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "tt-debug",
  platforms: [.macOS(.v15)],
  products: [
    .library(name: "ComposableStore", targets: ["ComposableStore"]),
    .library(name: "ActionLog", targets: ["ActionLog"]),
    .library(name: "Replay", targets: ["Replay"]),
    .executable(name: "tt-debug", targets: ["tt-debug"]),
    .executable(name: "tt-bench", targets: ["tt-bench"]),
    .executable(name: "nav-samples", targets: ["nav-samples"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    .package(url: "https://github.com/apple/swift-collections", from: "1.6.0"),
    .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
    .package(url: "https://github.com/pointfreeco/swift-custom-dump", from: "1.7.3"),
    .package(url: "https://github.com/pointfreeco/swift-identified-collections", from: "1.1.1"),
  ],
  targets: [
    .systemLibrary(
      name: "CZlib",
      pkgConfig: "zlib",
      providers: [.apt(["zlib1g-dev"]), .brew(["zlib"])]
    ),
    .systemLibrary(
      name: "CLibEdit",
      pkgConfig: "libedit",
      providers: [.apt(["libedit-dev"]), .brew(["libedit"])]
    ),
    .target(
      name: "ComposableStore",
      dependencies: [
        .product(name: "IdentifiedCollections", package: "swift-identified-collections")
      ]
    ),
    .target(
      name: "ActionLog",
      dependencies: [
        "CZlib",
        "ComposableStore",
        .product(name: "OrderedCollections", package: "swift-collections"),
        .product(name: "Logging", package: "swift-log"),
      ]
    ),
    .target(name: "Replay", dependencies: ["ActionLog", "ComposableStore"]),
    .executableTarget(
      name: "tt-debug",
      dependencies: [
        "ActionLog", "Replay", "CLibEdit",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),
    .executableTarget(
      name: "tt-bench",
      dependencies: [
        "ActionLog", "Replay", "ComposableStore", "CZlib",
        "SampleSupport", "SplitViewSample", "TabStackSample", "AppRootSample", "SignUpSample",
        .product(name: "CustomDump", package: "swift-custom-dump"),
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
        .product(name: "IdentifiedCollections", package: "swift-identified-collections"),
      ]
    ),
    .executableTarget(
      name: "tt-drills",
      dependencies: [
        "ActionLog", "Replay", "ComposableStore",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),
    .executableTarget(name: "tt-fuzz", dependencies: ["ActionLog", "Replay"]),
    .testTarget(
      name: "ComposableStoreTests",
      dependencies: ["ComposableStore"]
    ),
    .testTarget(
      name: "ActionLogTests",
      dependencies: [
        "ActionLog", "ComposableStore",
        .product(name: "CustomDump", package: "swift-custom-dump"),
      ]
    ),
    .testTarget(
      name: "ReplayTests",
      dependencies: [
        "Replay", "ActionLog", "ComposableStore",
        .product(name: "CustomDump", package: "swift-custom-dump"),
      ]
    ),
    .target(
      name: "SampleSupport",
      dependencies: ["ComposableStore", "ActionLog"],
      path: "samples/SampleSupport"
    ),
    .target(
      name: "SplitViewSample",
      dependencies: [
        "ComposableStore", "SampleSupport", "ActionLog",
        .product(name: "IdentifiedCollections", package: "swift-identified-collections"),
      ],
      path: "samples/SplitView"
    ),
    .target(
      name: "TabStackSample",
      dependencies: ["ComposableStore", "SampleSupport", "ActionLog"],
      path: "samples/TabStack"
    ),
    .target(
      name: "AppRootSample",
      dependencies: [
        "ComposableStore", "SampleSupport",
        .product(name: "IdentifiedCollections", package: "swift-identified-collections"),
      ],
      path: "samples/AppRoot"
    ),
    .target(
      name: "SignUpSample",
      dependencies: ["ComposableStore", "SampleSupport"],
      path: "samples/SignUp"
    ),
    .executableTarget(
      name: "nav-samples",
      dependencies: [
        "SampleSupport", "SplitViewSample", "TabStackSample", "AppRootSample", "SignUpSample",
        "Replay", "ComposableStore",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ],
      path: "samples/nav-samples"
    ),
    .testTarget(
      name: "NavigationSamplesTests",
      dependencies: [
        "ComposableStore", "SampleSupport", "SplitViewSample", "TabStackSample", "AppRootSample",
        "SignUpSample", "ActionLog", "Replay",
      ]
    ),
    .testTarget(
      name: "TTDebugTests",
      dependencies: [
        "ActionLog", .product(name: "CustomDump", package: "swift-custom-dump"),
      ],
      exclude: ["Snapshots"]
    ),
  ],
  swiftLanguageModes: [.v6]
)
