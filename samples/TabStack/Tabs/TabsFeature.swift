import ComposableStore

/// The two-tab view at the bottom of the root stack.
public struct TabsFeature: Reducer {
  /// The tab view's state.
  public struct State: Codable, Equatable, Sendable {
    /// The visible tab.
    public var selectedTab: Tab = .first
    /// The first tab.
    public var first = FirstTabFeature.State()
    /// The second tab.
    public var second = SecondTabFeature.State()

    /// Creates the tab view with the first tab selected.
    public init() {}
  }

  /// The tab view's actions.
  public enum Action: Codable, Equatable, Sendable {
    /// The user selected a tab.
    case tabSelected(Tab)
    /// An action of the first tab.
    case first(FirstTabFeature.Action)
    /// An action of the second tab.
    case second(SecondTabFeature.Action)
  }

  /// Creates the tab view reducer.
  public init() {}

  /// Selects tabs and runs each tab's reducer.
  public var body: some Reducer<State, Action> {
    Scope(state: \.first, action: /Action.first) {
      FirstTabFeature()
    }
    Scope(state: \.second, action: /Action.second) {
      SecondTabFeature()
    }
    Reduce { state, action in
      switch action {
      case let .tabSelected(tab):
        state.selectedTab = tab
        return .none
      case .first, .second:
        return .none
      }
    }
  }
}
