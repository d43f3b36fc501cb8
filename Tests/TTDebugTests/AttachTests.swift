import Foundation
import JSONTree
import LogReading
import Testing
import ToolSupport

/// `tt-debug attach` against each sample app run as a child process with the debug link: every
/// move of the prompt moves the app, whose reported state is the log's; resume, live and a loaded
/// report; refusals; attach killed mid-stream.
@Suite("Attach", .serialized)
struct AttachTests {
  /// An attach waiting for an app, with the settings it printed.
  struct Attached {
    var attach: BackgroundProcess
    var environment: [String: String]
    var mirror: String
  }

  static func startAttach(in folder: String) throws -> Attached {
    let mirror = folder + "/mirror.ttlog"
    let attach = try BackgroundProcess(
      CLIRunner.binary, ["attach", "--port", "0", "--output", mirror, "--color", "never"],
      in: folder, name: "attach", input: true)
    attach.wait { _, err in err.contains("TT_DEBUG_TOKEN=") }
    let line = try #require(attach.stderr.split(separator: "\n").first { $0.contains("TT_DEBUG_TOKEN=") })
    var environment: [String: String] = [:]
    for word in line.split(separator: " ") where word.hasPrefix("TT_DEBUG_") {
      let parts = word.split(separator: "=", maxSplits: 1).map(String.init)
      if parts.count == 2 { environment[parts[0]] = parts[1] }
    }
    #expect(environment.count == 2, "\(attach.stderr)")
    #expect(line.contains("127.0.0.1:"))
    return Attached(attach: attach, environment: environment, mirror: mirror)
  }

  static func startApp(
    _ sample: String, log: String, in folder: String, environment: [String: String],
    pace: String? = nil
  ) throws -> BackgroundProcess {
    let navSamples = CLIRunner.binary.deletingLastPathComponent().appendingPathComponent(
      "nav-samples")
    var arguments = ["record", sample, "--output", log, "--link"]
    if let pace { arguments += ["--pace", pace] }
    return try BackgroundProcess(
      navSamples, arguments, in: folder, name: "app", environment: environment)
  }

  /// The lines attach printed about the app, in order.
  static func appLines(_ text: String) -> [String] {
    text.split(separator: "\n").map(String.init).filter { $0.hasPrefix("app: ") }
  }

  @Test(arguments: ["split-view", "tab-stack", "app-root", "sign-up", "bookshelf", "race"])
  func everyMoveMovesTheAppToTheLogsState(sample: String) throws {
    let folder = ScratchFolder.path("attach-\(sample)")
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let attached = try Self.startAttach(in: folder)
    let appLog = folder + "/app.ttlog"
    let app = try Self.startApp(
      sample, log: appLog, in: folder, environment: attached.environment)
    #expect(app.wait { out, _ in out.contains("attach drives the app now") }, "\(app.stderr)")
    let report = CLIRunner.packageRoot.path + "/samples/logs/\(sample).ttlog"
    let session = try RecordedLog(path: report)
    let last = try #require(try session.rebuiltStates().keys.max())
    let marker = session.markers.first
    // Every state, then step and back, show, diff, a marker, resume and live.
    var script = (0...last).map { "jump \($0)\n" }.joined()
    script += "jump 1\nstep\nstep 2\nback\nwhere\nshow 4\ndiff 2 3\n"
    var expected = Array(0...last) + [1, 2, 4, 3, 3, 4, 3]
    if let marker, let word = marker.text.split(separator: " ").first {
      script += "jump @\(word)\n"
      expected.append(marker.seq)
    }
    script += "resume\nlive\n"
    // A bug report of the same app, stepped through in the app.
    script += "load \(report)\n" + (0...last).map { "jump \($0)\n" }.joined() + "back\nlive\nquit\n"
    expected += Array(0...last) + [last - 1]
    attached.attach.send(script)
    attached.attach.closeInput()
    #expect(attached.attach.exitStatus() == 0, "\(attached.attach.stderr)")
    #expect(app.exitStatus() == 0, "\(app.stderr)")
    let lines = Self.appLines(attached.attach.stdout)
    let moves = lines.filter { $0.hasPrefix("app: at #") }
    #expect(moves == expected.map { "app: at #\($0), its state is the log's" }, "\(attached.attach.stderr)")
    #expect(lines.contains { $0.hasPrefix("app: resumed at #\(last + 1);") })
    #expect(lines.contains { $0.hasPrefix("app: live again at #") })
    // The app's own log is whole and records the travel, not the report's actions.
    let appRecords = try RecordedLog(path: appLog)
    #expect(appRecords.actions.count == session.actions.count)
    let texts = appRecords.markers.map(\.text)
    #expect(texts.contains("time travel to #\(marker?.seq ?? 3), resumed"))
    #expect(texts.contains("time travel: loaded \(sample).ttlog"))
    let verify = try CLIRunner.run(["verify", appLog], stateHome: folder + "/state")
    #expect(verify.exitCode == 0, "\(verify.stdout)\(verify.stderr)")
  }
}
