import ComposableStore
import Testing

private struct SignUp: Equatable, Sendable {
  var email = ""
  var step = 0
}

private struct EmailStep: Reducer {
  struct State: Equatable {
    @Shared var signUp: SignUp
    init(signUp: Shared<SignUp>) { self._signUp = signUp }
  }
  enum Action: Equatable, Sendable { case typed(String) }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .typed(let email): state.signUp.email = email
    }
    return .none
  }
}

private struct Summary: Reducer {
  struct State: Equatable {
    @Shared var signUp: SignUp
    init(signUp: Shared<SignUp>) { self._signUp = signUp }
  }
  enum Action: Equatable, Sendable { case advance }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    state.signUp.step += 1
    return .none
  }
}

private struct Flow: Reducer {
  struct State: Equatable {
    var email: EmailStep.State
    var summary: Summary.State
  }
  enum Action: Equatable, Sendable {
    case email(EmailStep.Action)
    case summary(Summary.Action)
  }

  var body: some ReducerOf<Self> {
    Scope(state: \.email, action: /Action.email) { EmailStep() }
    Scope(state: \.summary, action: /Action.summary) { Summary() }
  }
}

@MainActor
@Suite struct SharedTests {
  @Test func mutationThroughOneFeatureIsSeenByAnother() {
    let signUp = Shared(SignUp())
    let store = Store(
      initialState: Flow.State(email: .init(signUp: signUp), summary: .init(signUp: signUp))
    ) { Flow() }
    store.send(.email(.typed("a@b.c")))
    store.send(.summary(.advance))
    #expect(store.state.summary.signUp == SignUp(email: "a@b.c", step: 1))
    #expect(signUp.wrappedValue == SignUp(email: "a@b.c", step: 1))
  }

  @Test func projectionReadsAndWritesTheParentBox() {
    @Shared var signUp = SignUp()
    let email = $signUp.email
    email.wrappedValue = "x@y.z"
    #expect(signUp.email == "x@y.z")
    $signUp.withLock { $0.email = "changed" }
    #expect(email.wrappedValue == "changed")
  }

  @Test func copiesShareOneBoxAndEqualityComparesValues() {
    let first = Shared(1)
    let copy = first
    copy.wrappedValue = 2
    #expect(first.wrappedValue == 2)
    #expect(first == Shared(2))
    #expect(first != Shared(3))
  }

  @Test func sharedChangesReportsAMutationMadeOutsideAnyReducer() throws {
    let changed = Shared(0)
    let untouched = Shared(0)
    let start = SharedChanges.version
    changed.withLock { $0 += 5 }
    let report = SharedChanges.changes(since: start)
    #expect(report.version > start)
    let entry = try #require(report.changed.first { $0.id == changed.referenceID })
    #expect(entry.value as? Int == 5)
    #expect(!report.changed.contains { $0.id == untouched.referenceID })
    #expect(report.changed.map(\.id) == report.changed.map(\.id).sorted())
  }

  @Test func sharedChangesReportsNothingNewAfterTheReturnedVersion() {
    let box = Shared(0)
    box.wrappedValue = 1
    let report = SharedChanges.changes(since: 0)
    let later = SharedChanges.changes(since: report.version)
    #expect(!later.changed.contains { $0.id == box.referenceID })
  }
}
