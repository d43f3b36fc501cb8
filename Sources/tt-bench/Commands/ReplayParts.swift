import ActionLog
import AppRootSample
import ArgumentParser
import ComposableStore
import Foundation
import Replay
import SampleSupport
import SignUpSample
import SplitViewSample
import TabStackSample

/// `tt-bench replay-parts`: times each step of reducer replay on the committed sample logs.
struct ReplayParts: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "replay-parts", abstract: "Time each step of reducer replay.",
    shouldDisplay: false)

  @Option(help: "The folder holding the committed sample logs.")
  var logs = "samples/logs"

  @Option(help: "How many times to run each step.")
  var rounds = 200

  @MainActor
  func run() async throws {
    var totals = [String: Double]()
    var actions = 0
    for (name, part) in [
      ("split-view", try parts(SplitViewSession.self)),
      ("tab-stack", try parts(TabStackSession.self)),
      ("app-root", try parts(AppRootSession.self)),
      ("sign-up", try parts(SignUpSession.self)),
    ] {
      print(name, part.map { "\($0.key) \(String(format: "%.2f", $0.value)) µs" }.sorted())
      for (key, value) in part where key != "actions" { totals[key, default: 0] += value }
      actions += Int(part["actions"] ?? 0)
    }
    print(
      "per action over all:",
      totals.map { "\($0.key) \(String(format: "%.2f", $0.value / 4))" }.sorted())
  }

  private func time(_ body: () throws -> Void) rethrows -> Double {
    let start = ContinuousClock.now
    for _ in 0..<rounds { try body() }
    return (ContinuousClock.now - start) / .microseconds(1) / Double(rounds)
  }

  private func parts<Sample: NavigationSample>(_ sample: Sample.Type) throws -> [String: Double]
  where Sample.Feature.State: Codable, Sample.Feature.Action: Codable {
    let path = "\(logs)/\(sample.name).ttlog"
    let file = try LogFile(path: path)
    var result: [String: Double] = [:]
    var raws: [RawRecord] = []
    result["inflate"] = try time {
      raws = []
      for index in file.blocks.indices where file.blocks[index].kind == .data {
        raws += try file.records(inBlock: index)
      }
    }
    var records: [LogRecord] = []
    result["parse"] = try time { records = try raws.map { try LogRecord(line: $0.line) } }
    let actions = records.compactMap { if case .action(let a) = $0 { a } else { nil } }
    let n = Double(actions.count)
    result["actions"] = n
    result["inflate", default: 0] /= n
    result["parse", default: 0] /= n
    var decoded: [Sample.Feature.Action] = []
    let decoder = TreeDecoder()
    result["decode"] =
      try time {
        decoded = try actions.map {
          try decoder.decode(Sample.Feature.Action.self, from: $0.action)
        }
      } / n
    let timeline = try Timeline(path: path)
    let initial = try timeline.state(at: timeline.firstSeq, as: Sample.Feature.State.self)
    let reducer = sample.makeFeature(SampleEnvironment())
    var states: [Sample.Feature.State] = []
    result["reduce"] =
      time {
        var state = initial
        states = []
        for action in decoded {
          _ = reducer.reduce(into: &state, action: action)
          states.append(state)
        }
      } / n
    let encoder = TreeEncoder(policy: .default, key: RedactionKey(1, 2))
    var encoded: [JSONValue] = []
    result["encode"] = try time { encoded = try states.map { try encoder.encode($0) } } / n
    result["encode-memo"] =
      try time {
        let memoizing = MemoizingTreeEncoder(encoder)
        for state in states { _ = try memoizing.encode(state) }
      } / n
    var expected: [JSONValue] = []
    for action in actions { expected.append(try timeline.state(at: action.seq)) }
    result["patch"] =
      try time {
        var state = try timeline.state(at: timeline.firstSeq)
        for action in actions {
          if case .delta(let ops) = action.change { state = try JSONPatch.apply(ops, to: state) }
        }
      } / n
    var equal = 0
    result["compare"] =
      time {
        equal = 0
        for (a, b) in zip(encoded, expected) where a == b { equal += 1 }
      } / n
    result["equal"] = Double(equal)
    return result
  }
}
