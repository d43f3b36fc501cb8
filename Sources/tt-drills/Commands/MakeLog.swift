import ActionLog
import ArgumentParser

/// `tt-drills make-log`: writes a deterministic multi-block drill log through the real recorder.
struct MakeLog: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "make-log",
    abstract: "Write a deterministic drill log (a navigation-shaped session) through the Recorder.")

  @Option(help: "Where to write the log.")
  var output: String

  @Option(help: "Actions to record.")
  var actions = 300

  @Option(help: "Seed of the scripted session.")
  var seed: UInt64 = 1

  func validate() throws {
    guard actions > 0 else { throw ValidationError("--actions must be positive") }
  }

  func run() async throws {
    try await Self.write(path: output, actions: actions, seed: seed)
    print("wrote \(output): \(actions) actions")
  }

  /// Records `actions` scripted actions to `path` with a fixed clock, so equal seeds give equal bytes.
  ///
  /// - Throws: `LogError` when the recorder cannot create the file or stops on an error.
  @MainActor
  static func write(path: String, actions: Int, seed: UInt64) throws {
    var options = Recorder.Options(
      session: SessionInfo(app: "tt-drills", os: "Linux"),
      clock: .fixed(startWall: 1_780_000_000_000))
    // Format 1's block policy, so a 60-action drill log still has several blocks to damage.
    options.keyframeRatio = 1
    options.minBlockBytes = 0
    let recorder = try Recorder(path: path, options: options)
    var session = DrillSession(recorder: recorder, seed: seed)
    for _ in 0..<actions { session.step() }
    recorder.close()
    if let error = recorder.lastError { throw error }
  }
}
