import ComposableStore

/// The "new feature" sheet: a small form whose parent saves or cancels it.
public struct NewFeatureFormFeature: Reducer {
  /// The form's fields.
  public struct State: Codable, Equatable, Sendable {
    /// The title typed so far.
    public var title = ""
    /// Whether the form may be saved.
    public var canSave: Bool { !title.isEmpty }

    /// Creates an empty form.
    public init() {}
  }

  /// What the user does in the form; the parent handles save and cancel.
  public enum Action: Codable, Equatable, Sendable {
    /// The title field changed.
    case titleChanged(String)
    /// The save button was tapped.
    case saveButtonTapped
    /// The cancel button was tapped.
    case cancelButtonTapped
  }

  /// Creates the form reducer.
  public init() {}

  /// Applies edits; save and cancel are handled by the presenting feature.
  public var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case let .titleChanged(title):
        state.title = title
        return .none
      case .saveButtonTapped, .cancelButtonTapped:
        return .none
      }
    }
  }
}
