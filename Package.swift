// swift-tools-version: 6.1
import PackageDescription

let package = Package(
  name: "tt-debug",
  // The libraries apps link (LogFormat, ValueCoding, ActionLog, Replay) run wherever a TCA 1.x app
  // ships, and so does the reader (LogReading); the tools run on the developer's machine.
  platforms: [.iOS(.v16), .macOS(.v13), .tvOS(.v16), .watchOS(.v9)],
  products: [
    .library(name: "JSONTree", targets: ["JSONTree"]),
    .library(name: "LogFormat", targets: ["LogFormat"]),
    // Reading, surveying, repairing and following a log: for readers, not linked by the writer.
    .library(name: "LogReading", targets: ["LogReading"]),
    // Redaction policies and the integration points a store's glue conforms to.
    .library(name: "ValueCoding", targets: ["ValueCoding"]),
    .library(name: "ActionLog", targets: ["ActionLog"]),
    .library(name: "Replay", targets: ["Replay"]),
    .library(name: "ComposableStore", targets: ["ComposableStore"]),
    .library(name: "ComposableStoreRecording", targets: ["ComposableStoreRecording"]),
    // A TestStore for the stand-in store, with TCA's TestStore API (tests only).
    .library(name: "ComposableStoreTesting", targets: ["ComposableStoreTesting"]),
    // A log to a Swift Testing file that replays it through a test store (tt-debug test).
    .library(name: "TestGeneration", targets: ["TestGeneration"]),
    .library(name: "TimelinePage", targets: ["TimelinePage"]),
    // TCA apps: `.recording(to:)` on any TCA reducer. Enable the trait `ComposableArchitecture`.
    .library(
      name: "ComposableArchitectureRecording", targets: ["ComposableArchitectureRecording"]),
    .executable(name: "tt-debug", targets: ["tt-debug"]),
    .executable(name: "tt-bench", targets: ["tt-bench"]),
    .executable(name: "nav-samples", targets: ["nav-samples"]),
  ],
  // Off by default, so a build without it never resolves TCA (SwiftPM prunes trait-only
  // dependencies): tt-debug's own CI builds and tests everything else without TCA.
  traits: [
    .trait(
      name: "ComposableArchitecture",
      description: "The ComposableArchitectureRecording glue for TCA 1.x apps (brings TCA).")
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    .package(url: "https://github.com/apple/swift-collections", from: "1.6.0"),
    .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
    .package(url: "https://github.com/pointfreeco/swift-custom-dump", from: "1.7.3"),
    .package(url: "https://github.com/pointfreeco/swift-identified-collections", from: "1.1.1"),
    .package(url: "https://github.com/pointfreeco/swift-composable-architecture", from: "1.23.0"),
  ],
  targets: [
    .systemLibrary(
      name: "CZlib",
      pkgConfig: "zlib",
      providers: [.apt(["zlib1g-dev"]), .brew(["zlib"])]
    ),
    // The pipeline, one way: store → recorder → writer → file → reader → timeline → CLI.
    // JSONTree: JSON values, their parser and writer, JSON Pointer, RFC 6902 patches and diffs.
    .target(
      name: "JSONTree",
      dependencies: [.product(name: "OrderedCollections", package: "swift-collections")]
    ),
    // LogFormat: the .ttlog container, blocks and record schemas, and the writer.
    .target(
      name: "LogFormat",
      dependencies: [
        "CZlib", "JSONTree",
        .product(name: "OrderedCollections", package: "swift-collections"),
      ]
    ),
    // LogReading: a log read back (block table, damage, survey, repaired copy, following a log
    // being written). What records links LogFormat alone.
    .target(name: "LogReading", dependencies: ["CZlib", "JSONTree", "LogFormat"]),
    // ValueCoding: Swift values <-> JSON trees (Codable and reflection), redaction, summaries, and
    // the integration points through which a store describes its navigation and shared types.
    .target(
      name: "ValueCoding",
      dependencies: [
        "JSONTree", .product(name: "OrderedCollections", package: "swift-collections"), "LogFormat",
      ]),
    // ActionLog: the recorder (routes, causes, shared references, the off-thread pipeline).
    .target(
      name: "ActionLog",
      dependencies: [
        "JSONTree", "LogFormat", "ValueCoding",
        .product(name: "Logging", package: "swift-log"),
      ]
    ),
    // Replay: timeline, diffs, typed rebuild, reducer replay over any reduce function.
    .target(name: "Replay", dependencies: ["JSONTree", "LogFormat", "LogReading", "ValueCoding"]),
    // A store and its glue: the stand-in TCA-shaped store, and what gives it `.recording(to:)` and
    // reducer replay through the public integration points, as any store's glue would.
    // libedit for `tt-debug open`'s line editing (apt libedit-dev; macOS ships it).
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
      name: "ComposableStoreRecording",
      dependencies: ["ValueCoding", "LogFormat", "ComposableStore", "ActionLog", "Replay"]
    ),
    .target(
      name: "ComposableStoreTesting",
      dependencies: [
        "ComposableStore", .product(name: "CustomDump", package: "swift-custom-dump"),
      ]
    ),
    // TestGeneration: a log as a TestStore test (tt-debug test); knows no store, only spellings.
    .target(
      name: "TestGeneration", dependencies: ["JSONTree", "LogFormat", "LogReading", "Replay"]),
    // TimelinePage: a log as one self-contained HTML page (tt-debug html).
    .target(
      name: "TimelinePage", dependencies: ["JSONTree", "LogFormat", "LogReading", "Replay"]),
    // Headless Chromium for the html page's tests and benchmark; tools and tests only.
    .target(name: "HeadlessBrowser"),
    // The TCA glue: type adapters and one reducer wrapper over the same integration points. Its
    // sources are empty without the trait; its tests and seed app are in Integrations/.
    .target(
      name: "ComposableArchitectureRecording",
      dependencies: [
        "ValueCoding",
        "ActionLog", "Replay",
        .product(
          name: "ComposableArchitecture", package: "swift-composable-architecture",
          condition: .when(traits: ["ComposableArchitecture"])),
      ]
    ),
    .executableTarget(
      name: "tt-debug",
      dependencies: [
        "JSONTree",
        "LogFormat", "LogReading", "Replay", "TimelinePage", "TestGeneration", "CLibEdit",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),
    .target(
      name: "ToolSupport",
      dependencies: [
        "JSONTree", "LogFormat", "LogReading",
        "ActionLog", "ComposableStore", "ComposableStoreRecording",
        .product(name: "IdentifiedCollections", package: "swift-identified-collections"),
      ]
    ),
    .executableTarget(
      name: "tt-bench",
      dependencies: [
        "JSONTree", "LogFormat", "LogReading", "ValueCoding",
        "ActionLog", "Replay", "ComposableStore", "ComposableStoreRecording", "CZlib",
        "ToolSupport",
        "TimelinePage", "HeadlessBrowser",
        "SampleSupport", "SplitViewSample", "TabStackSample", "AppRootSample", "SignUpSample",
        .product(name: "CustomDump", package: "swift-custom-dump"),
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
        .product(name: "IdentifiedCollections", package: "swift-identified-collections"),
      ]
    ),
    .executableTarget(
      name: "tt-drills",
      dependencies: [
        "JSONTree", "LogFormat", "LogReading",
        "ActionLog", "Replay", "ComposableStore", "ComposableStoreRecording", "ToolSupport",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),
    .executableTarget(name: "tt-fuzz", dependencies: ["LogFormat", "LogReading", "Replay"]),
    .testTarget(name: "JSONTreeTests", dependencies: ["JSONTree", "ToolSupport"]),
    .testTarget(name: "ToolSupportTests", dependencies: ["ToolSupport", "Replay"]),
    .testTarget(
      name: "ComposableStoreTests",
      dependencies: ["ComposableStore"]
    ),
    .testTarget(
      name: "ActionLogTests",
      dependencies: [
        "JSONTree",
        "LogFormat", "LogReading", "ValueCoding", "ActionLog", "ComposableStore",
        "ComposableStoreRecording",
        "ToolSupport",
        .product(name: "CustomDump", package: "swift-custom-dump"),
      ]
    ),
    .testTarget(
      name: "ComposableStoreRecordingTests",
      dependencies: [
        "JSONTree", "LogFormat", "LogReading", "ValueCoding",
        "ActionLog", "Replay", "ComposableStore", "ComposableStoreRecording", "ToolSupport",
        .product(name: "CustomDump", package: "swift-custom-dump"),
      ]
    ),
    .testTarget(
      name: "ReplayTests",
      dependencies: [
        "JSONTree", "LogFormat", "LogReading", "ValueCoding",
        "Replay", "ActionLog", "ComposableStore", "ComposableStoreRecording", "ToolSupport",
        .product(name: "CustomDump", package: "swift-custom-dump"),
      ]
    ),
    .target(
      name: "SampleSupport",
      dependencies: [
        "LogFormat", "ValueCoding", "ComposableStore", "ComposableStoreRecording", "ActionLog",
        "Replay",
      ],
      path: "samples/SampleSupport"
    ),
    .target(
      name: "SplitViewSample",
      dependencies: [
        "ComposableStore", "ComposableStoreRecording", "SampleSupport", "ActionLog",
        .product(name: "IdentifiedCollections", package: "swift-identified-collections"),
      ],
      path: "samples/SplitView"
    ),
    .target(
      name: "TabStackSample",
      dependencies: ["ComposableStore", "ComposableStoreRecording", "SampleSupport", "ActionLog"],
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
        "Replay", "ComposableStore", "ComposableStoreRecording",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ],
      path: "samples/nav-samples"
    ),
    .testTarget(
      name: "NavigationSamplesTests",
      dependencies: [
        "LogFormat", "LogReading",
        "ComposableStore", "SampleSupport", "SplitViewSample", "TabStackSample", "AppRootSample",
        "SignUpSample", "ActionLog", "Replay", "ComposableStoreRecording",
      ]
    ),
    .testTarget(
      name: "ComposableStoreTestingTests",
      dependencies: ["ComposableStore", "ComposableStoreTesting"]
    ),
    .testTarget(
      name: "TestGenerationTests", dependencies: ["TestGeneration", "JSONTree", "LogFormat"]),
    // The tests tt-debug test wrote from the four sample logs, and the mutation check over them.
    .testTarget(
      name: "GeneratedSampleTests",
      dependencies: [
        "ComposableStore", "ComposableStoreTesting", "ComposableStoreRecording", "Replay",
        "SampleSupport", "SplitViewSample", "TabStackSample", "AppRootSample", "SignUpSample",
      ],
      path: "samples/generated-tests",
      exclude: [
        "README.md", "regenerate.sh", "app-root.ttlog", "sign-up.ttlog", "split-view.ttlog",
        "tab-stack.ttlog", "tca",
      ]
    ),
    .testTarget(
      name: "TTDebugTests",
      dependencies: [
        "JSONTree",
        "LogFormat", "LogReading", "ActionLog", "HeadlessBrowser",
        .product(name: "CustomDump", package: "swift-custom-dump"),
      ],
      exclude: ["Snapshots"]
    ),
  ],
  swiftLanguageModes: [.v6]
)
