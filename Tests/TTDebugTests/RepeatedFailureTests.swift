import Foundation
import Testing

/// A failure that repeats for a run of states (a delta that does not apply breaks every state
/// after it) is said once, for its range, as a gap is.
@Suite struct RepeatedFailureTests {
  private func badDeltaLog() throws -> Workspace {
    let workspace = try Workspace()
    try FileManager.default.removeItem(atPath: workspace.log)
    try BadDeltaFixture.write(to: workspace.log)
    return workspace
  }

  @Test func exportSaysABrokenRunOfStatesOnceAndExits3() throws {
    let workspace = try badDeltaLog()
    let result = try workspace.run(["export", workspace.log])
    #expect(result.exitCode == 3)
    let seqs = result.stdout.split(separator: "\n").compactMap { line in
      (try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])?["seq"] as? Int
    }
    #expect(seqs == [0, 1, 2])
    let lines = result.stderr.split(separator: "\n").map(String.init)
    #expect(lines.count == 2, "\(result.stderr)")
    // The run is the gap every command names (to the next keyframe), said once.
    #expect(
      lines.first?.hasPrefix("tt-debug: gap #3…#8 lost: block 1 at byte ") == true,
      "\(result.stderr)")
    #expect(
      lines.first?.hasSuffix(", seq 3: its delta does not apply to the state before it") == true)
    #expect(
      lines.last
        == "tt-debug: exported every state the log can rebuild, which leaves out 1 gap of lost "
        + "records; see `tt-debug verify $DIR/session.ttlog`")
  }

  @Test func exportOfOneBrokenStateNamesIt() throws {
    let workspace = try badDeltaLog()
    let result = try workspace.run(["export", workspace.log, "--to", "3"])
    #expect(result.exitCode == 3)
    #expect(
      result.stderr.hasPrefix("tt-debug: gap #3…#8 lost: block 1 at byte "),
      "\(result.stderr)")
    #expect(result.stderr.split(separator: "\n").count == 2)
  }

  @Test func followingWithDiffNamesTheBrokenRunOnceAsTheGapEveryCommandNames() throws {
    let workspace = try badDeltaLog()
    let result = try workspace.run(["log", "-f", "--diff", workspace.log])
    #expect(result.exitCode == 0, "\(result.stderr)")
    #expect(!result.stderr.contains("warning:"), "\(result.stderr)")
    let lines = result.stdout.split(separator: "\n")
    let listed = lines.filter { $0.hasPrefix("#") }
    #expect(listed.count == 3, "\(result.stdout)")
    // #1 and #2 show their changes; from #3 on the run is the gap `log` and `export` name.
    #expect(
      listed.last?.contains("✕ #3…#8 lost: block 1 at byte ") == true
        && listed.last?.hasSuffix(", seq 3: its delta does not apply to the state before it")
          == true,
      "\(result.stdout)")
    let third = try #require(lines.firstIndex { $0.hasPrefix("#3 ") })
    #expect(lines[..<third].contains { $0.hasPrefix("+ ") || $0.hasPrefix("+   ") })
  }
}
