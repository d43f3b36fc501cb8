import ComposableArchitecture

/// One entry, pushed on the history stack: star it (in the shared user), edit it in a sheet,
/// delete it behind an alert.
@Reducer
struct HistoryDetailFeature {
  @ObservableState
  struct State: Equatable {
    var id: Int
    var entry: LedgerEntry
    @Shared(.inMemory("user")) var user = UserProfile(name: "")
    @Presents var destination: Destination.State?
  }

  @Reducer
  enum Destination {
    case edit(EditEntryFeature)
    case alert(AlertState<Alert>)

    enum Alert: Equatable, Sendable {
      case confirmDelete
    }
  }

  enum Action {
    case favoriteTapped
    case editButtonTapped
    case deleteButtonTapped
    case destination(PresentationAction<Destination.Action>)
    case delegate(Delegate)

    @CasePathable
    enum Delegate {
      case entryUpdated(LedgerEntry)
      case deleteConfirmed(id: Int)
    }
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .favoriteTapped:
        state.$user.withLock { $0.favoriteEntryID = state.id }
        return .none
      case .editButtonTapped:
        state.destination = .edit(EditEntryFeature.State(entry: state.entry))
        return .none
      case .deleteButtonTapped:
        state.destination = .alert(
          AlertState {
            TextState("Delete \(state.entry.title)?")
          } actions: {
            ButtonState(role: .destructive, action: .confirmDelete) { TextState("Delete") }
            ButtonState(role: .cancel) { TextState("Cancel") }
          })
        return .none
      case let .destination(.presented(.edit(.delegate(.saved(entry))))):
        state.destination = nil
        state.entry = entry
        return .send(.delegate(.entryUpdated(entry)))
      case .destination(.presented(.alert(.confirmDelete))):
        return .send(.delegate(.deleteConfirmed(id: state.id)))
      case .destination, .delegate:
        return .none
      }
    }
    .ifLet(\.$destination, action: \.destination)
  }
}

extension HistoryDetailFeature.Destination.State: Equatable {}

// In an extension, so that the memberwise initialiser (which a generated test's literals use)
// stays.
extension HistoryDetailFeature.State {
  init(entry: LedgerEntry) {
    self.init(id: entry.id, entry: entry)
  }
}
