import Foundation
import Testing

/// A log whose header block is damaged but whose records are intact: `log` and `open` list every
/// record and say once, on stderr, what was lost — as `info` does on its status line.
@Suite struct HeaderDamageTests {
  /// The workspace's log with two bytes inside the header block's deflate data flipped (more than
  /// the index's check table puts right).
  static func damagedWorkspace() throws -> Workspace {
    let workspace = try Workspace()
    let handle = try #require(FileHandle(forUpdatingAtPath: workspace.log))
    try handle.seek(toOffset: 60)
    let bytes = try #require(try handle.read(upToCount: 2))
    try handle.seek(toOffset: 60)
    try handle.write(contentsOf: Data(bytes.map { $0 ^ 0x22 }))
    try handle.close()
    return workspace
  }

  @Test func logListsEveryRecordAndWarnsOnce() throws {
    let intact = try Workspace()
    let expected = try intact.run(["log", intact.log, "--no-pager"])
    let workspace = try Self.damagedWorkspace()
    let result = try workspace.run(["log", workspace.log, "--no-pager"])
    #expect(result.exitCode == 0)
    #expect(result.stdout == expected.stdout)
    let lines = result.stderr.split(separator: "\n")
    #expect(lines.count == 1, "\(result.stderr)")
    #expect(
      lines.first?.hasPrefix("tt-debug: warning: $DIR/session.ttlog: block 0 at byte 0") == true)
    #expect(expected.stderr.isEmpty)
  }

  @Test func openWarnsOnceBeforeThePrompt() throws {
    let workspace = try Self.damagedWorkspace()
    let result = try workspace.run(["open", workspace.log], stdin: "where\n")
    let warnings = result.stderr.split(separator: "\n").filter { $0.contains("warning:") }
    #expect(warnings.count == 1, "\(result.stderr)")
    #expect(warnings.first?.contains("the app, state and action types are unknown") == true)
  }

  @Test func infoSaysWhatTheDamagedHeaderHidAndWhichBlockIsDamaged() throws {
    let workspace = try Self.damagedWorkspace()
    let info = try workspace.run(["info", workspace.log])
    let rows = info.stdout.split(separator: "\n").map(String.init)
    #expect(rows.contains { $0.hasPrefix("format ") && $0.hasSuffix("created unknown") })
    #expect(rows.contains("app      unknown (the header block is damaged)"), "\(info.stdout)")
    // The header block is not a keyframe: the damage is named as what it is.
    #expect(
      rows.contains { $0.hasPrefix("blocks ") && $0.hasSuffix("; the header block damaged") },
      "\(info.stdout)")
  }
}
