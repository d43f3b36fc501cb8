import Foundation
import Testing

/// `tt-debug open` driven through a pipe, as a script would.
@Suite struct OpenSessionTests {
  @Test func pipedSessionPrintsOnlyCommandOutput() throws {
    let workspace = try Workspace()
    let script = """
      jump first
      n

      n
      where
      find milk
      show /path/0/element
      diff 1 2
      jump @checkout
      p 2
      log 4 5
      help
      quit
      step
      """
    let result = try workspace.run(["open", workspace.log], stdin: script + "\n")
    #expect(result.exitCode == 0)
    #expect(result.stderr == "")
    try Snapshot.expect(result.stdout, named: "open-piped")
  }

  @Test func errorsInAScriptNameTheirLineUseSessionVerbsAndFailTheRun() throws {
    let workspace = try Workspace()
    let result = try workspace.run(
      ["open", workspace.log],
      stdin: "jump 99\nbogus\nstpe\njump banana\nshow /nope\njump @nowhere\nstep 1 2\njump last\n")
    #expect(result.exitCode == 4)
    #expect(
      result.stderr.split(separator: "\n") == [
        "tt-debug: line 1: seq 99 is not in this log; pick a seq in 0…6",
        "tt-debug: line 2: unknown command 'bogus'; type help for the commands",
        "tt-debug: line 3: unknown command 'stpe'; did you mean 'step'? type help for the commands",
        "tt-debug: line 4: 'banana' is not a target; use a seq (42), first, last, +N, -N, @marker-text or a time (12.5s, 2m5s)",
        "tt-debug: line 5: the state at #0 has nothing at /nope; check the pointer against `show 0`",
        "tt-debug: line 6: no marker contains 'nowhere'; list the markers with `markers`",
        "tt-debug: line 7: unexpected extra argument '2'; step takes one",
      ])
    #expect(result.stdout.hasPrefix("#6/6"))
  }

  @Test func aScriptWithoutErrorsExitsZeroAndTakesTargetsAndNegativeCounts() throws {
    let workspace = try Workspace()
    let result = try workspace.run(
      ["open", workspace.log], stdin: "jump 4\nstep -2\nshow -1 /tab\ndiff -1 last\n")
    #expect(result.exitCode == 0)
    #expect(result.stderr == "")
    #expect(result.stdout.hasPrefix("#4/6"))
    #expect(result.stdout.contains("\n#2/6"))
    #expect(result.stdout.contains("\n#1/6"))
    #expect(result.stdout.contains("#1 → #6"))
  }

  /// Words the session's verbs do not take are errors that say what to type, as on the command
  /// line; `quit now` does not quit.
  @Test func argumentsAreCheckedAsOnTheCommandLine() throws {
    let workspace = try Workspace()
    let result = try workspace.run(
      ["open", workspace.log],
      stdin: "log 5 2\nquit now\njump\nshow 2 items\nshow items\nwhere 3\nhelp me\njump 2\n")
    #expect(result.exitCode == 64)
    #expect(
      result.stderr.split(separator: "\n") == [
        "tt-debug: line 1: FROM #5 is after TO #2; e.g. log 2 5",
        "tt-debug: line 2: unexpected extra argument 'now'; quit takes none",
        "tt-debug: line 3: jump needs a target; e.g. jump 42, jump @checkout or jump 2m5s",
        "tt-debug: line 4: 'items' is neither a target nor a JSON Pointer; a pointer starts with /, e.g. show 2 /items",
        "tt-debug: line 5: 'items' is neither a target nor a JSON Pointer; a pointer starts with /, e.g. show /items",
        "tt-debug: line 6: unexpected extra argument '3'; where takes none",
        "tt-debug: line 7: unexpected extra argument 'me'; help takes none",
      ])
    #expect(result.stdout.hasPrefix("#2/6"))
  }

  /// A state folder that cannot be written does not stop `open`: the cursor moves in memory and
  /// the warning is said once; outside `open`, a move that cannot keep its cursor still fails.
  @Test func anUnwritableStateFolderKeepsTheCursorInMemory() throws {
    let workspace = try Workspace()
    let unwritable = "/dev/null/state"
    let session = try CLIRunner.run(
      ["open", workspace.log], stdin: "step\nstep\nwhere\n", stateHome: unwritable)
    #expect(session.exitCode == 0)
    #expect(session.stdout.contains("#2/6"), "\(session.stdout)")
    #expect(session.stderr.components(separatedBy: "warning: cannot write").count == 2)
    #expect(session.stderr.hasSuffix("; this session keeps it in memory only\n"))
    let jump = try CLIRunner.run(["jump", workspace.log, "2"], stateHome: unwritable)
    #expect(jump.exitCode == 5)
  }

  /// In a script an empty line does nothing (on a terminal it repeats the last command).
  @Test func anEmptyLineInAScriptDoesNotRepeatTheCommand() throws {
    let workspace = try Workspace()
    let result = try workspace.run(["open", workspace.log], stdin: "step\n\n\nwhere\n")
    #expect(result.exitCode == 0)
    #expect(result.stdout.components(separatedBy: "#1/6").count - 1 == 2)
    #expect(!result.stdout.contains("#2/6"))
  }

  /// A time target takes the forms `log --since` takes, in `open` as on the command line.
  @Test func timeTargetsTakeMinutes() throws {
    let workspace = try Workspace()
    let result = try workspace.run(
      ["open", workspace.log], stdin: "jump 0m2.5s\nshow 0.05m /tab\ndiff 0m1s 0.1m\n")
    #expect(result.exitCode == 0)
    #expect(result.stderr == "")
    #expect(result.stdout.hasPrefix("#3/6"))
    #expect(result.stdout.contains("\n#3/6"))
  }

  @Test func sessionSharesTheCursorWithStep() throws {
    let workspace = try Workspace()
    _ = try workspace.run(["open", workspace.log], stdin: "jump 3\n")
    #expect(try workspace.run(["step", workspace.log]).stdout.hasPrefix("#4/6"))
  }
}
