import Foundation
import LogFormat
import LogReading
import Testing

/// An app that records into a folder, one log per launch: relaunches keep the past sessions up
/// to the limit, a crashed one reads crashed, one the system ended in the background says so,
/// and `tt-debug` reads a folder's newest log.
@Suite struct SessionFolderTests {
  static let background = "ended in the background (the system may have ended the app)"

  @Test func fiveLaunchesKeepTheNewestFourAndTheCrashedOneReadsCrashed() throws {
    let workspace = try Workspace()
    let logs = workspace.directory + "/logs"
    for launch in 1...5 {
      if launch == 4 {
        // Killed mid-session, once its recorder has flushed a few actions.
        let app = try BackgroundProcess.launch(
          recordingInto: logs, in: workspace.directory, keptLogs: 4, actions: nil, seed: launch)
        let ack = workspace.directory + "/ack-\(launch)"
        #expect(app.wait { _, _ in (BackgroundProcess.flushedSeq(ack: ack) ?? 0) >= 5 })
        app.kill(SIGKILL)
      } else {
        let app = try BackgroundProcess.launch(
          recordingInto: logs, in: workspace.directory, keptLogs: 4, actions: 12, seed: launch)
        #expect(app.exitStatus() == 0, "\(app.stderr)")
      }
    }
    let kept = try LogFolder(path: logs).logs().map(\.name)
    #expect(kept == (2...5).map { "session-00000\($0).ttlog" })
    for name in kept {
      let info = try workspace.run(["info", logs + "/" + name])
      #expect(info.exitCode == 0, "\(info.stderr)")
      let status = info.stdout.split(separator: "\n").first { $0.hasPrefix("status") } ?? ""
      if name == "session-000004.ttlog" {
        #expect(status.contains("crashed: not closed"), "\(status)")
      } else {
        #expect(status.contains("closed cleanly"), "\(name): \(status)")
      }
    }
    // The folder stands for its newest log.
    let newest = try workspace.run(["info", logs])
    #expect(newest.stdout.contains("session-000005.ttlog"), "\(newest.stdout)")
    #expect(newest.stdout.contains("12 actions"), "\(newest.stdout)")
  }

  @Test func anAppKilledInTheBackgroundReadsEndedInTheBackgroundWithEveryRecordBefore() throws {
    let workspace = try Workspace()
    let logs = workspace.directory + "/logs"
    let app = try BackgroundProcess.launch(
      recordingInto: logs, in: workspace.directory, keptLogs: 3, actions: nil, seed: 7,
      backgroundAfter: 30)
    #expect(app.wait { stdout, _ in stdout.contains("in the background") })
    app.kill(SIGKILL)
    let path = try LogFolder(path: logs).newestLog()

    let log = try LogFile(path: path)
    #expect(log.version == FormatVersion.current)
    #expect(log.endedInBackground)
    guard case .crashed(let tail) = log.status else {
      Issue.record("\(log.status)")
      return
    }
    #expect(tail.discardedBytes == 0)

    let info = try workspace.run(["info", logs])
    #expect(info.stdout.contains("status   " + Self.background), "\(info.stdout)")
    #expect(!info.stdout.contains("crashed"), "\(info.stdout)")
    let json = try workspace.run(["info", logs, "--json"])
    #expect(json.stdout.contains(#""status": "background""#), "\(json.stdout)")
    let verify = try workspace.run(["verify", logs])
    // Not a crash: no problem, no call to recover.
    #expect(verify.exitCode == 0, "\(verify.stdout)\(verify.stderr)")
    #expect(verify.stdout.contains("the log \(Self.background), not a crash"), "\(verify.stdout)")
    #expect(!verify.stderr.contains("recover"), "\(verify.stderr)")
    let listing = try workspace.run(["log", logs, "--no-pager"])
    #expect(listing.exitCode == 0, "\(listing.stderr)")
    let lines = listing.stdout.split(separator: "\n")
    #expect(lines.count == 31, "\(listing.stdout)")
    #expect(lines.dropLast().enumerated().allSatisfy { $1.hasPrefix("#\($0 + 1) ") })
    #expect(lines.last?.contains("☾ the app went to the background") == true)
    #expect(listing.stderr == "tt-debug: the log \(Self.background)\n")
    let open = try workspace.run(["open", logs], stdin: "jump last\n")
    #expect(open.stdout.contains("after it: the log \(Self.background)"), "\(open.stdout)")
    let page = try workspace.run(["html", logs, "--output", workspace.directory + "/page.html"])
    #expect(page.exitCode == 0, "\(page.stderr)")
    let html = try String(contentsOfFile: workspace.directory + "/page.html", encoding: .utf8)
    #expect(html.contains(#""label":"\#(Self.background)""#))
    #expect(!html.contains(#""status":"crashed""#))

    // Bytes after the last record are a problem, said without nested brackets.
    let handle = try #require(FileHandle(forWritingAtPath: path))
    try handle.seekToEnd()
    try handle.write(contentsOf: Data(repeating: 0xAB, count: 10))
    try handle.close()
    let cut = try workspace.run(["verify", path])
    #expect(cut.exitCode == 3, "\(cut.stdout)\(cut.stderr)")
    #expect(cut.stdout.contains("the log was not closed: it \(Self.background); "), "\(cut.stdout)")
    #expect(!cut.stdout.contains("))"), "\(cut.stdout)")
  }
}
