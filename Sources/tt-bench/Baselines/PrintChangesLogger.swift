import ComposableStore
import CustomDump

/// The `_printChanges`-equivalent baseline: after each action, `customDump` of the action and
/// `diff(old, new)` of the state into a String, as TCA's default debug printer does.
struct PrintChangesLogger<Base: Reducer>: Reducer {
  typealias State = Base.State
  typealias Action = Base.Action
  typealias Body = ReduceOnlyBody

  let base: Base
  let output: LogSink

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    let old = state
    let effect = base.reduce(into: &state, action: action)
    var text = "received action:\n"
    customDump(action, to: &text, indent: 2)
    text += "\n"
    text += diff(old, state).map { "\($0)\n" } ?? "  (No state changes)\n"
    output.write(text)
    return effect
  }
}

/// Where the logger's text goes: counted and dropped, so the benchmark measures building it.
final class LogSink: @unchecked Sendable {
  // Only touched on the store's thread (the main actor).
  private(set) var bytes = 0

  func write(_ text: String) { bytes += text.utf8.count }
}

extension Reducer {
  /// Wraps the reducer in the `_printChanges`-equivalent logger.
  func printingChanges(to sink: LogSink) -> PrintChangesLogger<Self> {
    PrintChangesLogger(base: self, output: sink)
  }
}
