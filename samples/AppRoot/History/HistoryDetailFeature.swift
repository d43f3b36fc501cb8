import ComposableStore

/// One transaction of the history, with an edit sheet and a delete confirmation.
public struct HistoryDetailFeature: Reducer {
  /// The detail's state.
  public struct State: Codable, Equatable, Sendable {
    /// The shown transaction's number.
    public var id: Int
    /// The shown transaction.
    public var transaction: Transaction
    /// The edit sheet or delete alert, when shown.
    @PresentationState public var destination: Destination.State?

    /// Creates a detail showing a transaction.
    ///
    /// - Parameter transaction: The transaction to show.
    public init(transaction: Transaction) {
      self.id = transaction.id
      self.transaction = transaction
    }
  }

  /// The detail's actions.
  public enum Action: Codable, Equatable, Sendable {
    /// The edit button was tapped.
    case editButtonTapped
    /// The delete button was tapped.
    case deleteButtonTapped
    /// An action of the edit sheet or delete alert.
    case destination(PresentationAction<Destination.Action>)
    /// A request the history handles.
    case delegate(Delegate)

    /// Requests for the history.
    public enum Delegate: Codable, Equatable, Sendable {
      /// The transaction was edited and saved.
      case transactionUpdated(Transaction)
      /// The user confirmed deleting the transaction.
      case deleteConfirmed(id: Int)
    }
  }

  /// Creates the detail's reducer.
  public init() {}

  /// Presents the sheet and alert and reports saved edits and confirmed deletes to the history.
  public var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case .editButtonTapped:
        state.destination = .edit(EditTransactionFeature.State(transaction: state.transaction))
        return .none
      case .deleteButtonTapped:
        state.destination = .alert(
          AlertState {
            TextState("Delete \(state.transaction.title)?")
          } actions: {
            ButtonState(role: .destructive, action: .confirmDelete) { TextState("Delete") }
            ButtonState(role: .cancel) { TextState("Cancel") }
          })
        return .none
      case .destination(.presented(.edit(.saveButtonTapped))):
        guard case let .edit(form) = state.destination else { return .none }
        state.destination = nil
        state.transaction = form.transaction
        return .send(.delegate(.transactionUpdated(form.transaction)))
      case .destination(.presented(.edit(.cancelButtonTapped))):
        state.destination = nil
        return .none
      case .destination(.presented(.alert(.confirmDelete))):
        state.destination = nil
        return .send(.delegate(.deleteConfirmed(id: state.id)))
      case .destination, .delegate:
        return .none
      }
    }
    .ifLet(\.$destination, action: /Action.destination) {
      Destination()
    }
  }
}
