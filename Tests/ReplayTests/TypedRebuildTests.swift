import ComposableStore
import ComposableStoreRecording
import ComposableStoreReplay
import Testing

@testable import ActionLog
@testable import Replay

@Suite struct TypedRebuildTests {
  @Test func sharedBoxesAreRelinkedSoHoldersShareAgain() throws {
    let log = try record(
      SharedCounter(), from: SharedCounter.State(),
      actions: [.childIncremented, .renamed("Grace"), .childIncremented])
    let timeline = try Timeline(path: log.path)
    let state = try timeline.state(at: 3, relinking: SharedCounter.State.self)
    #expect(state.total == 2)
    #expect(state.child.profile.name == "Grace")

    state.child.total = 40
    #expect(state.total == 40)
    state.profile.name = "Lovelace"
    #expect(state.child.profile.name == "Lovelace")

    let again = try timeline.state(at: 3, relinking: SharedCounter.State.self)
    #expect(again.total == 2)
  }

  @Test func treeThatDoesNotFitTheTypeIsADecodingErrorWithItsPath() throws {
    let log = try LogBuilder(initial: .object(["count": .string("three")]))
    try log.close()
    let timeline = try Timeline(path: log.path)
    let error = #expect(throws: ReplayError.self) {
      try timeline.state(at: 0, as: Todos.State.self)
    }
    #expect(error?.code == .decodingFailed)
    #expect(error?.message.contains("/count") == true)
  }
}
