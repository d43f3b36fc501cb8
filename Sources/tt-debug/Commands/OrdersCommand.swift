import ArgumentParser
import Replay

/// `tt-debug orders FILE`: the effects whose answers could have arrived in another order.
struct OrdersCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "orders",
    abstract:
      "List the effects that were in flight at once, and how many orders their answers have.",
    discussion: """
      One line per stretch of the log where effects that answered overlapped: the effects, the \
      actions they sent, and the orders of those answers that keep each effect's answers in order, \
      the other actions in the log's order, and no answer before its effect started. Replaying \
      those orders needs the app's reducer: EffectOrders, from a test (docs/Replay.md).

      Example:
        tt-debug orders samples/logs/race.ttlog
      """)

  /// As given: a folder's newest log is named in the output.
  @Argument(help: "The .ttlog file, or a folder of logs (its newest).") var file: String

  func run() throws {
    let file = LogPath.resolve(self.file)
    // A folder's newest log is named, as `info` names it.
    if file != self.file { Terminal.write("file  \(file)") }
    let timeline = try CLIError.catching { try Timeline(path: file) }
    let found = try CLIError.catching { try EffectOverlaps(timeline: timeline) }
    guard !found.overlaps.isEmpty else {
      Terminal.write(
        "no effects that answered were in flight at once: the log's order is the only one")
      return
    }
    for (index, overlap) in found.overlaps.enumerated() {
      let effects = overlap.effects.map { effect in
        let answers = effect.answers.map { "#\($0)" }.joined(separator: ", ")
        return "#\(effect.startedBy)'s \(effect.name) (answers \(answers))"
      }
      Terminal.write(
        "overlap \(index + 1), #\(overlap.seqs.lowerBound)…#\(overlap.seqs.upperBound): "
          + effects.joined(separator: ", ") + ": " + Self.count(overlap.orderCount))
    }
    Terminal.write(
      "\(Self.count(found.orderCount)) in all, the log's included; replay them through the "
        + "reducer with EffectOrders in a test")
  }

  private static func count(_ orders: UInt64?) -> String {
    orders.map { Plural.count(Int(clamping: $0), "order") } ?? "too many orders to count"
  }
}
