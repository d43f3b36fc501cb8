import ArgumentParser
import Replay

/// `tt-bench seek` (hidden): seeks randomly in a log, for the peak-RSS figure of issue 5.
struct SeekLog: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "seek",
    abstract: "Rebuild the state at random seqs of a log (used by the benchmark for peak RSS).",
    shouldDisplay: false)

  @Argument(help: "The log to seek in.")
  var path: String

  @Option(help: "How many random seeks.")
  var count = 1000

  @Option(help: "Seed of the random seqs.")
  var seed: UInt64 = 7

  func run() async throws {
    let timeline = try Timeline(path: path)
    var random = SeededGenerator(seed: seed)
    var checksum = 0
    for _ in 0..<count {
      let seq = UInt64.random(in: timeline.firstSeq...timeline.lastSeq, using: &random)
      checksum &+= try timeline.state(at: seq).jsonBytes.count
    }
    print("\(count) seeks, checksum \(checksum)")
    PeakMemory.reportIfRequested()
  }
}
