import ComposableStore
import IdentifiedCollections

/// One feature's content and detail columns: a streamed list, a selected detail, a sheet and an alert.
public struct FeatureListFeature: Reducer {
  /// A feature list's state.
  public struct State: Codable, Equatable, Sendable {
    /// Which feature this list shows.
    public var kind: FeatureKind
    /// The models loaded from the client.
    public var models: IdentifiedArrayOf<FeatureModel> = []
    /// The model shown in the detail column, if any.
    public var selection: FeatureModel.ID?
    /// The sheet or alert shown over the content, if any.
    @PresentationState public var destination: Destination.State?

    /// Creates an empty list for a feature.
    ///
    /// - Parameter kind: The feature the list shows.
    public init(kind: FeatureKind) {
      self.kind = kind
    }

    /// The model shown in the detail column, if any.
    public var selectedModel: FeatureModel? {
      selection.flatMap { models[id: $0] }
    }

    /// The identity of the model at a row, or `nil` past the end of the list.
    ///
    /// - Parameter index: A row index.
    /// - Returns: The model's identity, if the row exists.
    public func modelID(at index: Int) -> FeatureModel.ID? {
      models.indices.contains(index) ? models[index].id : nil
    }
  }

  /// A feature list's actions.
  public enum Action: Codable, Equatable, Sendable {
    /// The list appeared: stream its models from the client.
    case task
    /// The client delivered a page of models.
    case setModels([FeatureModel])
    /// A row was selected, or the selection cleared.
    case modelSelected(FeatureModel.ID?)
    /// The "new feature" button was tapped.
    case addButtonTapped
    /// The detail's delete button was tapped.
    case deleteButtonTapped
    /// An action of the presented sheet or alert.
    case destination(PresentationAction<Destination.Action>)
  }

  /// The data dependency.
  public let client: ModelsClient
  /// Generates new models' identities.
  public let uuid: UUIDGenerator

  /// Creates a feature list reducer.
  ///
  /// - Parameters:
  ///   - client: Loads, adds and deletes models.
  ///   - uuid: Generates new models' identities.
  public init(client: ModelsClient, uuid: UUIDGenerator) {
    self.client = client
    self.uuid = uuid
  }

  /// Loads, selects, adds and deletes models, and presents the sheet and alert.
  public var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case .task:
        return reload(state.kind)
      case let .setModels(models):
        state.models = IdentifiedArray(uniqueElements: models)
        return .none
      case let .modelSelected(id):
        state.selection = id
        return .none
      case .addButtonTapped:
        state.destination = .newFeature(NewFeatureFormFeature.State())
        return .none
      case .deleteButtonTapped:
        guard let model = state.selectedModel else { return .none }
        state.destination = .alert(Self.deleteAlert(title: model.title))
        return .none
      case .destination(.presented(.newFeature(.saveButtonTapped))):
        guard case let .newFeature(form) = state.destination, form.canSave else { return .none }
        state.destination = nil
        // A new item gets its id in the reducer, as TCA features do with `@Dependency(\.uuid)`,
        // and shows at once, selected; the client's list replaces it when the save lands.
        let model = FeatureModel(id: uuid(), title: form.title)
        state.models.append(model)
        state.selection = model.id
        let (client, kind) = (client, state.kind)
        return .run { send in
          await client.add(kind, model)
          for await models in await client.models(kind) {
            await send(.setModels(models))
          }
        }
      case .destination(.presented(.newFeature(.cancelButtonTapped))):
        state.destination = nil
        return .none
      case .destination(.presented(.alert(.confirmDelete))):
        state.destination = nil
        guard let id = state.selection else { return .none }
        state.selection = nil
        let (client, kind) = (client, state.kind)
        return .run { send in
          await client.delete(kind, id)
          for await models in await client.models(kind) {
            await send(.setModels(models))
          }
        }
      case .destination:
        return .none
      }
    }
    .ifLet(\.$destination, action: /Action.destination) {
      Destination()
    }
  }

  private func reload(_ kind: FeatureKind) -> Effect<Action> {
    let client = client
    return .run { send in
      for await models in await client.models(kind) {
        await send(.setModels(models))
      }
    }
    .cancellable(id: kind, cancelInFlight: true)
  }

  private static func deleteAlert(title: String) -> AlertState<Destination.Alert> {
    AlertState {
      TextState("Delete \(title)?")
    } actions: {
      ButtonState(role: .destructive, action: .confirmDelete) {
        TextState("Delete")
      }
      ButtonState(role: .cancel) {
        TextState("Cancel")
      }
    }
  }
}
