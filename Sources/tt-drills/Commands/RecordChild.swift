import ActionLog
import ArgumentParser
import Foundation
import ToolSupport

/// `tt-drills child` (hidden): records a scripted session continuously until killed.
///
/// Before each action it writes the seq it is about to make to the ack file's `sent` slot; every
/// `--flush-every` actions it waits for the recorder to flush and writes that seq to `flushed`.
struct RecordChild: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "child", abstract: "Record until killed (used by `kill`).", shouldDisplay: false)

  @Option(help: "The log to record to.")
  var output: String?

  @Option(help: "Record into this folder, one log per run (instead of --output).")
  var directory: String?

  @Option(help: "With --directory: the most logs the folder keeps.")
  var keptLogs = 10

  @Option(help: "Go to the background after this many actions, then wait to be killed.")
  var backgroundAfter: Int?

  @Option(help: "Records per flush to the file.")
  var flushEvery = 1

  @Option(help: "The side file acknowledging sent and flushed seqs.")
  var ack: String

  @OptionGroup var seeding: SeedOption

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
    var options = Recorder.Options(flushEvery: flushEvery, maxFileBytes: maxFileBytes)
    options.keptLogs = keptLogs
    let recorder =
      if let directory {
        try Recorder(directory: directory, options: options)
      } else {
        try Recorder(path: output ?? "session.ttlog", options: options)
      }
    var session = DrillSession(recorder: recorder, seed: seeding.seed)
    let batch = UInt64(max(flushEvery, 1))
    while actions.map({ session.sent < $0 }) ?? true {
      if let backgroundAfter, session.sent == backgroundAfter {
        // What an app does when iOS sends it to the background; the system then ends it.
        recorder.appDidEnterBackground()
        acks.write(session.sent, to: .flushed)
        FileHandle.standardOutput.write(Data("in the background\n".utf8))
        while true { sleep(60) }
      }
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
