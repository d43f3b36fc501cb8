import ComposableStore
import Foundation
import IdentifiedCollections

/// The history tab: a list of transactions on its own stack, pushing a detail per row.
public struct HistoryFeature: Reducer {
  /// The history's state.
  public struct State: Codable, Equatable, Sendable {
    /// The transactions, oldest first.
    public var transactions: IdentifiedArrayOf<Transaction> = Self.seed
    /// The details pushed over the list.
    public var path = StackState<Path.State>()

    /// Creates the history with three seeded transactions and nothing pushed.
    public init() {}

    /// Three transactions on fixed dates, so every session starts from the same history.
    static let seed: IdentifiedArrayOf<Transaction> = [
      Transaction(id: 1, title: "Groceries", amount: 4_250, date: seedDate(day: 2)),
      Transaction(id: 2, title: "Rent", amount: 95_000, date: seedDate(day: 3)),
      Transaction(id: 3, title: "Books", amount: 3_100, date: seedDate(day: 5)),
    ]

    private static func seedDate(day: Int) -> Date {
      Date(timeIntervalSince1970: 1_764_547_200 + Double(day - 1) * 86_400)
    }
  }

  /// The history's actions.
  public enum Action: Codable, Equatable, Sendable {
    /// A row of the list was tapped.
    case rowTapped(id: Int)
    /// An action of the stack or of a pushed detail.
    case path(StackAction<Path.State, Path.Action>)
  }

  /// Creates the history's reducer.
  public init() {}

  /// Pushes details, applies their saved edits and removes deleted transactions.
  public var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case let .rowTapped(id):
        guard let transaction = state.transactions[id: id] else { return .none }
        state.path.append(.detail(HistoryDetailFeature.State(transaction: transaction)))
        return .none
      case let .path(.element(id: _, action: .detail(.delegate(.transactionUpdated(transaction))))):
        state.transactions[id: transaction.id] = transaction
        return .none
      case let .path(.element(id: elementID, action: .detail(.delegate(.deleteConfirmed(id))))):
        state.transactions.remove(id: id)
        state.path.pop(from: elementID)
        return .none
      case .path:
        return .none
      }
    }
    .forEach(\.path, action: /Action.path) {
      Path()
    }
  }
}
