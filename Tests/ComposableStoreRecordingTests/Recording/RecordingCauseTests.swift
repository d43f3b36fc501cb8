import ActionLog
import ComposableStore
import ComposableStoreRecording
import Foundation
import Testing
import ToolSupport

@MainActor
@Suite(.timeLimit(.minutes(1))) struct RecordingCauseTests {
  @Test func effectProducedActionsNameTheirParentSeqAndEffect() async throws {
    let path = TestPaths.log()
    defer { try? FileManager.default.removeItem(atPath: path) }
    let recorder = try Recorder(path: path, options: .testing())
    let store = Store(initialState: SessionFeature.State()) {
      SessionFeature().recording(to: recorder)
    }
    store.send(.increment)
    await store.send(.load).finish()
    store.send(.back)
    recorder.close()

    let actions = try RecordedLog(path: path).actions
    #expect(
      actions.map(\.summary).map { $0.prefix(6) } == ["increm", "load", "loaded", "back", "increm"])
    #expect(actions[0].cause == .external)
    #expect(actions[1].cause == .external)
    guard case .effect(let seq, let effect, let name) = actions[2].cause else {
      Issue.record("loaded has no effect cause")
      return
    }
    #expect(seq == 2)
    #expect(effect > 0)
    #expect(name == "load items")
    #expect(actions[4].cause == .effect(seq: 4, effect: 0, name: "send"))
  }

  @Test func effectLifecycleRecordsAppearStartedFinishedAndCancelled() async throws {
    let path = TestPaths.log()
    defer { try? FileManager.default.removeItem(atPath: path) }
    let recorder = try Recorder(path: path, options: .testing())
    let store = Store(initialState: SessionFeature.State()) {
      SessionFeature().recording(to: recorder)
    }
    await store.send(.load).finish()
    let timer = store.send(.startTimer)
    while store.state.count < 100 { await Task.yield() }
    store.send(.stopTimer)
    await timer.finish()
    recorder.close()

    let log = try RecordedLog(path: path)
    let events = log.effects.map { "\($0.name) \($0.event.rawValue) by #\($0.action)" }
    #expect(
      events == [
        "load items started by #1", "load items finished by #1", "timer started by #3",
        "timer cancelled by #3",
      ])
    let tick = log.actions.first { $0.summary == "tick" }
    #expect(tick?.cause.description == "← effect of #3 (timer)")
  }
}
