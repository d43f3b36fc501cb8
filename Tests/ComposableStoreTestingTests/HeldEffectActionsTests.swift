import ComposableStore
import ComposableStoreTesting
import Testing

/// `holdsEffectActions`: effects' actions wait until a `receive` lets them in, so a test sets the
/// order answers arrive in; a cancelled effect's waiting action never arrives.
@MainActor
@Suite struct HeldEffectActionsTests {
  struct Search: Reducer {
    struct State: Equatable {
      var shown = ""
    }
    enum Action: Equatable {
      case search(String)
      case answer(String)
    }
    enum CancelID { case search }
    let cancelsInFlight: Bool

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case .search(let query):
        let effect = Effect<Action>.run { send in await send(.answer(query)) }
        return cancelsInFlight
          ? effect.cancellable(id: CancelID.search, cancelInFlight: true) : effect
      case .answer(let query):
        state.shown = query
        return .none
      }
    }
  }

  @Test func receivesLetAnswersInInTheOrderTheTestGives() async {
    let store = TestStore(initialState: Search.State()) { Search(cancelsInFlight: false) }
    store.holdsEffectActions = true
    await store.send(.search("old"))
    await store.send(.search("new"))
    await store.receive(.answer("new")) { $0.shown = "new" }
    await store.receive(.answer("old")) { $0.shown = "old" }
    await store.finish()
  }

  @Test func anAnswerWhoseEffectWasCancelledNeverArrives() async {
    let store = TestStore(initialState: Search.State()) { Search(cancelsInFlight: true) }
    store.holdsEffectActions = true
    await store.send(.search("old"))
    await store.send(.search("new"))
    await store.receive(.answer("new")) { $0.shown = "new" }
    await store.receive(.answer("old"))
    await store.finish()
    #expect(store.state.shown == "new")
  }

  @Test func finishLetsInWhatStillWaits() async {
    let store = TestStore(initialState: Search.State()) { Search(cancelsInFlight: false) }
    store.exhaustivity = .off
    store.holdsEffectActions = true
    await store.send(.search("old"))
    await store.finish()
    #expect(store.state.shown == "old")
  }
}
