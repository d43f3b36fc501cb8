import Foundation
import Testing

/// The libraries that apps and readers link know no store, run on iOS 16 (no `Synchronization`), and
/// the CLI is a pure reader: checked on the source tree, so a stray import fails CI.
@Suite struct LayeringTests {
  /// The repository's root, from this file's path.
  private static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  /// Module names each target must not import.
  private static let forbidden: [(target: String, modules: [String])] = [
    (
      "JSONTree",
      [
        "LogFormat", "LogReading", "ValueCoding", "ActionLog", "Replay", "ComposableStore",
        "ComposableArchitecture", "Synchronization",
      ]
    ),
    // What records links no reader: reading, surveying, recovering and following live in
    // LogReading.
    (
      "LogFormat",
      [
        "LogReading", "ValueCoding", "ActionLog", "Replay", "ComposableStore",
        "ComposableArchitecture", "Synchronization",
      ]
    ),
    (
      "LogReading",
      [
        "ValueCoding", "ActionLog", "Replay", "ComposableStore", "ComposableArchitecture",
        "Synchronization",
      ]
    ),
    (
      "ValueCoding",
      [
        "LogReading", "ActionLog", "Replay", "ComposableStore", "ComposableArchitecture",
        "Synchronization",
      ]
    ),
    (
      "ActionLog",
      [
        "LogReading", "Replay", "ComposableStore", "ComposableStoreRecording",
        "ComposableArchitecture", "Synchronization",
      ]
    ),
    (
      "Replay",
      [
        "ActionLog", "ComposableStore", "ComposableStoreRecording", "ComposableArchitecture",
        "Synchronization",
      ]
    ),
    ("tt-debug", ["ActionLog", "ComposableStore", "ComposableStoreRecording", "ToolSupport"]),
    ("TimelinePage", ["ActionLog", "ComposableStore", "ComposableStoreRecording", "ToolSupport"]),
    // The page server is generic: it serves bytes and carries text, and knows no log or store.
    (
      "PageServer",
      [
        "JSONTree", "LogFormat", "LogReading", "ValueCoding", "ActionLog", "Replay",
        "TimelinePage", "ComposableStore", "ComposableArchitecture", "ToolSupport",
        "Synchronization",
      ]
    ),
    // The generator reads logs and knows no store: spellings come from StoreConventions.
    (
      "TestGeneration",
      [
        "ActionLog", "ValueCoding", "ComposableStore", "ComposableStoreRecording",
        "ComposableArchitecture", "ComposableArchitectureRecording", "ToolSupport",
      ]
    ),
    // A test store for the stand-in store, like TCA's own: no recorder, no log.
    ("ComposableStoreTesting", ["JSONTree", "LogFormat", "ValueCoding", "ActionLog", "Replay"]),
    // Each store's glue uses the public integration points only, like any third-party store's glue.
    // What an app links to record reads no log: replay over its reducer is a target of its own.
    (
      "ComposableArchitectureRecording",
      [
        "LogReading", "Replay", "ComposableStore", "ComposableStoreRecording", "ToolSupport",
        "Synchronization",
      ]
    ),
    (
      "ComposableArchitectureReplay",
      ["ComposableStore", "ComposableStoreRecording", "ToolSupport", "Synchronization"]
    ),
    (
      "ComposableStoreRecording",
      [
        "LogReading", "Replay", "ComposableArchitecture", "ComposableArchitectureRecording",
        "ToolSupport", "Synchronization",
      ]
    ),
    (
      "ComposableStoreReplay",
      [
        "ComposableArchitecture", "ComposableArchitectureRecording", "ToolSupport",
        "Synchronization",
      ]
    ),
    ("ToolSupport", ["ComposableArchitecture", "ComposableArchitectureRecording", "tt-debug"]),
    ("ComposableStore", ["JSONTree", "LogFormat", "ValueCoding", "ActionLog", "Replay"]),
    ("HeadlessBrowser", ["JSONTree", "LogFormat", "ValueCoding", "ActionLog", "Replay"]),
    ("tt-bench", ["ComposableArchitecture"]),
    ("tt-drills", ["ComposableArchitecture", "ComposableStore"]),
    ("tt-fuzz", ["ActionLog", "ComposableStore", "ToolSupport"]),
    (
      "DebugLinkWire",
      [
        "Foundation", "LogReading", "ActionLog", "Replay", "ComposableStore",
        "ComposableArchitecture", "Synchronization", "NIO",
      ]
    ),
    (
      "DebugLink",
      [
        "LogReading", "Replay", "ComposableStore", "ComposableArchitecture", "Synchronization",
        "NIO",
      ]
    ),
    // The time-travel glues are store glues: public integration points, no reader.
    (
      "ComposableStoreLink",
      [
        "LogReading", "Replay", "ComposableArchitecture", "ComposableArchitectureRecording",
        "ToolSupport", "Synchronization",
      ]
    ),
    (
      "ComposableArchitectureLink",
      [
        "LogReading", "Replay", "ComposableStore", "ComposableStoreRecording", "ToolSupport",
        "Synchronization",
      ]
    ),
    // attach's copy of the app's log: the writer only, no recorder, no store.
    (
      "LinkMirror",
      [
        "ActionLog", "ValueCoding", "Replay", "ComposableStore", "ComposableArchitecture",
        "DebugLink", "Synchronization",
      ]
    ),
  ]

