import ComposableArchitecture
import Foundation

/// The history tab: a list of entries and a stack of details.
@Reducer
public struct HistoryFeature {
  @ObservableState
  public struct State: Equatable {
    public var entries: IdentifiedArrayOf<LedgerEntry> = Self.seed
    public var path = StackState<Path.State>()
    public init() {}

    static let seed: IdentifiedArrayOf<LedgerEntry> = [
      LedgerEntry(id: 1, title: "Groceries", amount: 4_250, date: day(2)),
      LedgerEntry(id: 2, title: "Rent", amount: 95_000, date: day(3)),
      LedgerEntry(id: 3, title: "Books", amount: 3_100, date: day(5)),
    ]

    public static func day(_ day: Int) -> Date {
      Date(timeIntervalSince1970: 1_764_547_200 + Double(day - 1) * 86_400)
    }
  }

  @Reducer
  public enum Path {
    case detail(HistoryDetailFeature)
  }

  public enum Action {
    case rowTapped(id: Int)
    case path(StackActionOf<Path>)
  }

  public init() {}

  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .rowTapped(id):
        guard let entry = state.entries[id: id] else { return .none }
        state.path.append(.detail(HistoryDetailFeature.State(entry: entry)))
        return .none
      case let .path(.element(id: _, action: .detail(.delegate(.entryUpdated(entry))))):
        state.entries[id: entry.id] = entry
        return .none
      case let .path(.element(id: elementID, action: .detail(.delegate(.deleteConfirmed(id))))):
        state.entries.remove(id: id)
        state.path.pop(from: elementID)
        return .none
      case .path:
        return .none
      }
    }
    .forEach(\.path, action: \.path)
  }
}

extension HistoryFeature.Path.State: Equatable {}
