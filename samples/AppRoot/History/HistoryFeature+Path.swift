import ComposableStore

extension HistoryFeature {
  /// The screens the history's stack can push over its list.
  public struct Path: Reducer {
    /// A pushed screen's state.
    public enum State: Codable, Equatable, Sendable {
      /// A transaction's detail.
      case detail(HistoryDetailFeature.State)
    }

    /// A pushed screen's action.
    public enum Action: Codable, Equatable, Sendable {
      /// An action of a transaction's detail.
      case detail(HistoryDetailFeature.Action)
    }

    /// Creates the path reducer.
    public init() {}

    /// Runs the detail's reducer.
    public var body: some Reducer<State, Action> {
      Scope(state: /State.detail, action: /Action.detail) {
        HistoryDetailFeature()
      }
    }
  }
}
