import ComposableStore

/// The first tab: a button that asks the root to push the first detail.
public struct FirstTabFeature: Reducer {
  /// The first tab's state.
  public struct State: Codable, Equatable, Sendable {
    /// How many times the detail button was tapped.
    public var detailRequests = 0

    /// Creates the tab's state.
    public init() {}
  }

  /// The first tab's actions.
  public enum Action: Codable, Equatable, Sendable {
    /// The "show detail" button was tapped.
    case detailButtonTapped
    /// A request the root handles.
    case delegate(Delegate)

    /// Requests for the root.
    public enum Delegate: Codable, Equatable, Sendable {
      /// Push the first detail.
      case showDetail
    }
  }

  /// Creates the tab reducer.
  public init() {}

  /// Turns the button tap into a request for the root, which owns navigation.
  public var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case .detailButtonTapped:
        state.detailRequests += 1
        return .send(.delegate(.showDetail))
      case .delegate:
        return .none
      }
    }
  }
}
