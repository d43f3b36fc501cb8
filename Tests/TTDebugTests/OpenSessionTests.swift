import Testing

/// `tt-debug open` driven through a pipe, as a script would.
@Suite struct OpenSessionTests {
  @Test func pipedSessionPrintsOnlyCommandOutput() throws {
    let workspace = try Workspace()
    let script = """
      jump first
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

  @Test func errorsInASessionAreOneLineAndTheSessionGoesOn() throws {
    let workspace = try Workspace()
    let result = try workspace.run(
      ["open", workspace.log], stdin: "bogus\njump 99\njump banana\nshow /nope\njump last\n")
    #expect(result.exitCode == 0)
    #expect(
      result.stderr.split(separator: "\n") == [
        "tt-debug: unknown command 'bogus'; type help for the commands",
        "tt-debug: seq 99 is not in this log; pick a seq in 0…6",
        "tt-debug: 'banana' is not a target; use a seq (42), first, last, +N, -N, @marker-text or a time offset (12.5s)",
        "tt-debug: the state at #0 has nothing at /nope; check the pointer against `tt-debug show FILE 0`",
      ])
    #expect(result.stdout.hasPrefix("#6/6"))
  }

  @Test func sessionSharesTheCursorWithStep() throws {
    let workspace = try Workspace()
    _ = try workspace.run(["open", workspace.log], stdin: "jump 3\n")
    #expect(try workspace.run(["step", workspace.log]).stdout.hasPrefix("#4/6"))
  }
}
