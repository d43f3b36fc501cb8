import ComposableStore

/// The split view's root: a sidebar choosing feature A, B or C, each with its own list and detail.
public struct SplitViewFeature: Reducer {
  /// The root state; each feature keeps its own list and detail selection.
  public struct State: Codable, Equatable, Sendable {
    /// The feature selected in the sidebar.
    public var sidebar: FeatureKind = .a
    /// Feature A's content and detail.
    public var featureA = FeatureListFeature.State(kind: .a)
    /// Feature B's content and detail.
    public var featureB = FeatureListFeature.State(kind: .b)
    /// Feature C's content and detail.
    public var featureC = FeatureListFeature.State(kind: .c)

    /// Creates the root state with feature A selected and empty lists.
    public init() {}

    /// The list of the given feature.
    ///
    /// - Parameter kind: A feature.
    /// - Returns: That feature's list state.
    public func list(_ kind: FeatureKind) -> FeatureListFeature.State {
      switch kind {
      case .a: featureA
      case .b: featureB
      case .c: featureC
      }
    }
  }

  /// The root's actions.
  public enum Action: Codable, Equatable, Sendable {
    /// The sidebar selected a feature.
    case sidebarSelected(FeatureKind)
    /// An action of feature A's list.
    case featureA(FeatureListFeature.Action)
    /// An action of feature B's list.
    case featureB(FeatureListFeature.Action)
    /// An action of feature C's list.
    case featureC(FeatureListFeature.Action)
  }

  /// The data dependency shared by the three lists.
  public let client: ModelsClient
  /// Generates new models' identities.
  public let uuid: UUIDGenerator

  /// Creates the root reducer.
  ///
  /// - Parameters:
  ///   - client: Loads, adds and deletes models.
  ///   - uuid: Generates new models' identities.
  public init(client: ModelsClient, uuid: UUIDGenerator) {
    self.client = client
    self.uuid = uuid
  }

  /// Switches the sidebar and runs each feature's list reducer.
  public var body: some Reducer<State, Action> {
    Scope(state: \.featureA, action: /Action.featureA) {
      FeatureListFeature(client: client, uuid: uuid)
    }
    Scope(state: \.featureB, action: /Action.featureB) {
      FeatureListFeature(client: client, uuid: uuid)
    }
    Scope(state: \.featureC, action: /Action.featureC) {
      FeatureListFeature(client: client, uuid: uuid)
    }
    Reduce { state, action in
      switch action {
      case let .sidebarSelected(kind):
        state.sidebar = kind
        return .none
      case .featureA, .featureB, .featureC:
        return .none
      }
    }
  }
}
