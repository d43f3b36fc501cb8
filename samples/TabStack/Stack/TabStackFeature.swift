import ComposableStore

/// The root: one navigation stack over a two-tab view. The root owns all navigation; tabs and
/// pushed screens only send requests.
public struct TabStackFeature: Reducer {
  /// The root's state.
  public struct State: Codable, Equatable, Sendable {
    /// The tab view at the bottom of the stack.
    public var tabs = TabsFeature.State()
    /// The screens pushed over the tabs, bottom to top.
    public var path = StackState<Path.State>()

    /// Creates the root with the first tab selected and nothing pushed.
    public init() {}
  }

  /// The root's actions.
  public enum Action: Codable, Equatable, Sendable {
    /// An action of the tab view.
    case tabs(TabsFeature.Action)
    /// An action of the stack or of a pushed screen.
    case path(StackAction<Path.State, Path.Action>)
  }

  /// Creates the root reducer.
  public init() {}

  /// Pushes and pops screens in answer to the children's requests.
  public var body: some Reducer<State, Action> {
    Scope(state: \.tabs, action: /Action.tabs) {
      TabsFeature()
    }
    Reduce { state, action in
      switch action {
      case .tabs(.first(.delegate(.showDetail))):
        state.path.append(.firstDetail(FirstDetailFeature.State(origin: .first)))
        return .none
      case .tabs(.second(.delegate(.showDetail))):
        state.path.append(.secondDetail(SecondDetailFeature.State(origin: .second)))
        return .none
      case .path(.element(id: _, action: .firstDetail(.delegate(.showAnother)))):
        state.path.append(.another(AnotherFeature.State(origin: .first)))
        return .none
      case .path(.element(id: _, action: .secondDetail(.delegate(.showAnother)))):
        state.path.append(.another(AnotherFeature.State(origin: .second)))
        return .none
      case .path(.element(id: _, action: .another(.delegate(.showAnother)))):
        state.path.append(.another(AnotherFeature.State(origin: state.tabs.selectedTab)))
        return .none
      case let .path(.element(id: id, action: .firstDetail(.delegate(.close)))),
        let .path(.element(id: id, action: .secondDetail(.delegate(.close)))),
        let .path(.element(id: id, action: .another(.delegate(.close)))):
        state.path.pop(from: id)
        return .none
      case .tabs, .path:
        return .none
      }
    }
    .forEach(\.path, action: /Action.path) {
      Path()
    }
  }
}
