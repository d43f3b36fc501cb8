import Foundation
import Testing

/// The cursor kept between invocations under `$XDG_STATE_HOME/tt-debug/`.
@Suite struct CursorTests {
  private func firstLine(_ result: CLIResult) -> String {
    String(result.stdout.split(separator: "\n").first ?? "")
  }

  @Test func cursorPersistsAcrossInvocations() throws {
    let workspace = try Workspace()
    #expect(firstLine(try workspace.run(["jump", workspace.log, "2"])).hasPrefix("#2/6"))
    #expect(firstLine(try workspace.run(["step", workspace.log])).hasPrefix("#3/6"))
    #expect(firstLine(try workspace.run(["step", workspace.log, "2"])).hasPrefix("#5/6"))
    #expect(firstLine(try workspace.run(["back", workspace.log])).hasPrefix("#4/6"))
    #expect(firstLine(try workspace.run(["show", workspace.log])).hasPrefix("#4/6"))
    let files = try FileManager.default.contentsOfDirectory(
      atPath: workspace.stateHome + "/tt-debug")
    #expect(files.count == 1)
    #expect(files.first?.hasSuffix(".cursor") == true)
  }

  @Test func jumpTargetsResolve() throws {
    let workspace = try Workspace()
    let expectations: [(String, String)] = [
      ("last", "#6/6"), ("first", "#0/6"), ("+3", "#3/6"), ("-1", "#2/6"),
      ("@CHECKOUT", "#4/6"), ("2.5s", "#3/6"), ("0s", "#0/6"), ("5", "#5/6"),
      ("0m2.5s", "#3/6"), ("0.05m", "#3/6"), ("0m", "#0/6"), ("0.1m", "#5/6"),
    ]
    for (target, position) in expectations {
      let result = try workspace.run(["jump", workspace.log, target])
      #expect(result.exitCode == 0)
      #expect(firstLine(result).hasPrefix(position), "jump \(target)")
    }
  }

  @Test func steppingPastEitherEndStopsAndSaysSo() throws {
    let workspace = try Workspace()
    _ = try workspace.run(["jump", workspace.log, "5"])
    let past = try workspace.run(["step", workspace.log, "4"])
    #expect(firstLine(past) == "stopped at the last state (#6)")
    #expect(past.stdout.contains("#6/6"))
    let again = try workspace.run(["step", workspace.log])
    #expect(firstLine(again) == "already at the last state (#6); there is nothing after it")
    let back = try workspace.run(["back", workspace.log, "100"])
    #expect(firstLine(back) == "stopped at the first state (#0)")
    #expect(
      try workspace.run(["jump", workspace.log, "-1"]).stdout.hasPrefix("already at the first"))
  }

  @Test func aNewSessionAtThePathStartsAgainAndOverwritesTheCursor() throws {
    let workspace = try Workspace()
    _ = try workspace.run(["jump", workspace.log, "5"])
    var next = SessionFixture.header
    next.created = "2023-11-14T23:00:00.000Z"
    next.wall += 3_600_000
    try SessionFixture.write(to: workspace.log, close: false, header: next)
    #expect(firstLine(try workspace.run(["step", workspace.log])).hasPrefix("#1/6"))
    #expect(try cursorFiles(workspace).count == 1)
  }

  /// The app appending to the log between two commands does not lose the cursor, and does not
  /// leave a cursor file per size of the log.
  @Test func aGrowingLogKeepsItsCursor() throws {
    let workspace = try Workspace()
    try FileManager.default.removeItem(atPath: workspace.log)
    let session = try LiveSession(path: workspace.log)
    try session.act(10)
    #expect(firstLine(try workspace.run(["jump", workspace.log, "5"])).hasPrefix("#5/10"))
    try session.act(10)
    #expect(firstLine(try workspace.run(["step", workspace.log])).hasPrefix("#6/20"))
    try session.act(5)
    #expect(firstLine(try workspace.run(["show", workspace.log])).hasPrefix("#6/25"))
    try session.close()
    #expect(firstLine(try workspace.run(["back", workspace.log])).hasPrefix("#5/25"))
    #expect(try cursorFiles(workspace).count == 1)
  }

  private func cursorFiles(_ workspace: Workspace) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: workspace.stateHome + "/tt-debug")
      .filter { $0.hasSuffix(".cursor") }
  }

  /// A report names the markers the app placed at its state, and a step those of the states it
  /// passed; `show` names them too.
  @Test func reportsShowTheMarkers() throws {
    let workspace = try Workspace()
    let jump = try workspace.run(["jump", workspace.log, "@checkout", "--color", "never"])
    #expect(
      jump.stdout.split(separator: "\n").prefix(3) == [
        "#4/6  +3.500s  path(.element(id: 1, action: .detail(.editTapped)))",
        "route  mainTab › history › HistoryDetail(id: 2) › sheet: Edit",
        "★ checkout failed",
      ])
    _ = try workspace.run(["jump", workspace.log, "2"])
    let step = try workspace.run(["step", workspace.log, "3", "--color", "never"])
    #expect(firstLine(step).hasPrefix("#5/6"))
    #expect(step.stdout.contains("\n★ checkout failed (#4)\n"))
    let back = try workspace.run(["back", workspace.log, "--color", "never"])
    #expect(back.stdout.contains("\n★ checkout failed\n"))
    #expect(!(try workspace.run(["step", workspace.log])).stdout.contains("★"))
    let show = try workspace.run(["show", workspace.log, "4", "--color", "never"])
    #expect(show.stdout.contains("\n★ checkout failed\n"))
  }

  @Test func stepReportShowsCauseRouteAndDiff() throws {
    let workspace = try Workspace()
    _ = try workspace.run(["jump", workspace.log, "2"])
    let result = try workspace.run(["step", workspace.log])
    try Snapshot.expect(result.stdout, named: "step-effect-caused")
  }
}
