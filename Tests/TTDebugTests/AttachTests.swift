import DebugLinkWire
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

  static func startAttach(in folder: String, extra: [String] = []) throws -> Attached {
    let mirror = folder + "/mirror.ttlog"
    let attach = try BackgroundProcess(
      CLIRunner.binary, ["attach", "--port", "0", "--output", mirror, "--color", "never"] + extra,
      in: folder, name: "attach", input: true)
    attach.wait { _, err in err.contains("TT_DEBUG_TOKEN=") }
    guard
      let line = attach.stderr.split(separator: "\n").first(where: {
        $0.contains("TT_DEBUG_TOKEN=")
      })
    else {
      // No caller's defer ends it yet.
      attach.end()
      throw TestFailure("attach printed no launch settings: \(attach.stderr)")
    }
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
    defer { attached.attach.end() }
    let appLog = folder + "/app.ttlog"
    let app = try Self.startApp(
      sample, log: appLog, in: folder, environment: attached.environment)
    defer { app.end() }
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
    #expect(
      moves == expected.map { "app: at #\($0), its state is the log's" },
      "\(attached.attach.stderr)")
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

/// What attach and the app do with a wrong token, garbage on the link, and attach killed.
@Suite("Attach faults", .serialized)
struct AttachFaultTests {
  private func folder(_ name: String) throws -> String {
    let folder = ScratchFolder.path("attach-fault-\(name)")
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    return folder
  }

  @Test func aWrongTokenIsRefusedAndTheAppRecordsOn() throws {
    let folder = try folder("token")
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let attached = try AttachTests.startAttach(in: folder)
    defer { attached.attach.end() }
    var environment = attached.environment
    environment["TT_DEBUG_TOKEN"] = "0123456789abcdef0123456789abcdef"
    let log = folder + "/app.ttlog"
    let app = try AttachTests.startApp("tab-stack", log: log, in: folder, environment: environment)
    defer { app.end() }
    #expect(app.exitStatus() == 0, "\(app.stderr)")
    #expect(app.stderr.contains("attach refused the link"), "\(app.stderr)")
    #expect(attached.attach.wait { _, err in err.contains("without the right token") })
    #expect(attached.attach.process.isRunning)
    // A child of the test runner blocks SIGTERM (it inherits the runner's mask).
    attached.attach.kill(SIGKILL)
    let verify = try CLIRunner.run(["verify", log], stateHome: folder + "/state")
    #expect(verify.exitCode == 0, "\(verify.stdout)")
  }

  @Test func attachKilledMidStreamCostsTheAppNothing() throws {
    let folder = try folder("kill")
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let attached = try AttachTests.startAttach(in: folder)
    defer { attached.attach.end() }
    let log = folder + "/app.ttlog"
    let app = try AttachTests.startApp(
      "tab-stack", log: log, in: folder, environment: attached.environment, pace: "20ms")
    defer { app.end() }
    // Records are streaming: attach's copy of the log holds some, not all.
    let streaming = attached.attach.wait { _, _ in
      let count = (try? RecordedLog(path: attached.mirror).actions.count) ?? 0
      return count >= 5
    }
    #expect(streaming)
    #expect(!app.stdout.contains("actions recorded"), "the session ended before attach was killed")
    attached.attach.kill(SIGKILL)
    #expect(app.exitStatus() == 0, "\(app.stderr)")
    #expect(app.stdout.contains("50 actions recorded"), "\(app.stdout)")
    let verify = try CLIRunner.run(["verify", log], stateHome: folder + "/state")
    #expect(verify.exitCode == 0, "\(verify.stdout)")
    #expect(try RecordedLog(path: log).actions.count == 50)
  }

  /// 10,000 random, truncated and oversized frames.
  static func garbage(seed: UInt64) -> [UInt8] {
    var generator = SeededGenerator(seed: seed)
    var bytes: [UInt8] = []
    for number in 0..<10_000 {
      let count = Int(generator.next() % 64)
      var frame = (0..<count).map { _ in UInt8(truncatingIfNeeded: generator.next()) }
      switch number % 3 {
      case 0: frame = Frame.encode(payload: frame)
      case 1: frame = Array(Frame.encode(payload: frame).dropLast(count / 2))
      default: frame = [0x7F, 0xFF, 0xFF, 0xFF] + frame
      }
      bytes += frame
    }
    return bytes
  }

  @Test func garbageFromAttachLeavesTheAppRunningAndItsLogWhole() throws {
    let folder = try folder("to-app")
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let token = LinkToken.random()
    let listener = try LinkListener(address: LinkAddress(host: "127.0.0.1", port: 0), token: token)
    let log = folder + "/app.ttlog"
    let app = try AttachTests.startApp(
      "bookshelf", log: log, in: folder,
      environment: [
        "TT_DEBUG_ATTACH": "127.0.0.1:\(listener.port)", "TT_DEBUG_TOKEN": token.value,
      ],
      pace: "2ms")
    defer { app.end() }
    let socket = try listener.acceptApp()
    // The app closes at the first bad frame; what follows meets a closed socket.
    try? socket.sendBytes(Self.garbage(seed: 7))
    #expect(app.exitStatus() == 0, "\(app.stderr)")
    #expect(app.stderr.contains("the link stopped"), "\(app.stderr)")
    let verify = try CLIRunner.run(["verify", log], stateHome: folder + "/state")
    #expect(verify.exitCode == 0, "\(verify.stdout)")
    let recorded = try RecordedLog(path: log)
    let committed = try RecordedLog(
      path: CLIRunner.packageRoot.path + "/samples/logs/bookshelf.ttlog")
    #expect(recorded.actions.count == committed.actions.count)
  }

  @Test func garbageFromAnAppEndsItsLinkWithOneLineAndAttachGoesOn() throws {
    let folder = try folder("to-attach")
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let attached = try AttachTests.startAttach(in: folder)
    defer { attached.attach.end() }
    let address = try LinkAddress(parsing: try #require(attached.environment["TT_DEBUG_ATTACH"]))
    // Unauthenticated connections full of garbage are refused one by one…
    for seed in 1...5 {
      let intruder = try LinkSocket.connect(to: address)
      try? intruder.sendBytes(Self.garbage(seed: UInt64(seed)))
      intruder.shutDown()
    }
    // …and an app with the token that then sends garbage is cut off with one clear line.
    let fake = try LinkSocket.connect(to: address)
    try fake.send(.hello(token: try #require(attached.environment["TT_DEBUG_TOKEN"])))
    try? fake.sendBytes(Self.garbage(seed: 6))
    #expect(attached.attach.exitStatus() == 1, "\(attached.attach.stderr)")
    let errors = attached.attach.stderr.split(separator: "\n").filter {
      $0.hasPrefix("tt-debug: the app's link ended")
    }
    #expect(errors.count == 1, "\(attached.attach.stderr)")
    // Each intruder was refused in one line, and attach went on waiting.
    let refusals = attached.attach.stderr.split(separator: "\n").filter {
      $0.hasPrefix("tt-debug: frame of ") && $0.hasSuffix("closing the connection")
    }
    #expect(refusals.count == 5, "\(attached.attach.stderr)")
  }
}

/// A test's setup that could not go on.
struct TestFailure: Error, CustomStringConvertible {
  let description: String
  init(_ description: String) { self.description = description }
}
