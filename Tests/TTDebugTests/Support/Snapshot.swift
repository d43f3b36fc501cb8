import CustomDump
import Foundation
import Testing

/// Golden files under `Snapshots/`; `TT_RECORD_SNAPSHOTS=1` rewrites them.
enum Snapshot {
  static var directory: URL {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Snapshots")
  }

  static func expect(
    _ actual: String, named name: String, fileID: StaticString = #fileID,
    filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) throws {
    let file = directory.appendingPathComponent(name + ".txt")
    if ProcessInfo.processInfo.environment["TT_RECORD_SNAPSHOTS"] == "1" {
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
      try Data(actual.utf8).write(to: file)
      return
    }
    guard let expected = try? String(contentsOf: file, encoding: .utf8) else {
      Issue.record(
        "no snapshot \(name).txt; run with TT_RECORD_SNAPSHOTS=1 to record it")
      return
    }
    expectNoDifference(
      actual, expected, fileID: fileID, filePath: filePath, line: line, column: column)
  }
}
