import Foundation
import JSONTree
import LogFormat
import Replay

/// The one piece of the file that installs the values the session read from its dependencies, so
/// the test is deterministic: before each step that read a UUID, a date or a random number, the
/// values the log recorded for it (format 3.1 `reads`) are set on `store.dependencies`, as a TCA
/// test sets `store.dependencies.uuid = .constant(…)`.
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

  /// Whether any step's values are served (the file then needs ``helper()``).
  var servesSequences: Bool {
    groups.contains { step in
      Dictionary(grouping: step.reads, by: \.dependency).values.contains { $0.count > 1 }
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

  /// The statements before the step at `seq`: the values it and the actions its effects send read.
  func lines(before seq: UInt64) -> [String] {
    guard let index = groupIndex[seq] else { return [] }
    let step = groups[index]
    var lines: [String] = []
    var order: [String] = []
    var byDependency: [String: [DependencyRead]] = [:]
    for read in step.reads {
      if byDependency[read.dependency] == nil { order.append(read.dependency) }
      byDependency[read.dependency, default: []].append(read)
    }
    for name in order {
      let values = byDependency[name] ?? []
      switch name {
      case DependencyRead.Name.uuid:
        let literals = values.compactMap(\.uuidValue).compactMap {
          SwiftText.uuid($0.uuidString)
        }
        lines.append("store.dependencies.uuid = " + served(literals, type: "UUIDGenerator"))
      case DependencyRead.Name.date:
        let literals = values.compactMap(\.dateValue).map {
          let seconds = $0.timeIntervalSince1970
          let served = millisecondDates ? (seconds * 1000).rounded(.down) / 1000 : seconds
          return "Date(timeIntervalSince1970: \(SwiftText.seconds(served)))"
        }
        lines.append("store.dependencies.date = " + served(literals, type: "DateGenerator"))
      case DependencyRead.Name.random where conventions.servesRandom:
        let literals = values.compactMap(\.randomValue).map(String.init)
        lines.append(
          "store.dependencies.random = RandomNumberSource(served([\(literals.joined(separator: ", "))]))"
        )
      default:
        let text = values.map { $0.value.jsonText }.joined(separator: ", ")
        lines.append(
          "// The reducer read \(name) \(text) here; the file does not serve \(name) values, so "
            + "this step gets the test's own.")
      }
    }
    return lines
  }

  /// `served(_:)`, which hands out a step's several values of one dependency in order.
  func helper() -> [String] {
    [
      "",
      "/// Hands out `values` in order, one per call, then the last one again: the values the "
        + "reducer read, as the log recorded them.",
      "private func served<Value: Sendable>(_ values: [Value]) -> @Sendable () -> Value {",
      "  let queue = ServedValues(values)",
      "  return { queue.next() }",
      "}",
      "",
      "private final class ServedValues<Value: Sendable>: @unchecked Sendable {",
      "  private let lock = NSLock()",
      "  private var values: ArraySlice<Value>",
      "",
      "  init(_ values: [Value]) { self.values = values[...] }",
      "",
      "  func next() -> Value {",
      "    lock.lock()",
      "    defer { lock.unlock() }",
      "    return values.count > 1 ? values.removeFirst() : values[values.startIndex]",
      "  }",
      "}",
    ]
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

  private func served(_ literals: [String], type: String) -> String {
    literals.count == 1
      ? ".constant(\(literals[0]))" : "\(type)(served([\(literals.joined(separator: ", "))]))"
  }
}
