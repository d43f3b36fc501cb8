import ArgumentParser
import ToolSupport

/// `tt-bench make-log`: writes a synthetic navigation session through the real recorder.
struct MakeLog: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "make-log",
    abstract: "Record a synthetic navigation session (stack, sheet, alert, list edits) to a log.",
    discussion: """
      The app runs on the real Store with .recording(to:), so the log is written by the same
      recorder and writer an app uses, streaming as it goes: killing make-log leaves a crashed log.

      Example: tt-bench make-log --actions 1000000 --state medium --output /tmp/big.ttlog
      """)

  @Option(help: "How many actions to record.")
  var actions: Int

  @Option(help: "State size: small (~200 B), medium (~5 KB) or large (~200 KB).")
  var state: StateSize = .medium

  @Option(help: "Where to write the log.")
  var output: String

  @Option(help: "Seed of the synthetic user; the same seed writes the same file.")
  var seed: UInt64 = 1

  @Option(help: .hidden)
  var keyframeRatio: Int?

  @Option(help: .hidden)
  var minBlockBytes: Int?

  func validate() throws {
    guard actions >= 1 else { throw ValidationError("--actions must be at least 1") }
    if let keyframeRatio, keyframeRatio < 1 {
      throw ValidationError("--keyframe-ratio must be at least 1")
    }
    if let minBlockBytes, minBlockBytes < 0 {
      throw ValidationError("--min-block-bytes must not be negative")
    }
  }

  func run() async throws {
    let outcome: SyntheticRecording.Outcome
    do {
      outcome = try await SyntheticRecording.record(
        actions: actions, size: state, seed: seed, to: output, keyframeRatio: keyframeRatio,
        minBlockBytes: minBlockBytes)
    } catch {
      throw BenchError("recording failed: \(error)")
    }
    print(
      "\(output): \(outcome.actions) actions, \(outcome.fileBytes) bytes "
        + "(\(outcome.fileBytes / max(outcome.actions, 1)) B/action), \(outcome.dropped) dropped")
    PeakMemory.reportIfRequested()
  }
}

extension StateSize: ExpressibleByArgument {}
