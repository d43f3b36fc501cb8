import ComposableStore

extension HistoryDetailFeature {
  /// What a history detail can present: the edit sheet or the delete confirmation.
  public struct Destination: Reducer {
    /// The presented screen.
    public enum State: Codable, Equatable, Sendable {
      /// The edit sheet.
      case edit(EditTransactionFeature.State)
      /// The alert confirming a delete.
      case alert(AlertState<Alert>)
    }

    /// Actions of the presented screen.
    public enum Action: Codable, Equatable, Sendable {
      /// An action of the edit sheet.
      case edit(EditTransactionFeature.Action)
      /// A button of the delete alert.
      case alert(Alert)
    }

    /// The delete alert's buttons.
    public enum Alert: Codable, Equatable, Sendable {
      /// Delete the transaction.
      case confirmDelete
    }

    /// Creates the destination reducer.
    public init() {}

    /// Runs the edit sheet's reducer; the alert has no reducer of its own.
    public var body: some Reducer<State, Action> {
      Scope(state: /State.edit, action: /Action.edit) {
        EditTransactionFeature()
      }
    }
  }
}
