import ComposableArchitecture

/// The edit sheet: saving sends the entry to the server, and tries again, up to three times in
/// all, while the server is busy.
@Reducer
struct EditEntryFeature {
  @ObservableState
  struct State: Equatable {
    var entry: LedgerEntry
    var attempts = 0
    var isSaving = false
  }

  enum Action {
    case titleChanged(String)
    case amountChanged(Int)
    case saveButtonTapped
    case saveResponse(LedgerEntry)
    case saveFailed(APIFailure)
    case delegate(Delegate)

    @CasePathable
    enum Delegate { case saved(LedgerEntry) }
  }

  static let maximumAttempts = 3

  @Dependency(\.apiClient) var apiClient

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .titleChanged(title):
        state.entry.title = title
        return .none
      case let .amountChanged(amount):
        state.entry.amount = amount
        return .none
      case .saveButtonTapped:
        state.attempts = 0
        return save(&state)
      case let .saveResponse(entry):
        state.isSaving = false
        return .send(.delegate(.saved(entry)))
      case .saveFailed(.serverBusy) where state.attempts < Self.maximumAttempts:
        return save(&state)
      case .saveFailed:
        state.isSaving = false
        return .none
      case .delegate:
        return .none
      }
    }
  }

  private func save(_ state: inout State) -> Effect<Action> {
    state.attempts += 1
    state.isSaving = true
    return .run { [entry = state.entry] send in
      do {
        await send(.saveResponse(try await apiClient.save(entry: entry)))
      } catch {
        await send(.saveFailed(APIFailure(error)))
      }
    }
  }
}
