import ArgumentParser
import Replay
import ToolSupport

/// `tt-bench seek` (hidden): seeks randomly in a log, for the seek peak-RSS figure.
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

  @Option(help: "Instead, print the µs of each of this many steps back from a few random seqs.")
  var stepsBack: Int?

  func run() async throws {
    let timeline = try Timeline(path: path)
    if let stepsBack {
      try traceSteps(stepsBack, in: timeline)
      return
    }
    var random = SeededGenerator(seed: seed)
    var checksum = 0
    for _ in 0..<count {
      let seq = UInt64.random(in: timeline.firstSeq...timeline.lastSeq, using: &random)
      checksum &+= try timeline.state(at: seq).jsonBytes.count
    }
    print("\(count) seeks, checksum \(checksum)")
    PeakMemory.reportIfRequested()
  }

  private func traceSteps(_ steps: Int, in timeline: Timeline) throws {
    var random = SeededGenerator(seed: seed)
    let first = timeline.firstSeq + UInt64(max(steps, 0))
    guard first <= timeline.lastSeq else { throw BenchError("the log is shorter than the steps") }
    for _ in 0..<max(count, 1) {
      let seq = UInt64.random(in: first...timeline.lastSeq, using: &random)
      var start = CPUClock.wallNanoseconds()
      _ = try timeline.state(at: seq)
      var line = "seq \(seq): \((CPUClock.wallNanoseconds() - start) / 1000) µs; back:"
      for back in 1...UInt64(max(steps, 1)) {
        start = CPUClock.wallNanoseconds()
        _ = try timeline.state(at: seq - back)
        line += " \(String(format: "%.1f", Double(CPUClock.wallNanoseconds() - start) / 1000))"
      }
      print(line)
    }
    let seq = UInt64.random(in: first...timeline.lastSeq, using: &random)
    _ = try timeline.state(at: seq)
    let toggles = 100_000
    let start = CPUClock.wallNanoseconds()
    for index in 0..<toggles { _ = try timeline.state(at: seq - UInt64(index % 2)) }
    let mean = Double(CPUClock.wallNanoseconds() - start) / Double(toggles) / 1000
    print("back and forth between two cached seqs: \(String(format: "%.3f", mean)) µs per step")
  }
}
