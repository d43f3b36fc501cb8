/// What a sign-up step asks the flow to do when its continue button is tapped.
public enum StepDelegate: Codable, Equatable, Sendable {
  /// Push the next step.
  case next
  /// Pop back to the summary that pushed this step for editing.
  case doneEditing
}
