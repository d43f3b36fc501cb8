import Foundation
import JSONTree
import LogFormat

/// The dependency reads an action made, as people read them: what a step got from the uuid
/// generator, the date, a random number generator or a clock.
///
/// ```swift
/// ReadsText.line([.uuid(UUID(0)), .date(Date(timeIntervalSince1970: 1_767_225_600))])
/// ```
///
/// ```text
/// uuid 00000000-0000-0000-0000-000000000000, date 2026-01-01T00:00:00.000Z
/// ```
enum ReadsText {
  /// The reads in order, comma-separated; `nil` when there are none.
  static func line(_ reads: [DependencyRead]) -> String? {
    guard !reads.isEmpty else { return nil }
    return reads.map(text).joined(separator: ", ")
  }

  /// One read: a date as ISO 8601, a clock as its name and offset, anything else as its JSON.
  static func text(_ read: DependencyRead) -> String {
    if let date = read.dateValue { return "date \(ISO8601.string(from: date))" }
    if let uuid = read.uuidValue { return "uuid \(uuid.uuidString)" }
    if let clock = read.clockValue {
      let seconds =
        Double(clock.offset.components.seconds)
        + Double(clock.offset.components.attoseconds) / 1e18
      return "clock \(clock.name) \(TimeText.offset(seconds))"
    }
    return "\(read.dependency) \(read.value.jsonText)"
  }

  /// The reads and session constants of `action` for JSON output: `reads` as the log holds them
  /// and `env`, each only when the record has any.
  static func json(of action: ActionRecord, into object: inout JSONObject) {
    if !action.reads.isEmpty { object["reads"] = .array(action.reads.map(\.json)) }
    if !action.environment.isEmpty {
      var environment: JSONObject = [:]
      for (name, value) in action.environment.sorted(by: { $0.key < $1.key }) {
        environment[name] = .string(value)
      }
      object["env"] = .object(environment)
    }
  }
}
