extension Reducer {
  /// Runs a destination reducer on presented state, as `.ifLet(\.$destination, action: /Action.destination)`.
  ///
  /// The child sees `.presented` actions first, then this reducer sees the action. `.dismiss` sets
  /// the state to `nil` after this reducer ran. Whenever a presentation ends, its in-flight effects
  /// are cancelled. Alert and dialog states are cleared after one of their buttons' actions.
  ///
  /// - Parameters:
  ///   - toPresentationState: The presentation's key path, e.g. `\.$destination`.
  ///   - toPresentationAction: The case of actions for the presentation, e.g. `/Action.destination`.
  ///   - destination: The child reducer.
  /// - Returns: A reducer that runs both.
  @inlinable
  public func ifLet<DestinationState, DestinationAction, Destination: Reducer>(
    _ toPresentationState: WritableKeyPath<State, PresentationState<DestinationState>>,
    action toPresentationAction: AnyCasePath<Action, PresentationAction<DestinationAction>>,
    @ReducerBuilder<DestinationState, DestinationAction> then destination: () -> Destination
  ) -> PresentationReducer<Self, Destination>
  where Destination.State == DestinationState, Destination.Action == DestinationAction {
    PresentationReducer(
      base: self, toPresentationState: toPresentationState,
      toPresentationAction: toPresentationAction, destination: destination(),
      clearsAfterAction: false
    )
  }

  /// Handles presented state that has no reducer of its own (alerts, dialogs).
  ///
  /// A `.presented(buttonAction)` is seen by this reducer, then the state is cleared.
  ///
  /// - Parameters:
  ///   - toPresentationState: The presentation's key path, e.g. `\.$alert`.
  ///   - toPresentationAction: The case of actions for the presentation, e.g. `/Action.alert`.
  /// - Returns: A reducer that handles presentation and dismissal.
  @inlinable
  public func ifLet<DestinationState, DestinationAction: Sendable>(
    _ toPresentationState: WritableKeyPath<State, PresentationState<DestinationState>>,
    action toPresentationAction: AnyCasePath<Action, PresentationAction<DestinationAction>>
  ) -> PresentationReducer<Self, EmptyReducer<DestinationState, DestinationAction>> {
    PresentationReducer(
      base: self, toPresentationState: toPresentationState,
      toPresentationAction: toPresentationAction, destination: EmptyReducer(),
      clearsAfterAction: true
    )
  }
}

/// The reducer built by ``Reducer/ifLet(_:action:then:)``.
public struct PresentationReducer<Base: Reducer, Destination: Reducer>: Reducer {
  @usableFromInline let base: Base
  @usableFromInline let toPresentationState:
    WritableKeyPath<Base.State, PresentationState<Destination.State>>
  @usableFromInline let toPresentationAction:
    AnyCasePath<Base.Action, PresentationAction<Destination.Action>>
  @usableFromInline let destination: Destination
  @usableFromInline let clearsAfterAction: Bool

  @usableFromInline init(
    base: Base,
    toPresentationState: WritableKeyPath<Base.State, PresentationState<Destination.State>>,
    toPresentationAction: AnyCasePath<Base.Action, PresentationAction<Destination.Action>>,
    destination: Destination, clearsAfterAction: Bool
  ) {
    self.base = base
    self.toPresentationState = toPresentationState
    self.toPresentationAction = toPresentationAction
    self.destination = destination
    self.clearsAfterAction = clearsAfterAction
  }

  /// Runs the destination for `.presented` actions, then the base reducer, then dismissal.
  @inlinable
  public func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
    let before = state[keyPath: toPresentationState].presentationID
    var childEffects = Effect<Base.Action>.none
    var clearAfterBase = false
    switch toPresentationAction.extract(from: action) {
    case .presented(let childAction)?:
      guard let before else { break }
      let clearsAfterAction = self.clearsAfterAction
      let outcome = state[keyPath: toPresentationState].modify { child in
        let effect = destination.reduce(into: &child, action: childAction)
        return (effect, clearsAfterAction || Self.isEphemeral(child))
      }
      let effect = outcome?.0
      if let effect, !effect.isNone {
        let toPresentationAction = self.toPresentationAction
        childEffects =
          effect
          .map { toPresentationAction.embed(.presented($0)) }
          .cancellable(id: PresentationCancelID(presentation: before))
      }
      clearAfterBase = outcome?.1 ?? clearsAfterAction
    case .dismiss?:
      clearAfterBase = before != nil
    case nil:
      break
    }
    let baseEffects = base.reduce(into: &state, action: action)
    if clearAfterBase, state[keyPath: toPresentationState].presentationID == before {
      state[keyPath: toPresentationState].wrappedValue = nil
    }
    guard let before, state[keyPath: toPresentationState].presentationID != before else {
      return childEffects.merge(with: baseEffects)
    }
    return .merge(
      childEffects, baseEffects, .cancel(id: PresentationCancelID(presentation: before)))
  }

  /// Alerts and dialogs, directly or as the payload of a destination enum case, go away after an action.
  @usableFromInline
  static func isEphemeral(_ state: Destination.State?) -> Bool {
    guard let state else { return false }
    if state is any DialogState { return true }
    return EnumReflection.payloadConforms(
      state, { $0 is any DialogState.Type }, { $0 is any DialogState })
  }
}

/// Cancels the effects of one presentation.
@usableFromInline
struct PresentationCancelID: Hashable, Sendable {
  let presentation: UInt64

  @usableFromInline init(presentation: UInt64) {
    self.presentation = presentation
  }
}
