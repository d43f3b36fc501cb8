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

  @Test func changedFileDoesNotReuseTheCursor() throws {
    let workspace = try Workspace()
    _ = try workspace.run(["jump", workspace.log, "5"])
    try SessionFixture.write(to: workspace.log, close: false)
    #expect(firstLine(try workspace.run(["step", workspace.log])).hasPrefix("#1/6"))
  }

  @Test func stepReportShowsCauseRouteAndDiff() throws {
    let workspace = try Workspace()
    _ = try workspace.run(["jump", workspace.log, "2"])
    let result = try workspace.run(["step", workspace.log])
    try Snapshot.expect(result.stdout, named: "step-effect-caused")
  }
}
