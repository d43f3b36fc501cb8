import AppRootSample
import ArgumentParser
import ComposableStore
import ComposableStoreRecording
import ComposableStoreReplay
import Foundation
import Replay
import SampleSupport
import SignUpSample
import SplitViewSample
import TabStackSample

/// `tt-bench replay-samples`: re-runs the committed sample logs through their reducers, for
/// profiling reducer replay on its own (e.g. under `valgrind --tool=callgrind`).
struct ReplaySamples: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "replay-samples",
    abstract: "Replay samples/logs/*.ttlog through their reducers and print actions per second.",
    discussion: "Example: swift run -c release tt-bench replay-samples --rounds 50")

  @OptionGroup var sampleLogs: SampleLogsOption

  @Option(help: "How many times to replay each log.")
  var rounds = 20

  @Flag(help: "Replay on one thread (ReducerReplay.readsAhead off).")
  var serial = false

  @Option(help: "Replay only the sample with this name (e.g. sign-up).")
  var only: String?

  @MainActor
  func run() async throws {
    var actions = 0
    let start = ContinuousClock.now
    let threadStart = CPUClock.threadNanoseconds()
    let processStart = CPUClock.processNanoseconds()
    for _ in 0..<rounds {
      actions += try replay(SplitViewSession.self)
      actions += try replay(TabStackSession.self)
      actions += try replay(AppRootSession.self)
      actions += try replay(SignUpSession.self)
    }
    let seconds = (ContinuousClock.now - start) / .seconds(1)
    // CPU time tells the two threads apart and does not count waiting, so it holds on a busy
    // machine where the wall clock does not.
    let caller =
      Double(CPUClock.threadNanoseconds() - threadStart) / 1_000 / Double(max(actions, 1))
    let process =
      Double(CPUClock.processNanoseconds() - processStart) / 1_000 / Double(max(actions, 1))
    print(
      "\(actions) actions replayed in \(String(format: "%.3f", seconds)) s: "
        + "\(Int(Double(actions) / max(seconds, 1e-9))) actions/s; CPU per action: "
        + String(
          format: "%.2f µs on the caller's thread, %.2f µs on others", caller, process - caller))
  }

  private func replay<Sample: NavigationSample>(_ sample: Sample.Type) throws -> Int
  where Sample.Feature.State: Decodable, Sample.Feature.Action: Decodable {
    if let only, only != sample.name { return 0 }
    let timeline = try Timeline(path: sampleLogs.path(of: sample.name))
    var replay = ReducerReplay(sample.makeFeature(SampleEnvironment()), timeline: timeline)
    replay.readsAhead = !serial
    let report = try replay.run()
    if let divergence = report.divergence {
      throw ValidationError("\(sample.name) diverged at #\(divergence.seq)")
    }
    return report.checked
  }
}
