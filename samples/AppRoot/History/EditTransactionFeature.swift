import ComposableStore

/// The sheet that edits a transaction; the detail saves or cancels it.
public struct EditTransactionFeature: Reducer {
  /// The sheet's form, a draft of the transaction.
  public struct State: Codable, Equatable, Sendable {
    /// The edited draft.
    public var transaction: Transaction

    /// Creates a form editing a transaction.
    ///
    /// - Parameter transaction: The transaction to edit.
    public init(transaction: Transaction) {
      self.transaction = transaction
    }
  }

  /// The sheet's actions; the detail handles save and cancel.
  public enum Action: Codable, Equatable, Sendable {
    /// The title field changed.
    case titleChanged(String)
    /// The amount field changed.
    case amountChanged(Int)
    /// The save button was tapped.
    case saveButtonTapped
    /// The cancel button was tapped.
    case cancelButtonTapped
  }

  /// Creates the sheet's reducer.
  public init() {}

  /// Applies edits to the draft.
  public var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case let .titleChanged(title):
        state.transaction.title = title
        return .none
      case let .amountChanged(amount):
        state.transaction.amount = amount
        return .none
      case .saveButtonTapped, .cancelButtonTapped:
        return .none
      }
    }
  }
}
