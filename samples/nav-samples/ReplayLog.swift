import ArgumentParser
import ComposableStore
import ComposableStoreRecording
import ComposableStoreReplay
import Replay
import SampleSupport

extension NavSamples {
  /// Re-runs a recorded log through a sample's reducer and reports the first divergence.
  struct ReplayLog: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "replay",
      abstract: "Re-run a log through a sample's reducer and check every state against it.",
      discussion: """
        Decodes each logged action, runs it through the sample's reducer (effects discarded: what \
        they sent is in the log), and compares every state produced with the logged one. \
        `--ignore` changes the reducer on purpose, to see what a divergence report looks like.

        The reducer runs on live UUIDs and dates: the values it read while recording are served \
        back from the log. `--live-dependencies` checks the live values against the logged ones \
        instead, which stops at the first action whose state depends on them.

        Exit status: 0 when every state matched, 1 at the first divergence, 2 when the log cannot \
        be replayed (unreadable, recorded by reflection, another app's log), 3 when every state \
        checked matched but the log lost some actions (a damaged block, records the recorder \
        dropped, the end of a cut or crashed log): those were not checked, so the log is not \
        proven faithful; 64 for a bad argument.

        Examples:
          nav-samples replay app-root app-root.ttlog
          nav-samples replay app-root app-root.ttlog --ignore deleteButtonTapped
          nav-samples replay split-view split-view.ttlog --live-dependencies
        """)

    @Argument(help: "The sample whose reducer to run (see `nav-samples list`).")
    var name: String

    @Argument(help: "The .ttlog file to replay.")
    var log: String

    @Option(help: "The seq whose logged state replay starts from (default: the log's first).")
    var from: UInt64?

    // `--to`, as in `tt-debug log` and `export`: one name for the end of a range everywhere.
    @Option(help: "The last seq to check (default: the log's last).")
    var to: UInt64?

    @Option(
      help: ArgumentHelp(
        "Replay as if the reducer ignored every action whose description contains this text.",
        valueName: "text"))
    var ignore: String?

    @Flag(help: "Let the reducer keep its live UUIDs and dates instead of the logged ones.")
    var liveDependencies = false

    func validate() throws {
      guard SampleCatalog.sample(named: name) != nil else {
        let valid = SampleCatalog.names.joined(separator: ", ")
        throw ValidationError("unknown sample '\(name)'; valid samples: \(valid)")
      }
      if let from, let to, from > to {
        throw ValidationError("--from \(from) is after --to \(to); give the earlier seq first")
      }
      if ignore?.isEmpty == true {
        throw ValidationError("--ignore needs some text to look for in action descriptions")
      }
    }

    func run() throws {
      guard let sample = SampleCatalog.sample(named: name) else { return }
      let outcome: Outcome
      do {
        outcome = try replay(sample)
      } catch let error as ReplayError {
        printError("nav-samples: cannot replay \(log): \(error.message)")
        throw ExitCode(2)
      }
      print(outcome.lines.joined(separator: "\n"))
      if outcome.report.divergence != nil { throw ExitCode(1) }
      if !outcome.report.isComplete || !outcome.lostEnd.isEmpty { throw ExitCode(3) }
    }

    private struct Outcome {
      var lines: [String]
      var report: ReplayReport
      /// The records the log lost after its last state (a cut or crashed log's end), when replay
      /// ran to that end: never replayed, so the log is not proven faithful.
      var lostEnd: [String] = []
    }

    private func replay<Sample: NavigationSample>(_ sample: Sample.Type) throws -> Outcome {
      let timeline = try Timeline(path: log)
      let expected = String(reflecting: Sample.Feature.State.self)
      guard timeline.header.stateType == expected else {
        throw ReplayError(
          .invalidArgument,
          "it was recorded from \(timeline.header.stateType), not \(sample.name)'s \(expected); "
            + "pick the sample that recorded it (`tt-debug info \(log)` shows the app)")
      }
      // Live generators, as the app ships: every value replay needs must come from the log.
      let live = SampleEnvironment(uuid: .live, date: .live)
      let reducer = IgnoringReducer(base: sample.makeFeature(live), ignore: ignore)
      var replay = ReducerReplay(reducer, timeline: timeline)
      replay.servesRecordedReads = !liveDependencies
      let report = try replay.run(from: from, through: to)
      let lostEnd =
        report.divergence == nil && (to ?? timeline.lastSeq) >= timeline.lastSeq
        ? timeline.gaps.filter { $0.first > timeline.lastSeq }
          .map { "\($0); its actions were not checked" } : []
      var lines: [String] = []
      let range = "from seq \(report.startSeq)"
      let actions = report.checked == 1 ? "1 action" : "\(report.checked) actions"
      if let divergence = report.divergence {
        lines.append("diverged at seq \(divergence.seq): \(divergence.summary)")
        if let mismatch = divergence.dependency { lines.append("  \(mismatch)") }
        lines.append(divergence.diffText)
        lines.append("\(actions) checked \(range); the last one diverged")
      } else if report.isComplete, lostEnd.isEmpty {
        lines.append("\(actions) checked \(range); every state matches the log")
      } else {
        lines.append(
          "\(actions) checked \(range) \(report.checked == 1 ? "matches" : "match") the log, but the "
            + "log lost some: it is "
            + "not proven faithful")
      }
      lines += report.unchecked.map(\.description)
      lines += lostEnd
      lines += report.hints.map { "hint: \($0)" }
      var damageNoted = false
      switch timeline.status {
      case .closed:
        break
      case .crashed:
        lines.append(
          "note: the log was not closed (the app crashed or was killed); it holds seqs "
            + "\(timeline.firstSeq)…\(timeline.lastSeq), and replay covered those")
      case .damaged:
        lines.append("note: parts of the log are damaged; `tt-debug verify \(log)` says where")
        damageNoted = true
      }
      if !report.isComplete || !lostEnd.isEmpty, !damageNoted {
        lines.append("note: `tt-debug verify \(log)` lists what the log lost")
      }
      return Outcome(lines: lines, report: report, lostEnd: lostEnd)
    }
  }
}

/// A sample's reducer changed on purpose: actions whose description contains `ignore` do nothing.
private struct IgnoringReducer<Base: Reducer>: Reducer {
  let base: Base
  let ignore: String?

  func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
    if let ignore, String(describing: action).contains(ignore) { return .none }
    return base.reduce(into: &state, action: action)
  }
}
