import JSONTree
import ToolSupport

@testable import ActionLog

/// Generates sessions over a medium state: counters, an identified list, a positional list, a
/// settings object whose members come and go; with markers, effects and out-of-band changes.
enum RandomSession {
  static let initial: JSONValue = .object([
    "count": .int(0), "title": .string("Groceries"), "items": .array([]),
    "tags": .array([.string("a"), .string("b")]),
    "settings": .object(["theme": .string("light"), "sound": .bool(true), "limit": .int(10)]),
  ])

  /// Writes `actions` random actions and returns the builder (closed unless `close` is false).
  static func write(
    actions: Int, seed: UInt64, close: Bool = true, noise: Int = 24,
    builder: LogBuilder? = nil
  ) throws -> LogBuilder {
    let log = try builder ?? LogBuilder(initial: initial)
    var random = SeededGenerator(seed: seed)
    var nextID = 1
    for step in 0..<actions {
      var state = log.state ?? initial
      let choice = Int.random(in: 0..<9, using: &random)
      let name: String
      switch choice {
      case 0:
        name = "incrementButtonTapped"
        state = set(state, "count", .int((state["count"].flatMap(int) ?? 0) + 1))
      case 1, 2:
        name = "addButtonTapped"
        var items = array(state["items"])
        let index = items.isEmpty ? 0 : Int.random(in: 0...items.count, using: &random)
        items.insert(
          .object([
            "id": .int(Int64(nextID)), "title": .string(word(&random, noise)), "done": .bool(false),
          ]), at: index)
        nextID += 1
        state = set(state, "items", .array(items))
      case 3:
        name = "deleteButtonTapped"
        var items = array(state["items"])
        if !items.isEmpty { items.remove(at: Int.random(in: 0..<items.count, using: &random)) }
        state = set(state, "items", .array(items))
      case 4:
        name = "toggleDone"
        var items = array(state["items"])
        let index = items.isEmpty ? 0 : Int(random.next() % UInt64(items.count))
        if !items.isEmpty, case .object(var item) = items[index] {
          item["done"] = .bool(!(item["done"] == .bool(true)))
          items[index] = .object(item)
        }
        state = set(state, "items", .array(items))
      case 5:
        name = "tagsChanged"
        var tags = array(state["tags"])
        if tags.count > 3, Bool.random(using: &random) {
          tags.remove(at: Int.random(in: 0..<tags.count, using: &random))
        } else {
          tags.insert(.string(word(&random, 4)), at: Int.random(in: 0...tags.count, using: &random))
        }
        state = set(state, "tags", .array(tags))
      case 6:
        name = "settingsChanged"
        guard case .object(var settings)? = state["settings"] else { break }
        if settings["limit"] != nil {
          settings.removeValue(forKey: "limit")
        } else {
          settings["limit"] = .int(Int64(step))
        }
        if settings["theme"] != nil, Bool.random(using: &random) {
          settings.removeValue(forKey: "theme")
        } else if settings["theme"] == nil {
          settings["theme"] = .string("dark")
        }
        state = set(state, "settings", .object(settings))
      case 7:
        name = "titleChanged"
        state = set(state, "title", .string(word(&random, noise)))
      default:
        name = "noop"
      }
      if choice == 8, step % 3 == 0 {
        try log.outOfBand(to: set(state, "count", .int(-Int64(step))))
      } else {
        try log.action(
          .object([name: .object([:])]), summary: name, to: state, full: step % 37 == 36)
      }
      if step % 11 == 0 { try log.marker("step \(step)") }
      if step % 13 == 0 { try log.effect(.started) }
    }
    if close { try log.close() }
    return log
  }

  static func set(_ state: JSONValue, _ key: String, _ value: JSONValue) -> JSONValue {
    guard case .object(var members) = state else { return state }
    members[key] = value
    return .object(members)
  }

  private static func int(_ value: JSONValue) -> Int64? {
    if case .int(let number) = value { number } else { nil }
  }

  private static func array(_ value: JSONValue?) -> [JSONValue] {
    if case .array(let elements)? = value { elements } else { [] }
  }

  private static func word(_ random: inout SeededGenerator, _ length: Int) -> String {
    let letters = Array("abcdefghijklmnopqrstuvwxyz0123456789")
    return String((0..<length).map { _ in letters[Int(random.next() % UInt64(letters.count))] })
  }
}
