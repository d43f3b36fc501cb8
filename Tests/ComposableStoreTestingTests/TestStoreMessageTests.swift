import ComposableStore
import ComposableStoreTesting
import Testing

/// What a failing step prints: what equality compares, once, and only the first failure.
@MainActor
@Suite struct TestStoreMessageTests {
  struct Screens: Reducer {
    struct State: Equatable {
      var path = StackState<Int>()
      @PresentationState var sheet: Int?
      @Shared var topics: [String]
    }
    enum Action: Equatable {
      case push(Int)
      case present(Int)
      case swapTopics
    }

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case .push(let number):
        state.path.append(number)
      case .present(let number):
        state.sheet = number
      case .swapTopics:
        state.topics.reverse()
      }
      return .none
    }
  }

  @Test func aDiffShowsNoIdentityEqualityIgnores() async {
    let found = await recordedIssues {
      let store = TestStore(initialState: Screens.State(topics: ["a", "b"])) { Screens() }
      await store.send(.present(1)) {
        // A new state: new stack and presentation identities, a new shared box.
        $0 = Screens.State(topics: ["a", "b"])
        $0.sheet = 2
      }
    }
    #expect(found.count == 1)
    let message = found.first ?? ""
    for identity in ["instanceID", "largestID", "presentationID"] {
      #expect(!message.contains(identity), "\(message)")
    }
    #expect(message.contains("-   _sheet: 2"), "\(message)")
  }

  @Test func aSharedValueIsShownOnceWithoutItsBox() async {
    let found = await recordedIssues {
      let store = TestStore(initialState: Screens.State(topics: ["a", "b"])) { Screens() }
      await store.send(.swapTopics) { $0 = Screens.State(topics: ["a", "b"]) }
    }
    #expect(found.count == 1)
    let message = found.first ?? ""
    for box in ["stamp", "SharedBox", "reference", "lock"] {
      #expect(!message.contains(box), "\(message)")
    }
    #expect(message.split(separator: "\n").count <= 12, "\(message)")
  }

  @Test func stepsAfterTheFirstFailureDoNotFailAgain() async {
    let found = await recordedIssues {
      let store = TestStore(initialState: Screens.State(topics: [])) { Screens() }
      await store.send(.push(1)) { $0.path.append(5) }
      await store.send(.present(2)) { $0.sheet = 3 }
      await store.send(.push(3)) { $0.path.append(7) }
    }
    #expect(found.count == 1, "\(found)")
    #expect(found.first?.hasPrefix("Step 1,") == true, "\(found)")
  }
}
