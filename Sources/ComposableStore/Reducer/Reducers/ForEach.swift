extension Reducer {
  /// Runs an element reducer on each element of a navigation stack: `.forEach(\.path, action: /Action.path)`.
  ///
  /// Element actions go to the element first, then to this reducer; actions for a missing id are
  /// ignored by the element reducer. `.popFrom` pops after this reducer ran; `.push` pushes before.
  /// Effects of elements that leave the stack are cancelled.
  ///
  /// - Parameters:
  ///   - toStackState: The stack's key path.
  ///   - toStackAction: The case of actions for the stack.
  ///   - element: The element reducer.
  /// - Returns: A reducer that runs both.
  @inlinable
  public func forEach<ElementState, ElementAction, Element: Reducer>(
    _ toStackState: WritableKeyPath<State, StackState<ElementState>>,
    action toStackAction: AnyCasePath<Action, StackAction<ElementState, ElementAction>>,
    @ReducerBuilder<ElementState, ElementAction> element: () -> Element
  ) -> StackReducer<Self, Element>
  where Element.State == ElementState, Element.Action == ElementAction {
    StackReducer(
      base: self, toStackState: toStackState, toStackAction: toStackAction, element: element())
  }
}

/// The reducer built by ``Reducer/forEach(_:action:element:)``.
public struct StackReducer<Base: Reducer, Element: Reducer>: Reducer {
  @usableFromInline let base: Base
  @usableFromInline let toStackState: WritableKeyPath<Base.State, StackState<Element.State>>
  @usableFromInline let toStackAction:
    AnyCasePath<Base.Action, StackAction<Element.State, Element.Action>>
  @usableFromInline let element: Element

  @usableFromInline init(
    base: Base, toStackState: WritableKeyPath<Base.State, StackState<Element.State>>,
    toStackAction: AnyCasePath<Base.Action, StackAction<Element.State, Element.Action>>,
    element: Element
  ) {
    self.base = base
    self.toStackState = toStackState
    self.toStackAction = toStackAction
    self.element = element
  }

  /// Routes stack actions, runs the base reducer, and cancels effects of removed elements.
  @inlinable
  public func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
    let (beforeInstance, beforeIDs) = Self.identity(of: state[keyPath: toStackState])
    var elementEffects = Effect<Base.Action>.none
    var popFrom: StackElementID?
    switch toStackAction.extract(from: action) {
    case .element(let id, let elementAction)?:
      if let effect = state[keyPath: toStackState].modify(
        id: id, { element.reduce(into: &$0, action: elementAction) }), !effect.isNone
      {
        let toStackAction = self.toStackAction
        elementEffects =
          effect
          .map { toStackAction.embed(.element(id: id, action: $0)) }
          .cancellable(id: StackCancelID(stack: beforeInstance, element: id))
      }
    case .popFrom(let id)?:
      popFrom = id
    case .push(let id, let elementState)?:
      state[keyPath: toStackState].insert(elementState, id: id)
    case nil:
      break
    }
    let baseEffects = base.reduce(into: &state, action: action)
    if let popFrom { state[keyPath: toStackState].pop(from: popFrom) }

    let after = state[keyPath: toStackState]
    guard after.instanceID != beforeInstance || !after.hasIDs(beforeIDs) else {
      return elementEffects.merge(with: baseEffects)
    }
    let remaining = after.instanceID == beforeInstance ? Set(after.ids) : []
    let cancellations = beforeIDs.filter { !remaining.contains($0) }.map {
      Effect<Base.Action>.cancel(id: StackCancelID(stack: beforeInstance, element: $0))
    }
    return .merge([elementEffects, baseEffects] + cancellations)
  }

  /// The stack's instance and ids; takes the stack by value so the copy ends here, before the
  /// reducers change the stack in place.
  @inlinable
  static func identity(of stack: StackState<Element.State>) -> (UInt64, [StackElementID]) {
    (stack.instanceID, stack.ids)
  }
}

/// Cancels the effects of one stack element.
@usableFromInline
struct StackCancelID: Hashable, Sendable {
  let stack: UInt64
  let element: StackElementID

  @usableFromInline init(stack: UInt64, element: StackElementID) {
    self.stack = stack
    self.element = element
  }
}
