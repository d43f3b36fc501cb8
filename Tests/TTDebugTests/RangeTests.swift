import Foundation
import Testing

/// A range or time past the end of the log selects nothing: `log` says so in one line and exits
/// 4, as `export` and `show` do; a `--to` past the end is clamped, on the command line and in
/// `open`.
@Suite struct RangeTests {
  private static let appRoot = CLIRunner.packageRoot.appendingPathComponent(
    "samples/logs/app-root.ttlog"
  ).path

  @Test(arguments: ["log", "export"])
  func fromPastTheLastSeqIsNotInTheLog(command: String) throws {
    let workspace = try Workspace()
    let result = try workspace.run([command, workspace.log, "--from", "60"])
    #expect(result.exitCode == 4)
    #expect(result.stdout == "")
    #expect(
      result.stderr
        == "tt-debug: --from 60 is past the last seq, #6; pick --from and --to in 0…6\n")
  }

  @Test func sincePastTheEndIsNotInTheLog() throws {
    let workspace = try Workspace()
    let result = try workspace.run(["log", Self.appRoot, "--since", "20s"])
    #expect(result.exitCode == 4)
    #expect(
      result.stderr
        == "tt-debug: --since +20.000s is past the end of the session; pick a time up to "
        + "+13.750s\n")
  }

  @Test func toPastTheLastSeqIsClamped() throws {
    let workspace = try Workspace()
    let clamped = try workspace.run(["log", workspace.log, "--from", "5", "--to", "60"])
    let whole = try workspace.run(["log", workspace.log, "--from", "5"])
    #expect(clamped.exitCode == 0)
    #expect(clamped.stdout == whole.stdout)
    #expect(clamped.stdout.hasPrefix("#5"))
  }

  @Test func openLogClampsItsToAsTheCommandLineDoes() throws {
    let workspace = try Workspace()
    let open = try workspace.run(["open", workspace.log], stdin: "log 5 60\n")
    let command = try workspace.run(["log", workspace.log, "--from", "5", "--to", "60"])
    #expect(open.exitCode == 0, "\(open.stderr)")
    #expect(open.stdout == command.stdout)
  }
}
