import ActionLog
import ArgumentParser
import ToolSupport

/// `tt-drills child` (hidden): records a scripted session continuously until killed.
///
/// Before each action it writes the seq it is about to make to the ack file's `sent` slot; every
/// `--flush-every` actions it waits for the recorder to flush and writes that seq to `flushed`.
struct RecordChild: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "child", abstract: "Record until killed (used by `kill`).", shouldDisplay: false)

  @Option(help: "The log to record to.")
  var output: String

  @Option(help: "Records per flush to the file.")
  var flushEvery = 1

  @Option(help: "The side file acknowledging sent and flushed seqs.")
  var ack: String

  @Option(help: "Seed of the scripted session.")
  var seed: UInt64 = 1

  @Option(help: "Stop after this many actions (default: run until killed).")
  var actions: Int?

  @Option(help: "Flight-recorder cap on the file's size in bytes (default: keep everything).")
  var maxFileBytes: Int?

  func run() async throws {
    try await record()
  }

  @MainActor
  private func record() throws {
    let acks = try AckFile(path: ack)
    let recorder = try Recorder(
      path: output, options: Recorder.Options(flushEvery: flushEvery, maxFileBytes: maxFileBytes))
    var session = DrillSession(recorder: recorder, seed: seed)
    let batch = UInt64(max(flushEvery, 1))
    while actions.map({ session.sent < $0 }) ?? true {
      acks.write(session.sent + 1, to: .sent)
      session.step()
      if session.sent % batch == 0 {
        recorder.flush()
        guard recorder.isRecording else { throw ExitCode(2) }
        acks.write(session.sent, to: .flushed)
      }
    }
    recorder.close()
  }
}
