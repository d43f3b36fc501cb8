import Foundation
import Testing

/// `verify`'s `ok` line claims only what it checked.
@Suite struct VerifyTests {
  @Test func noKeyframeComparedIsNotCalledEqual() throws {
    // The sample logs hold one data block: its keyframe starts the replay, none is compared.
    let workspace = try Workspace()
    let log = CLIRunner.packageRoot.appendingPathComponent("samples/logs/app-root.ttlog").path
    let result = try workspace.run(["verify", log])
    #expect(result.exitCode == 0)
    #expect(
      result.stdout
        == """
        checked 2 blocks, 57 records, 1 keyframe (0 compared with the replay)
        ok: every CRC matches, seqs are continuous, every delta applies; no keyframe was compared \
        with the replay

        """)
  }

  @Test func comparedKeyframesAreCounted() throws {
    let workspace = try Workspace()
    let result = try workspace.run(["verify", workspace.log])
    #expect(result.exitCode == 0)
    #expect(
      result.stdout.hasSuffix(
        "ok: every CRC matches, seqs are continuous, every delta applies, the 1 keyframe compared "
          + "equals the replay\n"))
  }
}

/// A log a running app is still writing has no end marker: `info`, `verify` and the page call it
/// recording, not crashed, while the writer holds its lock, and closed once it closes.
@Suite struct LiveLogStatusTests {
  @Test func aLogBeingWrittenIsRecordingNotCrashed() throws {
    let workspace = try Workspace()
    let path = workspace.directory + "/live.ttlog"
    let session = try LiveSession(path: path)
    try session.act(5)
    let info = try workspace.run(["info", path])
    #expect(info.exitCode == 0)
    #expect(
      info.stdout.contains("status   recording: a process is writing it; 6 record(s) so far"),
      "\(info.stdout)")
    #expect(
      try workspace.run(["info", path, "--json"]).stdout.contains(#""status": "recording""#))
    let verify = try workspace.run(["verify", path])
    #expect(verify.exitCode == 0, "\(verify.stdout)\(verify.stderr)")
    #expect(verify.stdout.contains("recording: a process is writing the log; its open block holds"))
    #expect(!verify.stdout.contains("not closed"))
    let page = workspace.directory + "/live.html"
    #expect(try workspace.run(["html", path, "-o", page]).exitCode == 0)
    #expect(try String(contentsOfFile: page, encoding: .utf8).contains(#""status":"recording""#))
    try session.close()
    #expect(try workspace.run(["info", path]).stdout.contains("status   closed cleanly"))
  }
}
