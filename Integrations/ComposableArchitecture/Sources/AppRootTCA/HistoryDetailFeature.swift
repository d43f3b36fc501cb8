import ComposableArchitecture

/// One entry: edit it in a sheet, delete it behind an alert.
@Reducer
public struct HistoryDetailFeature {
  @ObservableState
  public struct State: Equatable {
    public var id: Int
    public var entry: LedgerEntry
    @Presents public var destination: Destination.State?

    public init(entry: LedgerEntry) {
      self.id = entry.id
      self.entry = entry
    }
  }

  @Reducer
  public enum Destination {
    case edit(EditEntryFeature)
    case alert(AlertState<Alert>)

    public enum Alert: Equatable, Sendable {
      case confirmDelete
    }
  }

  public enum Action {
    case editButtonTapped
    case deleteButtonTapped
    case destination(PresentationAction<Destination.Action>)
    case delegate(Delegate)

    @CasePathable
    public enum Delegate {
      case entryUpdated(LedgerEntry)
      case deleteConfirmed(id: Int)
    }
  }

  public init() {}

  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
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
      case .destination(.presented(.edit(.saveButtonTapped))):
        guard case let .edit(form) = state.destination else { return .none }
        state.destination = nil
        state.entry = form.entry
        return .send(.delegate(.entryUpdated(form.entry)))
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

/// The edit sheet.
@Reducer
public struct EditEntryFeature {
  @ObservableState
  public struct State: Equatable {
    public var entry: LedgerEntry
    public init(entry: LedgerEntry) { self.entry = entry }
  }

  public enum Action {
    case titleChanged(String)
    case amountChanged(Int)
    case saveButtonTapped
  }

  public init() {}

  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .titleChanged(title):
        state.entry.title = title
        return .none
      case let .amountChanged(amount):
        state.entry.amount = amount
        return .none
      case .saveButtonTapped:
        return .none
      }
    }
  }
}
