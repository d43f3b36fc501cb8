import ComposableStore

/// The sheet that registers a transaction on the selected day; the calendar saves or cancels it.
public struct RegisterTransactionFeature: Reducer {
  /// The sheet's form.
  public struct State: Codable, Equatable, Sendable {
    /// The day of the month the transaction is for.
    public var day: Int
    /// What the money was for.
    public var title = ""
    /// The amount in cents.
    public var amount = 0

    /// Creates an empty form for a day.
    ///
    /// - Parameter day: The day of the month.
    public init(day: Int) {
      self.day = day
    }
  }

  /// The sheet's actions; the calendar handles save and cancel.
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

  /// Applies edits to the form.
  public var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case let .titleChanged(title):
        state.title = title
        return .none
      case let .amountChanged(amount):
        state.amount = amount
        return .none
      case .saveButtonTapped, .cancelButtonTapped:
        return .none
      }
    }
  }
}
