import ComposableStore
import ComposableStoreTesting
import Foundation
import Testing

/// The stand-in store's `TestStore`: each mismatch names its step and shows a diff; dependencies set
/// on it reach the reducer's generators.
@MainActor
@Suite struct TestStoreTests {
  struct Counter: Reducer {
    struct State: Equatable {
      var count = 0
      var id: UUID?
    }
    enum Action: Equatable {
      case increment
      case incrementLater
      case stamp
    }
    let uuid: UUIDGenerator

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case .increment:
        state.count += 1
        return .none
      case .incrementLater:
        return .send(.increment)
      case .stamp:
        state.id = uuid()
        return .none
      }
    }
  }

  @Test func exhaustiveStepThatDiffersNamesTheStepWithADiff() async {
    let found = await recordedIssues {
      let store = TestStore(initialState: Counter.State()) { Counter(uuid: .incrementing) }
      await store.send(.increment) { $0.count = 1 }
      await store.send(.increment) { $0.count = 3 }
    }
    #expect(found.count == 1)
    #expect(
      found.first?.hasPrefix(
        "Step 2, send(TestStoreTests.Counter.Action.increment): the state differs from the expected one (- expected, + actual):"
      ) == true)
    #expect(found.first?.contains("-   count: 3,") == true)
    #expect(found.first?.contains("+   count: 2,") == true)
  }

  @Test func receivedActionMustBeReceivedBeforeTheNextSend() async {
    let found = await recordedIssues {
      let store = TestStore(initialState: Counter.State()) { Counter(uuid: .incrementing) }
      await store.send(.incrementLater)
      await store.send(.increment) { $0.count = 2 }
    }
    #expect(found.first?.hasPrefix("Step 2, send(") == true)
    #expect(found.first?.contains("1 received action(s) must be received before sending") == true)
  }

  @Test func receiveOfAnActionNobodySentSaysSo() async {
    let found = await recordedIssues {
      let store = TestStore(initialState: Counter.State()) { Counter(uuid: .incrementing) }
      await store.send(.increment) { $0.count = 1 }
      await store.receive(.increment)
    }
    #expect(
      found == [
        "Step 2, receive(TestStoreTests.Counter.Action.increment): no action was received; the effects sent nothing more"
      ])
  }

  /// As TCA's: strict (the default), having nothing to skip is an issue; `strict: false` is what
  /// generated tests write, since whether effects still send when a test stops is the session's.
  @Test func skippingWithNothingReceivedIsAnIssueOnlyWhenStrict() async {
    let found = await recordedIssues {
      let store = TestStore(initialState: Counter.State()) { Counter(uuid: .incrementing) }
      await store.send(.increment) { $0.count = 1 }
      await store.skipReceivedActions(strict: false)
      await store.skipReceivedActions()
    }
    #expect(found == ["There were no received actions to skip."])
    let store = TestStore(initialState: Counter.State()) { Counter(uuid: .incrementing) }
    await store.send(.incrementLater)
    await store.skipReceivedActions()
    #expect(store.state.count == 1)
    await store.finish()
  }

  @Test func nonExhaustiveChecksOnlyWhatTheClosureSetsAndSkipsReceivedActions() async {
    let store = TestStore(initialState: Counter.State()) { Counter(uuid: .incrementing) }
    store.exhaustivity = .off
    await store.send(.incrementLater)
    await store.send(.stamp)
    #expect(store.state.count == 1)
    await store.finish()
  }

  @Test func dependenciesReplaceWhatTheReducersGeneratorsGive() async throws {
    let store = TestStore(initialState: Counter.State()) { Counter(uuid: .live) }
    let fixed = try #require(UUID(uuidString: "00000000-0000-0000-0000-000000000009"))
    store.dependencies.uuid = .constant(fixed)
    await store.send(.stamp) { $0.id = fixed }
    await store.finish()
  }
}
