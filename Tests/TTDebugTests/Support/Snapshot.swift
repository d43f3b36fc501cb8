import CustomDump
import Foundation
import Testing

/// Golden files under `Snapshots/`; `TT_RECORD_SNAPSHOTS=1` rewrites them.
enum Snapshot {
  static var directory: URL {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Snapshots")
  }

  /// Compares `actual` with the golden file `Snapshots/<name>.txt`, or rewrites the file when
  /// `TT_RECORD_SNAPSHOTS=1`.
  ///
  /// On Linux CustomDump's `expectNoDifference` does not reach Swift Testing (a mismatch passes
  /// silently), so the comparison is a plain `#expect` that carries CustomDump's diff as its
  /// comment.
  static func expect(
    _ actual: String, named name: String, sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let file = directory.appendingPathComponent(name + ".txt")
    if ProcessInfo.processInfo.environment["TT_RECORD_SNAPSHOTS"] == "1" {
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
      try Data(actual.utf8).write(to: file)
      return
    }
    guard let expected = try? String(contentsOf: file, encoding: .utf8) else {
      Issue.record(
        "no snapshot \(name).txt; run with TT_RECORD_SNAPSHOTS=1 to record it",
        sourceLocation: sourceLocation)
      return
    }
    #expect(
      actual == expected,
      Comment(rawValue: "snapshot \(name).txt\n" + (diff(expected, actual) ?? "")),
      sourceLocation: sourceLocation)
  }
}
