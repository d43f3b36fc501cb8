import Foundation
import Testing

/// `html` and `test` never replace a file without `--force`.
@Suite struct NoSilentReplaceTests {
  @Test(arguments: [["html"], ["test"]])
  func anExistingOutputIsRefusedWithoutForce(command: [String]) throws {
    let workspace = try Workspace()
    let output = workspace.directory + "/existing.out"
    try Data("keep me\n".utf8).write(to: URL(fileURLWithPath: output))
    let refused = try workspace.run(command + [workspace.log, "--output", output])
    #expect(refused.exitCode == 5, "\(refused.stderr)")
    #expect(
      refused.stderr.contains("$DIR/existing.out already exists; pass --force to replace it"),
      "\(refused.stderr)")
    #expect(try String(contentsOfFile: output, encoding: .utf8) == "keep me\n")
    let forced = try workspace.run(command + [workspace.log, "--output", output, "--force"])
    #expect(forced.exitCode == 0, "\(forced.stderr)")
    #expect(try String(contentsOfFile: output, encoding: .utf8) != "keep me\n")
  }
}

/// A follower refuses a file that is not a log as soon as its first bytes say so, however short.
@Suite struct FollowRefusalTests {
  @Test(arguments: [["log", "-f"], ["open", "-f"]])
  func aShortFileThatIsNotALogIsRefusedAtOnce(command: [String]) throws {
    let workspace = try Workspace()
    let text = workspace.directory + "/notes.txt"
    try Data("not a log, just 26 bytes.\n".utf8).write(to: URL(fileURLWithPath: text))
    let random = workspace.directory + "/random.bin"
    try Data([0x42, 0x13, 0x99, 0x00, 0x7f, 0x1f, 0x8b, 0xee, 0x01, 0x02])
      .write(to: URL(fileURLWithPath: random))
    let gzip = workspace.directory + "/plain.gz"
    try Data([0x1f, 0x8b, 0x08, 0x04, 0, 0, 0, 0, 0, 0xff, 0x06, 0, 0x41, 0x42])
      .write(to: URL(fileURLWithPath: gzip))
    for path in [text, random, gzip] {
      // Run in the background so a follower that waits cannot hang the test.
      let follower = try BackgroundProcess.ttDebug(
        command + [path], in: workspace.directory, name: "follow-\(path.hashValue)")
      let status = follower.exitStatus()
      #expect(status == 1, "\(path): \(follower.stderr)")
      #expect(follower.stderr.contains("not a tt-debug log"), "\(follower.stderr)")
    }
  }
}

/// A log an app is writing, cut inside its last record (the app is mid-write): that record is
/// not lost, it has not landed yet.
@Suite struct LiveHalfRecordTests {
  @Test func aLiveLogsHalfWrittenRecordIsNotCalledLost() throws {
    let workspace = try Workspace()
    let path = workspace.directory + "/live.ttlog"
    let session = try LiveSession(path: path)
    try session.act(19)
    let size = try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int ?? 0
    #expect(truncate(path, off_t(size - 7)) == 0)
    let log = try workspace.run(["log", path, "--no-pager"])
    #expect(log.exitCode == 0, "\(log.stderr)")
    #expect(!log.stdout.contains("lost"), "\(log.stdout)")
    #expect(log.stdout.contains("#18 "), "\(log.stdout)")
    let export = try workspace.run(["export", path])
    #expect(export.exitCode == 0, "\(export.stderr)")
    #expect(!export.stderr.contains("lost"), "\(export.stderr)")
    withExtendedLifetime(session) {}
  }
}
