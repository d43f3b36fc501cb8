import ComposableStore
import Foundation

/// The calendar tab: select a day and register a transaction on it in a sheet.
public struct CalendarFeature: Reducer {
  /// The calendar's state.
  public struct State: Codable, Equatable, Sendable {
    /// The selected day of the month.
    public var selectedDay = 1
    /// The registration sheet, when shown.
    @PresentationState public var registerTransaction: RegisterTransactionFeature.State?

    /// Creates the calendar with the first day selected.
    public init() {}
  }

  /// The calendar's actions.
  public enum Action: Codable, Equatable, Sendable {
    /// A day was selected.
    case daySelected(Int)
    /// The "register" button was tapped.
    case registerButtonTapped
    /// An action of the registration sheet.
    case registerTransaction(PresentationAction<RegisterTransactionFeature.Action>)
    /// A request the main tabs handle.
    case delegate(Delegate)

    /// Requests for the main tabs.
    public enum Delegate: Codable, Equatable, Sendable {
      /// A transaction was registered and belongs in the history.
      case transactionRegistered(title: String, amount: Int, date: Date)
    }
  }

  /// Dates newly registered transactions.
  public let date: DateGenerator

  /// Creates the calendar reducer.
  ///
  /// - Parameter date: Dates newly registered transactions.
  public init(date: DateGenerator) {
    self.date = date
  }

  /// Selects days and presents, saves and cancels the registration sheet.
  public var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case let .daySelected(day):
        state.selectedDay = day
        return .none
      case .registerButtonTapped:
        state.registerTransaction = RegisterTransactionFeature.State(day: state.selectedDay)
        return .none
      case .registerTransaction(.presented(.saveButtonTapped)):
        guard let form = state.registerTransaction, !form.title.isEmpty else { return .none }
        state.registerTransaction = nil
        return .send(
          .delegate(.transactionRegistered(title: form.title, amount: form.amount, date: date())))
      case .registerTransaction(.presented(.cancelButtonTapped)):
        state.registerTransaction = nil
        return .none
      case .registerTransaction, .delegate:
        return .none
      }
    }
    .ifLet(\.$registerTransaction, action: /Action.registerTransaction) {
      RegisterTransactionFeature()
    }
  }
}
