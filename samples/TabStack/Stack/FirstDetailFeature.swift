import ComposableStore

/// A pushed screen with a counter, a button that asks the root to push "another" screen, and a
/// close button that asks the root to pop it.
public struct FirstDetailFeature: Reducer {
  /// The screen's state.
  public struct State: Codable, Equatable, Sendable {
    /// The tab the screen was pushed from.
    public var origin: Tab
    /// A counter the user increments.
    public var count = 0

    /// Creates the screen's state.
    ///
    /// - Parameter origin: The tab the screen was pushed from.
    public init(origin: Tab) {
      self.origin = origin
    }
  }

  /// The screen's actions.
  public enum Action: Codable, Equatable, Sendable {
    /// The counter's "+" button was tapped.
    case incrementButtonTapped
    /// The "another" button was tapped.
    case anotherButtonTapped
    /// The close button was tapped.
    case closeButtonTapped
    /// A request the root handles.
    case delegate(Delegate)

    /// Requests for the root.
    public enum Delegate: Codable, Equatable, Sendable {
      /// Push an "another" screen on top of this one.
      case showAnother
      /// Pop this screen and everything above it.
      case close
    }
  }

  /// Creates the screen's reducer.
  public init() {}

  /// Counts, and turns navigation buttons into requests for the root.
  public var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case .incrementButtonTapped:
        state.count += 1
        return .none
      case .anotherButtonTapped:
        return .send(.delegate(.showAnother))
      case .closeButtonTapped:
        return .send(.delegate(.close))
      case .delegate:
        return .none
      }
    }
  }
}
