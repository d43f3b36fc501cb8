// swift-tools-version: 6.1
import PackageDescription

// The targets in tiers, read top to bottom as the pipeline:
// store → recorder → writer → file → reader → timeline → CLI.
let package = Package(
  name: "tt-debug",
  // The libraries an app links to record (LogFormat, ValueCoding, ActionLog), and Replay, which its
  // tests link, run wherever a TCA 1.x app ships; the tools run on the developer's machine.
  platforms: [.iOS(.v16), .macOS(.v13), .tvOS(.v16), .watchOS(.v9)],
  products: [
    // What an app links to record (and, in its tests, to replay).
    .library(name: "JSONTree", targets: ["JSONTree"]),
    .library(name: "LogFormat", targets: ["LogFormat"]),
    .library(name: "ValueCoding", targets: ["ValueCoding"]),
    .library(name: "ActionLog", targets: ["ActionLog"]),
    .library(name: "Replay", targets: ["Replay"]),
    // The debug link: an app's connection to `tt-debug attach`, and the frames both ends speak.
    .library(name: "DebugLinkWire", targets: ["DebugLinkWire"]),
    .library(name: "DebugLink", targets: ["DebugLink"]),
    // Store glues. TCA apps: `.recording(to:)` on any TCA reducer; enable the trait
    // `ComposableArchitecture`.
    .library(
      name: "ComposableArchitectureRecording", targets: ["ComposableArchitectureRecording"]),
    .library(name: "ComposableArchitectureReplay", targets: ["ComposableArchitectureReplay"]),
    .library(name: "ComposableArchitectureLink", targets: ["ComposableArchitectureLink"]),
    // The test bench: the stand-in TCA-shaped store, its glue, its replay and its TestStore.
    .library(name: "ComposableStore", targets: ["ComposableStore"]),
    .library(name: "ComposableStoreRecording", targets: ["ComposableStoreRecording"]),
    .library(name: "ComposableStoreReplay", targets: ["ComposableStoreReplay"]),
    .library(name: "ComposableStoreTesting", targets: ["ComposableStoreTesting"]),
    .library(name: "ComposableStoreLink", targets: ["ComposableStoreLink"]),
    // Readers: a log read back, the html page, the test writer, the CLI.
    .library(name: "LogReading", targets: ["LogReading"]),
    .library(name: "TimelinePage", targets: ["TimelinePage"]),
    .library(name: "TestGeneration", targets: ["TestGeneration"]),
    .executable(name: "tt-debug", targets: ["tt-debug"]),
    // Tools and samples.
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
    // MARK: The libraries an app links. They know no store, import no Synchronization and run on
    // iOS 16 / macOS 13.
    .systemLibrary(
      name: "CZlib",
      pkgConfig: "zlib",
      providers: [.apt(["zlib1g-dev"]), .brew(["zlib"])]
    ),
    // JSON values, their parser and writer, JSON Pointer, RFC 6902 patches and diffs.
    .target(
      name: "JSONTree",
      dependencies: [.product(name: "OrderedCollections", package: "swift-collections")]
    ),
    // The .ttlog container, blocks, record schemas and the writer. Reading a log back is
    // LogReading's, which an app that records does not link.
    .target(name: "LogFormat", dependencies: ["CZlib", "JSONTree"]),
    // A log read back: block table, one walk over the blocks, damage, survey, repaired copy,
    // following a log being written. Replay and the readers below link it; the recorder does not.
    .target(name: "LogReading", dependencies: ["CZlib", "JSONTree", "LogFormat"]),
    // Swift values <-> JSON trees (Codable and reflection), redaction, summaries, and the
    // integration points through which a store describes its navigation and shared types.
    .target(
      name: "ValueCoding",
      dependencies: [
        "JSONTree", .product(name: "OrderedCollections", package: "swift-collections"),
      ]),
    // The recorder: routes, causes, shared references, the off-thread pipeline.
    .target(
      name: "ActionLog",
      dependencies: [
        "JSONTree", "LogFormat", "ValueCoding", .product(name: "Logging", package: "swift-log"),
      ]
    ),
    // Timelines over logs, diffs, typed rebuild, reducer replay over any reduce function.
    .target(
      name: "Replay", dependencies: ["JSONTree", "LogFormat", "LogReading", "ValueCoding"]),

    // The debug link's wire: frames, messages, token, POSIX sockets. Both ends link it.
    .target(name: "DebugLinkWire", dependencies: ["JSONTree"]),
    // The app's end of `tt-debug attach`: connects out, streams the recorder's lines, obeys.
    .target(
      name: "DebugLink",
      dependencies: ["DebugLinkWire", "JSONTree", "LogFormat", "ValueCoding", "ActionLog"]),

    // `attach`'s copy of the app's streamed log, written as a local .ttlog.
    .target(name: "LinkMirror", dependencies: ["JSONTree", "LogFormat"]),

    // MARK: Store glues: conformances to the integration points and one reducer wrapper each.
    // TCA's glue. Its sources are empty without the trait; its tests and seed app are the package
    // in Integrations/ComposableArchitecture.
    .target(
      name: "ComposableArchitectureRecording",
      dependencies: [
        "ValueCoding", "ActionLog",
        .product(
          name: "ComposableArchitecture", package: "swift-composable-architecture",
          condition: .when(traits: ["ComposableArchitecture"])),
      ]
    ),
    // Reducer replay over a TCA reducer, for the app's tests: apart from the glue, so an app that
    // records links no reader.
    .target(
      name: "ComposableArchitectureReplay",
      dependencies: [
        "ComposableArchitectureRecording", "Replay",
        .product(
          name: "ComposableArchitecture", package: "swift-composable-architecture",
          condition: .when(traits: ["ComposableArchitecture"])),
      ]
    ),
    // Time travel over TCA: a TimeTravelRoot that makes TCA stores at any state.
    .target(
      name: "ComposableArchitectureLink",
      dependencies: [
        "DebugLink", "ActionLog", "ComposableArchitectureRecording",
        .product(
          name: "ComposableArchitecture", package: "swift-composable-architecture",
          condition: .when(traits: ["ComposableArchitecture"])),
      ]
    ),
    // The test bench: a small TCA-shaped store that runs the samples headless, its glue (public
    // integration points only, as any store's glue), and a TestStore with TCA's API.
    .target(name: "ComposableStore"),
    .target(
      name: "ComposableStoreRecording",
      dependencies: ["ValueCoding", "ComposableStore", "ActionLog"]
    ),
    // Reducer replay and typed rebuild over the stand-in store, apart from its glue as TCA's is.
    .target(
      name: "ComposableStoreReplay",
      dependencies: ["ComposableStore", "ComposableStoreRecording", "Replay"]
    ),
    // Time travel over the stand-in store: its stores made at any state by a TimeTravelRoot.
    .target(
      name: "ComposableStoreLink",
      dependencies: ["ComposableStore", "ComposableStoreRecording", "DebugLink", "ActionLog"]
    ),
    .target(
      name: "ComposableStoreTesting",
      dependencies: [
        "ComposableStore", .product(name: "CustomDump", package: "swift-custom-dump"),
      ]
    ),

    // MARK: Readers: they link no recorder and no store.
    // A log as one self-contained HTML page (tt-debug html).
    .target(name: "TimelinePage", dependencies: ["JSONTree", "LogFormat", "LogReading", "Replay"]),
    // A log as a TestStore test (tt-debug test); knows no store, only spellings.
    .target(
      name: "TestGeneration", dependencies: ["JSONTree", "LogFormat", "LogReading", "Replay"]),
    // libedit for `tt-debug open`'s line editing (apt libedit-dev; macOS ships it).
    .systemLibrary(
      name: "CLibEdit",
      pkgConfig: "libedit",
      providers: [.apt(["libedit-dev"]), .brew(["libedit"])]
    ),
    // The command-line debugger: parse arguments, call the libraries, print.
    .executableTarget(
      name: "tt-debug",
      dependencies: [
        "JSONTree", "LogFormat", "LogReading", "Replay", "TimelinePage", "TestGeneration",
        "DebugLinkWire", "LinkMirror",
        "CLibEdit",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),

    // MARK: Tools: what the tools and tests share, the benchmark, the fault drills, the fuzzer.
    .target(
      name: "ToolSupport",
      dependencies: [
        "CZlib", "JSONTree", "LogFormat", "LogReading", "ActionLog", "ComposableStore",
        "ComposableStoreRecording",
        .product(name: "IdentifiedCollections", package: "swift-identified-collections"),
      ]
    ),
    // Headless Chromium for the html page's tests and benchmark.
    .target(name: "HeadlessBrowser"),
    .executableTarget(
      name: "tt-bench",
      dependencies: [
        "JSONTree", "LogFormat", "LogReading", "ValueCoding", "ActionLog", "Replay",
        "ComposableStore",
        "ComposableStoreRecording", "ComposableStoreReplay", "CZlib", "ToolSupport", "TimelinePage",
        "HeadlessBrowser", "DebugLinkWire", "DebugLink", "ComposableStoreLink", "LinkMirror",
        "SampleSupport", "SplitViewSample", "TabStackSample", "AppRootSample", "SignUpSample",
        "BookshelfSample", "ComposableStoreTesting",
        .product(name: "CustomDump", package: "swift-custom-dump"),
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),
    .executableTarget(
      name: "tt-drills",
      dependencies: [
        "JSONTree", "LogFormat", "LogReading", "ActionLog", "Replay", "ToolSupport",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),
    .executableTarget(name: "tt-fuzz", dependencies: ["LogFormat", "LogReading", "Replay"]),

    // MARK: Samples: the seed apps on the stand-in store, and `nav-samples`, which records
    // their scripted sessions and replays logs through their reducers.
    .target(
      name: "SampleSupport",
      dependencies: [
        "LogFormat", "ValueCoding", "ComposableStore", "ComposableStoreRecording", "ActionLog",
      ],
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
    .target(
      name: "BookshelfSample",
      dependencies: ["ComposableStore", "SampleSupport"],
      path: "samples/Bookshelf"
    ),
    // A search whose older response can overwrite a newer one: the other-orders check's sample.
    .target(
      name: "RaceSample",
      dependencies: ["ComposableStore", "SampleSupport"],
      path: "samples/Race"
    ),
    .executableTarget(
      name: "nav-samples",
      dependencies: [
        "SampleSupport", "SplitViewSample", "TabStackSample", "AppRootSample", "SignUpSample",
        "BookshelfSample", "RaceSample",
        "LogFormat", "Replay", "ComposableStore", "ComposableStoreRecording",
        "ComposableStoreReplay", "ActionLog", "DebugLinkWire", "DebugLink", "ComposableStoreLink",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ],
      path: "samples/nav-samples"
    ),

    // MARK: Tests, one target per tier above.
    .testTarget(name: "JSONTreeTests", dependencies: ["JSONTree", "ToolSupport"]),
    // The container and records; logs written through the recorder.
    .testTarget(
      name: "LogFormatTests",
      dependencies: [
        "JSONTree", "LogFormat", "LogReading", "ValueCoding", "ActionLog", "ToolSupport",
      ]
    ),
    // A log read back: damage, correction, salvage, repair, following.
    .testTarget(
      name: "LogReadingTests",
      dependencies: [
        "JSONTree", "LogFormat", "LogReading", "ValueCoding", "ActionLog", "ToolSupport",
      ]
    ),
    .testTarget(
      name: "ValueCodingTests",
      dependencies: [
        "JSONTree", "LogFormat", "ValueCoding", "ActionLog",
        .product(name: "CustomDump", package: "swift-custom-dump"),
      ]
    ),
    // The recorder, the integration points, and the layering of the whole package.
    .testTarget(
      name: "ActionLogTests",
      dependencies: [
        "JSONTree", "LogFormat", "LogReading", "ValueCoding", "ActionLog", "ToolSupport",
      ]
    ),
    .testTarget(
      name: "ReplayTests",
      dependencies: [
        "JSONTree", "LogFormat", "LogReading", "ValueCoding", "Replay", "ActionLog",
        "ComposableStore",
        "ComposableStoreRecording", "ComposableStoreReplay", "ToolSupport",
        .product(name: "CustomDump", package: "swift-custom-dump"),
      ]
    ),
    .testTarget(name: "ComposableStoreTests", dependencies: ["ComposableStore"]),
    .testTarget(
      name: "DebugLinkTests",
      dependencies: [
        "DebugLinkWire", "DebugLink", "LinkMirror", "LogReading", "ToolSupport", "ActionLog",
        "JSONTree", "Replay",
        "ComposableStore", "ComposableStoreRecording", "ComposableStoreReplay",
        "ComposableStoreLink",
        "SampleSupport",
        "SplitViewSample", "TabStackSample", "AppRootSample", "SignUpSample", "BookshelfSample",
        "RaceSample",
      ]
    ),
    .testTarget(
      name: "ComposableStoreRecordingTests",
      dependencies: [
        "JSONTree", "LogFormat", "LogReading", "ValueCoding", "ActionLog", "Replay",
        "ComposableStore",
        "ComposableStoreRecording", "ComposableStoreReplay", "ToolSupport",
      ]
    ),
    .testTarget(
      name: "ComposableStoreTestingTests",
      dependencies: [
        "ComposableStore", "ComposableStoreTesting", "ComposableStoreReplay", "Replay",
      ]
    ),
    .testTarget(
      name: "TestGenerationTests",
      dependencies: [
        "TestGeneration", "JSONTree", "ActionLog", "ValueCoding", "Replay", "ToolSupport",
      ]
    ),
    .testTarget(
      name: "TTDebugTests",
      dependencies: [
        "JSONTree", "LogFormat", "LogReading", "ActionLog", "HeadlessBrowser", "ToolSupport",
        "DebugLinkWire", "Replay", "TimelinePage",
        .product(name: "CustomDump", package: "swift-custom-dump"),
      ],
      exclude: ["Snapshots"]
    ),
    .testTarget(name: "ToolSupportTests", dependencies: ["LogFormat", "ToolSupport", "Replay"]),
    .testTarget(
      name: "NavigationSamplesTests",
      dependencies: [
        "LogFormat", "LogReading", "ComposableStore", "SampleSupport", "SplitViewSample",
        "TabStackSample",
        "AppRootSample", "SignUpSample", "BookshelfSample", "RaceSample", "ActionLog", "Replay",
        "ComposableStoreRecording", "ComposableStoreReplay", "ToolSupport",
      ]
    ),
    // The tests tt-debug test wrote from the four sample logs, and the mutation check over them.
    .testTarget(
      name: "GeneratedSampleTests",
      dependencies: [
        "ComposableStore", "ComposableStoreTesting", "ComposableStoreReplay", "Replay",
        "SampleSupport", "SplitViewSample", "TabStackSample", "AppRootSample", "SignUpSample",
        "BookshelfSample", "RaceSample",
      ],
      path: "samples/generated-tests",
      exclude: [
        "README.md", "regenerate.sh", "app-root.ttlog", "sign-up.ttlog", "split-view.ttlog",
        "tab-stack.ttlog", "bookshelf.ttlog", "race.ttlog", "tca",
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)
