import ComposableStore
import Testing

private struct Child: Reducer {
  struct State: Equatable { var count = 0 }
  enum Action: Equatable, Sendable { case increment, startTimer, tick }
  let clock: ManualClock

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .increment:
      state.count += 1
      return .none
    case .startTimer:
      return .run { [clock] send in
        try await clock.sleep(for: .seconds(1))
        await send(.tick)
      }
    case .tick:
      state.count += 100
      return .none
    }
  }
}

private struct Parent: Reducer {
  struct State: Equatable {
    @PresentationState var child: Child.State?
    @PresentationState var alert: AlertState<Action.Alert>?
    var seen: [String] = []
  }
  enum Action: Equatable, Sendable {
    case show, showAlert
    case child(PresentationAction<Child.Action>)
    case alert(PresentationAction<Alert>)
    enum Alert: Equatable, Sendable { case confirm }
  }
  let clock: ManualClock

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .show:
        state.child = Child.State()
      case .showAlert:
        state.alert = AlertState {
          TextState("Sure?")
        } actions: {
          ButtonState(action: .confirm) { TextState("Yes") }
          ButtonState(role: .cancel) { TextState("No") }
        }
      case .child(.presented(let childAction)):
        state.seen.append("child \(childAction) count=\(state.child?.count ?? -1)")
      case .child(.dismiss):
        state.seen.append("dismiss present=\(state.child != nil)")
      case .alert(.presented(.confirm)):
        state.seen.append("confirm present=\(state.alert != nil)")
      case .alert(.dismiss):
        break
      }
      return .none
    }
    .ifLet(\.$child, action: /Action.child) { Child(clock: clock) }
    .ifLet(\.$alert, action: /Action.alert)
  }
}

@MainActor
@Suite(.timeLimit(.minutes(1))) struct PresentationTests {
  @Test func childSeesPresentedActionsBeforeTheParent() {
    let store = Store(initialState: Parent.State()) { Parent(clock: ManualClock()) }
    store.send(.show)
    store.send(.child(.presented(.increment)))
    #expect(store.state.child?.count == 1)
    #expect(store.state.seen == ["child increment count=1"])
  }

  @Test func dismissClearsStateAfterTheParentSawIt() {
    let store = Store(initialState: Parent.State()) { Parent(clock: ManualClock()) }
    store.send(.show)
    store.send(.child(.dismiss))
    #expect(store.state.child == nil)
    #expect(store.state.seen == ["dismiss present=true"])
  }

  @Test func dismissCancelsTheChildsEffects() async {
    let clock = ManualClock()
    let store = Store(initialState: Parent.State()) { Parent(clock: clock) }
    store.send(.show)
    let timer = store.send(.child(.presented(.startTimer)))
    await clock.waitForSleepers(1)
    store.send(.child(.dismiss))
    await timer.finish()
    #expect(store.state.child == nil)
    #expect(!store.state.seen.contains { $0.contains("tick") })
  }

  @Test func childEffectsDeliverWhilePresented() async {
    let clock = ManualClock()
    let store = Store(initialState: Parent.State()) { Parent(clock: clock) }
    store.send(.show)
    let timer = store.send(.child(.presented(.startTimer)))
    await clock.waitForSleepers(1)
    await clock.advance(by: .seconds(1))
    await timer.finish()
    #expect(store.state.child?.count == 100)
  }

  @Test func presentedActionsWithoutStateAreIgnoredByTheChild() {
    let store = Store(initialState: Parent.State()) { Parent(clock: ManualClock()) }
    store.send(.child(.presented(.increment)))
    #expect(store.state.child == nil)
    #expect(store.state.seen == ["child increment count=-1"])
  }

  @Test func alertClearsAfterAButtonActionThatTheParentSaw() {
    let store = Store(initialState: Parent.State()) { Parent(clock: ManualClock()) }
    store.send(.showAlert)
    #expect(store.state.alert?.buttons.map(\.label) == ["Yes", "No"])
    store.send(.alert(.presented(.confirm)))
    #expect(store.state.alert == nil)
    #expect(store.state.seen == ["confirm present=true"])
  }

  @Test func projectedValueExposesTheWrapper() {
    var state = Parent.State()
    #expect(state.$child.wrappedValue == nil)
    state.$child.wrappedValue = Child.State(count: 3)
    #expect(state.child?.count == 3)
  }
}
