import Testing

@testable import ComposableStore

private struct Traced: Reducer {
  struct State: Equatable {
    var contexts: [String: ActionContext] = [:]
  }
  enum Action: Equatable, Sendable { case start, immediate, fromEffect, fromSend }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    state.contexts["\(action)"] = ActionContext.current
    switch action {
    case .start:
      return .merge(.send(.fromSend), .run { send in await send(.fromEffect) })
    case .immediate, .fromEffect, .fromSend:
      return .none
    }
  }
}

@MainActor
@Suite(.timeLimit(.minutes(1))) struct CausalityTests {
  @Test func externalAndEffectActionsCarryTheirOrigin() async {
    let store = Store(initialState: Traced.State()) { Traced() }
    await store.send(.start).finish()
    store.send(.immediate)
    let contexts = store.state.contexts
    #expect(contexts["start"] == ActionContext(id: 1, origin: .external))
    #expect(
      contexts["fromSend"] == ActionContext(id: 2, origin: .effect(parent: 1, effect: .immediate)))
    #expect(
      contexts["fromEffect"]
        == ActionContext(id: 3, origin: .effect(parent: 1, effect: EffectID(rawValue: 1))))
    #expect(contexts["immediate"] == ActionContext(id: 4, origin: .external))
  }

  @Test func contextIsNilOutsideReduce() {
    let store = Store(initialState: Traced.State()) { Traced() }
    store.send(.immediate)
    #expect(ActionContext.current == nil)
  }

  @Test func effectIDDescribesItself() {
    #expect(EffectID(rawValue: 3).description == "effect#3")
  }
}
