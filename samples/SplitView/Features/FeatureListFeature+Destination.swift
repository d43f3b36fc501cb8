import ComposableStore

extension FeatureListFeature {
  /// What a feature list can present over its content: the new-feature sheet or the delete alert.
  public struct Destination: Reducer {
    /// The presented screen.
    public enum State: Codable, Equatable, Sendable {
      /// The "new feature" sheet.
      case newFeature(NewFeatureFormFeature.State)
      /// The alert asking to confirm a delete.
      case alert(AlertState<Alert>)
    }

    /// Actions of the presented screen.
    public enum Action: Codable, Equatable, Sendable {
      /// An action of the "new feature" sheet.
      case newFeature(NewFeatureFormFeature.Action)
      /// A button of the delete alert.
      case alert(Alert)
    }

    /// The delete alert's buttons.
    public enum Alert: Codable, Equatable, Sendable {
      /// Delete the selected model.
      case confirmDelete
    }

    /// Creates the destination reducer.
    public init() {}

    /// Runs the sheet's form reducer; the alert has no reducer of its own.
    public var body: some Reducer<State, Action> {
      Scope(state: /State.newFeature, action: /Action.newFeature) {
        NewFeatureFormFeature()
      }
    }
  }
}
