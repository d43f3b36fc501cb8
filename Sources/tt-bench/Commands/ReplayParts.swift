import ActionLog
import AppRootSample
import ArgumentParser
import ComposableStore
import ComposableStoreRecording
import ComposableStoreReplay
import Foundation
import JSONTree
import LogFormat
import LogReading
import Replay
import SampleSupport
import SignUpSample
import SplitViewSample
import TabStackSample
import ValueCoding

/// `tt-bench replay-parts`: times each step of reducer replay on the committed sample logs.
struct ReplayParts: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "replay-parts", abstract: "Time each step of reducer replay.",
    shouldDisplay: false)

  @OptionGroup var sampleLogs: SampleLogsOption

  @Option(help: "How many times to run each step.")
  var rounds = 200

  @Flag(
    help:
      "Time each step in this thread's CPU time rather than wall time (steadier on a busy machine; a whole run's reading thread is then not counted)."
  )
  var cpu = false

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
      for (key, value) in part where key != "actions" && key != "equal" {
        totals[key, default: 0] += value
      }
      actions += Int(part["actions"] ?? 0)
    }
    print("µs per action, mean of the 4 logs:")
    for (key, value) in totals.sorted(by: { $0.key < $1.key }) {
      print("  " + key.padding(toLength: 56, withPad: " ", startingAt: 0), Format.number(value / 4))
    }
  }

  private func time(_ body: () throws -> Void) rethrows -> Double {
    let clock = cpu ? CPUClock.threadNanoseconds : CPUClock.wallNanoseconds
    let start = clock()
    for _ in 0..<rounds { try body() }
    return Double(clock() - start) / 1_000 / Double(rounds)
  }

  private func parts<Sample: NavigationSample>(_ sample: Sample.Type) throws -> [String: Double]
  where Sample.Feature.State: Codable, Sample.Feature.Action: Codable {
    let path = sampleLogs.path(of: sample.name)
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
    result["parse"] = try time {
      var decoder = BlockRecordDecoder(formatMajor: file.version.major)
      records = try raws.map { try decoder.decode($0) }
    }
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
    // The same actions through Foundation's coders, in Foundation's own JSON shape: the cost of
    // `Codable` itself, for comparison.
    let foundationDecoder = JSONDecoder()
    let foundationEncoder = JSONEncoder()
    let foundationActions = try decoded.map { try foundationEncoder.encode($0) }
    result["decode, Foundation JSONDecoder"] =
      try time {
        for bytes in foundationActions {
          _ = try foundationDecoder.decode(Sample.Feature.Action.self, from: bytes)
        }
      } / n
    let timeline = try Timeline(path: path)
    let initial = try timeline.state(at: timeline.firstSeq, relinking: Sample.Feature.State.self)
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
    result["encode, Foundation JSONEncoder"] =
      try time { for state in states { _ = try foundationEncoder.encode(state) } } / n
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
    // Per-log costs, spread over the log's actions.
    result["open log"] = try time { _ = try Timeline(path: path) } / n
    result["open log and parse first block"] =
      try time { _ = try Timeline(path: path).state(at: timeline.firstSeq) } / n
    // A whole run on a freshly opened log, the way `configure` sets the replay up.
    func wholeRun(
      _ configure: (inout ReducerReplay<Sample.Feature.State, Sample.Feature.Action>) -> Void
    )
      throws -> Double
    {
      try time {
        var replay = ReducerReplay(
          sample.makeFeature(SampleEnvironment()), timeline: try Timeline(path: path))
        configure(&replay)
        _ = try replay.run()
      } / n
    }
    result["whole ReducerReplay run"] = try wholeRun { _ in }
    result["whole ReducerReplay run, one thread"] = try wholeRun { $0.readsAhead = false }
    result["whole ReducerReplay run, one thread, no action reuse"] = try wholeRun {
      $0.readsAhead = false
      $0.reusesDecodedActions = false
    }
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
