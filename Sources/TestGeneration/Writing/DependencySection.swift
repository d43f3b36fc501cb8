import Foundation
import JSONTree
import LogFormat
import Replay

/// The one piece of the file that installs the values the session read from its dependencies, so
/// the test is deterministic: before each step that read a UUID, a date or a random number, the
/// values the log recorded for it (format 3.1 `reads`) are served on `store.dependencies` in the
/// recorded order, through Replay's `RecordedReads`: a read too many or too few is an issue naming
/// the seq and the read, where a `.constant(…)` would hand out the same value again.
///
/// Logs before 3.1 record no reads: the section then says so, and `--reducer` must give the values.
struct DependencySection {
  let timeline: Timeline
  let steps: [SessionScript.Step]
  let conventions: StoreConventions
  /// Whether dates are served at the log's precision, whole milliseconds rounded down, rather than
  /// as read: an exhaustive test compares each whole state with the log's, which holds dates so.
  var millisecondDates = false
  /// The reads to serve from each `send` on (``Self/groups(of:)``), and each one's place by its
  /// seq: worked out once, since the writer asks before every step.
  private let groups: [(seq: UInt64, reads: [DependencyRead])]
  private let groupIndex: [UInt64: Int]

  init(
    timeline: Timeline, steps: [SessionScript.Step], conventions: StoreConventions,
    millisecondDates: Bool = false
  ) {
    self.timeline = timeline
    self.steps = steps
    self.conventions = conventions
    self.millisecondDates = millisecondDates
    let groups = Self.groups(of: steps)
    self.groups = groups
    groupIndex = Dictionary(
      groups.indices.map { (groups[$0].seq, $0) }, uniquingKeysWith: { first, _ in first })
  }

  private var reads: [(seq: UInt64, reads: [DependencyRead])] {
    steps.compactMap { step in
      switch step.record {
      case .send(let record), .receive(let record):
        record.reads.isEmpty ? nil : (step.seq, record.reads)
      case .outOfBand:
        nil
      }
    }
  }

  /// The reads to serve from each `send` on: its own and those of the actions its effects sent
  /// before the next `send`. A store reduces an effect's action as soon as the effect sends it —
  /// before the test's `receive` line — so the values must be in place when the `send` starts.
  private static func groups(of steps: [SessionScript.Step])
    -> [(seq: UInt64, reads: [DependencyRead])]
  {
    var groups: [(seq: UInt64, reads: [DependencyRead])] = []
    for step in steps {
      switch step.record {
      case .send(let record):
        groups.append((step.seq, record.reads))
      case .receive(let record):
        if groups.isEmpty { groups.append((step.seq, [])) }
        groups[groups.count - 1].reads += record.reads
      case .outOfBand:
        break
      }
    }
    return groups.filter { !$0.reads.isEmpty }
  }

  /// Whether any step's values are served through Replay's `RecordedReads` (the file then
  /// imports Replay).
  var servesReads: Bool {
    groups.contains { group in group.reads.contains { served($0) } }
  }

  /// Whether the file serves `read`'s dependency (the others are left to the test's own values).
  private func served(_ read: DependencyRead) -> Bool {
    switch read.dependency {
    case DependencyRead.Name.uuid, DependencyRead.Name.date: true
    case DependencyRead.Name.random: conventions.servesRandom
    default: false
    }
  }

