import ActionLog
import ArgumentParser
import Foundation
import LogFormat
import LogReading
import Replay
import ToolSupport

/// `tt-bench block-policy` (hidden): what a log's block policy gave — records per block, bytes
/// per action, open time with and without the index, random `state(at:)` — for the policy table
/// of docs/LogFormat.md. Make the logs with `make-log --keyframe-ratio N`.
struct BlockPolicyLog: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "block-policy",
    abstract: "Measure a log's block policy: records/block, B/action, open and seek times.",
    shouldDisplay: false)

  @Argument(help: "The log to measure.")
  var path: String

  @Option(help: "Repetitions per median.")
  var repetitions = 9

  func run() async throws {
    let file = try LogFile(path: path)
    guard file.usedIndex else { throw BenchError("\(path) did not open through its index") }
    let indexOffset = file.blocks.map { $0.offset + $0.compressedSize }.max() ?? 0
    let crashed = NSTemporaryDirectory() + "tt-bench-policy-\(UUID().uuidString).ttlog"
    defer { try? FileManager.default.removeItem(atPath: crashed) }
    try Data(contentsOf: URL(fileURLWithPath: path)).prefix(indexOffset)
      .write(to: URL(fileURLWithPath: crashed))
    let indexed = medianCost(repetitions: repetitions) { Cost.of { _ = try? LogFile(path: path) } }
    let hopped = medianCost(repetitions: repetitions) {
      Cost.of { _ = try? LogFile(path: crashed) }
    }
    var random = SeededGenerator(seed: 7)
    let seeks = 100
    let seek = try medianCost(repetitions: repetitions) {
      let timeline = try Timeline(path: path)
      let seqs = (0..<seeks).map { _ in
        UInt64.random(in: timeline.firstSeq...timeline.lastSeq, using: &random)
      }
      return try Cost.of { for seq in seqs { _ = try timeline.state(at: seq) } }
    }
    let timeline = try Timeline(path: path)
    let actions = max(timeline.actionCount, 1)
    let records = file.blocks.dropFirst().reduce(0) { $0 + ($1.recordCount ?? 0) }
    print(
      "\(path): \(file.blocks.count - 1) data blocks, \(records / max(file.blocks.count - 1, 1)) "
        + "records/block, \(Format.number(Double(file.fileSize) / Double(actions))) B/action, "
        + "open \(Format.number(indexed.wall / 1e6)) ms (index) "
        + "\(Format.number(hopped.wall / 1e6)) ms (no index), "
        + "state(at:) \(Format.number(seek.wall / 1e3 / Double(seeks))) µs")
  }
}
