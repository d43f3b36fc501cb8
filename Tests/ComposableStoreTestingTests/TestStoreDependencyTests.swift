import ComposableStore
import ComposableStoreTesting
import Testing

/// A test store runs its reducer in the test context, as TCA's does: a client's test value that
/// fails when called fails the test with `Unimplemented: …`.
@MainActor
@Suite struct TestStoreDependencyTests {
  struct NumberClient: Sendable {
    var fetch: @Sendable (Int) async throws -> String
  }

  enum NumberKey: DependencyKey {
    static let liveValue = NumberClient { "\($0) is a number" }
    static let testValue = NumberClient(fetch: unimplemented("NumberClient.fetch"))
  }

  struct Fact: Reducer, Sendable {
    struct State: Equatable { var fact = "" }
    enum Action: Equatable, Sendable {
      case fetch
      case response(String)
    }
    @Dependency(\.numberClient) var client

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case .fetch:
        return .run { send in await send(.response(try await client.fetch(7))) }
      case let .response(fact):
        state.fact = fact
        return .none
      }
    }
  }

  @Test func anUnimplementedEndpointCalledByAnEffectFailsTheTest() async {
    let issues = await recordedIssues {
      let store = TestStore(initialState: Fact.State()) { Fact() }
      await store.send(.fetch)
      await store.finish()
    }
    #expect(issues == ["Unimplemented: 'NumberClient.fetch'"])
  }

  @Test func aValueGivenToTheReducerIsUsedInstead() async {
    let store = TestStore(initialState: Fact.State()) {
      Fact().dependency(\.numberClient, NumberClient { "\($0) is prime" })
    }
    await store.send(.fetch)
    await store.receive(.response("7 is prime")) { $0.fact = "7 is prime" }
  }
}

extension DependencyValues {
  fileprivate var numberClient: TestStoreDependencyTests.NumberClient {
    get { self[TestStoreDependencyTests.NumberKey.self] }
    set { self[TestStoreDependencyTests.NumberKey.self] = newValue }
  }
}