  /// Lines for the file's opening comment.
  func comment() -> [String] {
    var lines: [String]
    let counts = Dictionary(grouping: reads.flatMap(\.reads), by: \.dependency)
      .map { Self.count($0.value.count, of: $0.key) }.sorted()
    if !counts.isEmpty {
      lines = [
        "Dependencies: the values the reducer read (\(counts.joined(separator: ", "))) are set on "
          + "store.dependencies",
        "before the send that leads to each read, as the log recorded them"
          + (millisecondDates && counts.contains { $0.hasSuffix(" date") || $0.hasSuffix(" dates") }
            ? " (dates to the millisecond, rounded down, as the log's states hold them)." : "."),
      ]
    } else if timeline.header.version.compare("3.1", options: .numeric) == .orderedAscending {
      lines = [
        "Dependencies: this log (format \(timeline.header.version)) records no dependency reads, "
          + "so the reducer below must",
        "give the values the session saw (UUIDs, dates, clocks) — e.g. the same generators the app "
          + "was recorded with.",
      ]
    } else {
      lines = [
        "Dependencies: the reducer read no UUID, date, random number or clock in these steps."
      ]
    }
    let environment = steps.compactMap { step -> [String: String]? in
      if case .send(let record) = step.record, !record.environment.isEmpty {
        return record.environment
      }
      if case .receive(let record) = step.record, !record.environment.isEmpty {
        return record.environment
      }
      return nil
    }.first
    if let environment {
      let text = environment.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }
      lines.append(
        "The session ran with \(text.joined(separator: ", ")); set them in the test if the reducer "
          + "formats dates or text.")
    }
    return lines
  }

  /// The statements before the step at `seq`: the values it and the actions its effects send read,
  /// served in the recorded order by a `RecordedReads`, which ``finishLines(before:)`` checks.
  func lines(before seq: UInt64) -> [String] {
    guard let index = groupIndex[seq] else { return [] }
    let step = groups[index]
    var lines: [String] = []
    let served = step.reads.filter(served)
    if !served.isEmpty {
      let reads = served.compactMap(literal).joined(separator: ", ")
      lines.append("let reads\(seq) = RecordedReads([\(reads)], seq: \(seq))")
    }
    var order: [String] = []
    var byDependency: [String: [DependencyRead]] = [:]
    for read in step.reads {
      if byDependency[read.dependency] == nil { order.append(read.dependency) }
      byDependency[read.dependency, default: []].append(read)
    }
    for name in order {
      switch name {
      case DependencyRead.Name.uuid:
        lines.append(
          "store.dependencies.uuid = UUIDGenerator { reads\(seq).uuid(live: UUID()) }")
      case DependencyRead.Name.date:
        lines.append(
          "store.dependencies.date = DateGenerator { reads\(seq).date(live: Date()) }")
      case DependencyRead.Name.random where conventions.servesRandom:
        lines.append(
          "store.dependencies.random = RandomNumberSource { reads\(seq).random(live: "
            + ".random(in: 0 ... .max)) }")
      default:
        let text = (byDependency[name] ?? []).map { $0.value.jsonText }.joined(separator: ", ")
        lines.append(
          "// The reducer read \(name) \(text) here; the file does not serve \(name) values, so "
            + "this step gets the test's own.")
      }
    }
    return lines
  }

  /// Whether the step at `seq` serves reads (``lines(before:)`` declares `reads<seq>`).
  func servesReads(before seq: UInt64) -> Bool {
    groupIndex[seq].map { groups[$0].reads.contains(where: served) } ?? false
  }

  /// The check that the reads served from the step at `seq` on were all read, no more and no
  /// fewer: an issue naming the seq and the read otherwise.
  static func finishLine(_ seq: UInt64) -> String {
    "if let mismatch = reads\(seq).finish() { Issue.record(\"\\(mismatch)\") }"
  }

  /// A served read as the Swift that makes it (`.uuid(UUID(uuidString: "…")!)`).
  private func literal(_ read: DependencyRead) -> String? {
    switch read.dependency {
    case DependencyRead.Name.uuid:
      return read.uuidValue.flatMap { SwiftText.uuid($0.uuidString) }.map { ".uuid(\($0))" }
    case DependencyRead.Name.date:
      return read.dateValue.map {
        let seconds = $0.timeIntervalSince1970
        let served = millisecondDates ? (seconds * 1000).rounded(.down) / 1000 : seconds
        return ".date(Date(timeIntervalSince1970: \(SwiftText.seconds(served))))"
      }
    case DependencyRead.Name.random:
      return read.randomValue.map { ".random(\($0))" }
    default:
      return nil
    }
  }

  private static func count(_ count: Int, of dependency: String) -> String {
    let noun =
      switch dependency {
      case DependencyRead.Name.uuid: "UUID"
      case DependencyRead.Name.random: "random number"
      case DependencyRead.Name.clock: "clock reading"
      default: dependency
      }
    return "\(count) \(noun)\(count == 1 ? "" : "s")"
  }
}
