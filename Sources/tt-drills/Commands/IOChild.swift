import ActionLog
import ArgumentParser
import Foundation
import LogFormat
import Synchronization
import ToolSupport

/// `tt-drills io-child` (hidden): records a session to a path that cannot be written and prints
/// how many actions the store processed and how many errors reached the app.
struct IOChild: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "io-child", abstract: "Record to a failing path (used by `io`).",
    shouldDisplay: false)

  @OptionGroup var target: IOTarget

  @OptionGroup var workload: WorkloadOption

  func run() async throws {
    if let fileSizeLimit = target.fileSizeLimit {
      // Past the limit write(2) fails with EFBIG instead of the default SIGXFSZ killing us.
      signal(SIGXFSZ, SIG_IGN)
      var limit = rlimit(rlim_cur: rlim_t(fileSizeLimit), rlim_max: rlim_t(fileSizeLimit))
      guard setrlimit(Int32(RLIMIT_FSIZE.rawValue), &limit) == 0 else { throw ExitCode(3) }
    }
    let line = try await record()
    print(line.text)
  }

  @MainActor
  private func record() throws -> KeyValueLine {
    let reported = Mutex<[String]>([])
    var line = KeyValueLine()
    let options = Recorder.Options(errorHandler: { error in
      reported.withLock { $0.append(error.code.rawValue) }
    })
    let recorder: Recorder?
    var thrown: [String] = []
    do {
      recorder = try Recorder(path: target.output, options: options)
    } catch let error as LogError {
      // The documented way to attach: a recorder that cannot start is reported and left out.
      thrown.append(error.code.rawValue)
      recorder = nil
    }
    var session = DrillSession(recorder: recorder, seed: 7)
    for _ in 0..<workload.actions { session.step() }
    recorder?.flush()
    recorder?.close()
    let codes = thrown + reported.withLock { $0 }
    line.set("processed", session.sent)
    line.set("items", session.store.state.items.count + session.store.state.path.count)
    line.set("errors", codes.count)
    line.set("codes", codes.isEmpty ? "-" : codes.joined(separator: ","))
    line.set("recording", recorder?.isRecording == true ? 1 : 0)
    return line
  }
}
