import ComposableStore
import Synchronization
import Testing

/// `@Dependency`, `DependencyKey` and `unimplemented` as TCA apps use them: live values in a
/// store, test values in the test context, values set on a reducer reaching its effects.
@MainActor
@Suite(.timeLimit(.minutes(1))) struct DependencyValuesTests {
  struct GreetingClient: Sendable {
    var greet: @Sendable (String) async throws -> String
  }

  enum GreetingKey: DependencyKey {
    static let liveValue = GreetingClient { "hello, \($0)" }
    static let testValue = GreetingClient(greet: unimplemented("GreetingClient.greet"))
  }

  struct Greeter: Reducer, Sendable {
    struct State: Equatable { var greeting = "" }
    enum Action: Equatable, Sendable {
      case greet(String)
      case greeted(String)
      case failed
    }
    @Dependency(\.greetingClient) var client

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case let .greet(name):
        return .run { send in
          await send(.greeted(try await client.greet(name)))
        } catch: {
          _, send in
          await send(.failed)
        }
      case let .greeted(greeting):
        state.greeting = greeting
        return .none
      case .failed:
        state.greeting = "failed"
        return .none
      }
    }
  }

  final class Reported: IssueReporter {
    let messages = Mutex<[String]>([])
    func reportIssue(
      _ message: String, fileID: StaticString, filePath: StaticString, line: UInt, column: UInt
    ) {
      messages.withLock { $0.append(message) }
    }
  }

  @Test func aStoreGetsTheLiveValue() async {
    let store = Store(initialState: Greeter.State()) { Greeter() }
    await store.send(.greet("ada")).finish()
    #expect(store.state.greeting == "hello, ada")
  }

  @Test func aValueSetOnTheReducerReachesItsEffects() async {
    let polite = GreetingClient { "good day, \($0)" }
    let store = Store(initialState: Greeter.State()) {
      Greeter().dependency(\.greetingClient, polite)
    }
    await store.send(.greet("ada")).finish()
    #expect(store.state.greeting == "good day, ada")
  }

  @Test func theTestValueReportsUnimplementedAndThrows() async {
    let reporter = Reported()
    var values = DependencyValues()
    values.context = .test
    await IssueReporters.$current.withValue(reporter) {
      await DependencyValues.$current.withValue(values) {
        let store = Store(initialState: Greeter.State()) { Greeter() }
        await store.send(.greet("ada")).finish()
        #expect(store.state.greeting == "failed")
      }
    }
    #expect(reporter.messages.withLock { $0 } == ["Unimplemented: 'GreetingClient.greet'"])
  }
}

extension DependencyValues {
  fileprivate var greetingClient: DependencyValuesTests.GreetingClient {
    get { self[DependencyValuesTests.GreetingKey.self] }
    set { self[DependencyValuesTests.GreetingKey.self] = newValue }
  }
}