  /// `(file, module)` for every import of a module in `target`'s sources.
  private static func imports(in target: String) throws -> [(file: String, module: String)] {
    let folder = root.appendingPathComponent("Sources/\(target)")
    guard let files = FileManager.default.enumerator(atPath: folder.path) else { return [] }
    var found: [(String, String)] = []
    for case let file as String in files where file.hasSuffix(".swift") {
      let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
      for line in text.split(separator: "\n") {
        let words = line.split(separator: " ")
        guard let index = words.firstIndex(of: "import"), index + 1 < words.count else { continue }
        let before = words[..<index].allSatisfy {
          $0.hasPrefix("@") || $0 == "public" || $0 == "package" || $0 == "internal"
        }
        if before { found.append((file, String(words[index + 1]))) }
      }
    }
    return found
  }

  /// The system-library targets: a module map over a C library, no Swift sources to check.
  static let systemLibraries: Set<String> = ["CZlib", "CLibEdit"]

  /// Every target under Sources/ has a row above, so a new target cannot skip the check.
  @Test func everyTargetHasALayerRule() throws {
    let folder = Self.root.appendingPathComponent("Sources")
    let targets = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter {
      !Self.systemLibraries.contains($0)
    }
    #expect(!targets.isEmpty)
    let ruled = Set(Self.forbidden.map(\.target))
    let missing = targets.filter { !ruled.contains($0) }.sorted()
    #expect(missing.isEmpty, "targets without a layer rule: \(missing)")
  }

  /// Each listed system library is one (a module map and no Swift), so the list cannot hide a
  /// Swift target from the check above.
  @Test(arguments: systemLibraries.sorted())
  func systemLibraryHasOnlyAModuleMap(_ target: String) throws {
    let folder = Self.root.appendingPathComponent("Sources/\(target)")
    let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
    #expect(files.contains("module.modulemap"), "\(target) has no module.modulemap")
    #expect(!files.contains { $0.hasSuffix(".swift") }, "\(target) holds Swift sources")
  }

  @Test(arguments: forbidden.map(\.target))
  func libraryImportsOnlyWhatItsLayerAllows(_ target: String) throws {
    let modules = try #require(Self.forbidden.first { $0.target == target }?.modules)
    let imports = try Self.imports(in: target)
    #expect(!imports.isEmpty, "no sources found for \(target) under \(Self.root.path)")
    let offending = imports.filter { modules.contains($0.module) }.map {
      "\($0.file): \($0.module)"
    }
    #expect(offending.isEmpty, "\(target) imports \(offending)")
  }
}
