import ComposableStore

extension TabStackFeature {
  /// The screens the root stack can push over the tabs.
  public struct Path: Reducer {
    /// A pushed screen's state.
    public enum State: Codable, Equatable, Sendable {
      /// The first tab's detail.
      case firstDetail(FirstDetailFeature.State)
      /// The second tab's detail.
      case secondDetail(SecondDetailFeature.State)
      /// An "another" screen, pushed from a detail or another "another".
      case another(AnotherFeature.State)
    }

    /// A pushed screen's action.
    public enum Action: Codable, Equatable, Sendable {
      /// An action of the first detail.
      case firstDetail(FirstDetailFeature.Action)
      /// An action of the second detail.
      case secondDetail(SecondDetailFeature.Action)
      /// An action of an "another" screen.
      case another(AnotherFeature.Action)
    }

    /// Creates the path reducer.
    public init() {}

    /// Runs the reducer of whichever screen an action is for.
    public var body: some Reducer<State, Action> {
      Scope(state: /State.firstDetail, action: /Action.firstDetail) {
        FirstDetailFeature()
      }
      Scope(state: /State.secondDetail, action: /Action.secondDetail) {
        SecondDetailFeature()
      }
      Scope(state: /State.another, action: /Action.another) {
        AnotherFeature()
      }
    }
  }
}
