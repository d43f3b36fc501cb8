/// How much of each step a ``TestStore`` asserts, as TCA's `TestStore.exhaustivity`.
public enum Exhaustivity: Sendable, Equatable {
  /// Every state change must be described by the step's closure, and every action an effect sends
  /// must be received before the next `send` and before ``TestStore/finish()``.
  case on
  /// Only what the closure describes is checked; actions effects sent and nobody received are skipped.
  case off
}
