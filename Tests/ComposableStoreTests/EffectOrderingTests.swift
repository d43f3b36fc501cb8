import ComposableStore
import Testing

private struct Feature: Reducer {
  struct State: Equatable { var log: [String] = [] }
  enum Action: Equatable, Sendable {
    case sendChain, merged, concatenated, nested, mapped
    case record(String)
    case child(ChildAction)
  }
  enum ChildAction: Equatable, Sendable { case ping }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .sendChain:
      state.log.append("sendChain")
      return .merge(.send(.record("b")), .send(.record("c")))
    case .record(let value):
      state.log.append(value)
      return value == "b" ? .send(.record("d")) : .none
    case .merged:
      return .merge(
        .run { send in await send(.record("m1")) },
        .run { send in await send(.record("m2")) }
      )
    case .concatenated:
      return .concatenate(
        .run { send in
          for _ in 0..<200 { await Task.yield() }
          await send(.record("first"))
        },
        .send(.record("second")),
        .run { send in await send(.record("third")) }
      )
    case .nested:
      return .run { send in await send(.child(.ping)) }
    case .child(.ping):
      return .run { send in
        for _ in 0..<50 { await Task.yield() }
        await send(.record("grandchild"))
      }
    case .mapped:
      return Effect<ChildAction>.send(.ping).map { Action.child($0) }
    }
  }
}

@MainActor
@Suite(.timeLimit(.minutes(1))) struct EffectOrderingTests {
  @Test func sendEffectsAreReducedInOrderRightAfterTheirAction() {
    let store = Store(initialState: Feature.State()) { Feature() }
    store.send(.sendChain)
    #expect(store.state.log == ["sendChain", "b", "c", "d"])
  }

  @Test func mergedRunEffectsAllDeliverBeforeFinishReturns() async {
    let store = Store(initialState: Feature.State()) { Feature() }
    await store.send(.merged).finish()
    #expect(Set(store.state.log) == ["m1", "m2"])
  }

  @Test func concatenatedEffectsRunOneAfterAnother() async {
    let store = Store(initialState: Feature.State()) { Feature() }
    await store.send(.concatenated).finish()
    #expect(store.state.log == ["first", "second", "third"])
  }

  @Test func finishWaitsForEffectsOfActionsSentByEffects() async {
    let store = Store(initialState: Feature.State()) { Feature() }
    await store.send(.nested).finish()
    #expect(store.state.log == ["grandchild"])
  }

  @Test func mapTransformsTheActionsOfAnEffect() async {
    let store = Store(initialState: Feature.State()) { Feature() }
    await store.send(.mapped).finish()
    #expect(store.state.log == ["grandchild"])
  }

  @Test func sendWithoutEffectsReturnsAFinishedTask() async {
    let store = Store(initialState: Feature.State()) { Feature() }
    let task = store.send(.record("x"))
    await task.finish()
    #expect(!task.isCancelled)
    #expect(store.state.log == ["x"])
  }
}
