import ComposableStore
import Testing

private struct Ticker: Reducer {
  struct State: Equatable { var fired: [Int] = [] }
  enum Action: Equatable, Sendable {
    case start(Int), startReplacing(Int), stop, fired(Int), failing
  }
  enum CancelID { case timer }

  let clock: ManualClock

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .start(let n):
      return .run { [clock] send in
        try await clock.sleep(for: .seconds(10))
        await send(.fired(n))
      }
      .cancellable(id: CancelID.timer)
    case .startReplacing(let n):
      return .run { [clock] send in
        try await clock.sleep(for: .seconds(10))
        await send(.fired(n))
      }
      .cancellable(id: CancelID.timer, cancelInFlight: true)
    case .stop:
      return .cancel(id: CancelID.timer)
    case .fired(let n):
      state.fired.append(n)
      return .none
    case .failing:
      return .none
    }
  }
}

@MainActor
@Suite(.timeLimit(.minutes(1))) struct CancellationTests {
  @Test func cancelByIDStopsTheRunningEffect() async {
    let clock = ManualClock()
    let store = Store(initialState: Ticker.State()) { Ticker(clock: clock) }
    let task = store.send(.start(1))
    await clock.waitForSleepers(1)
    store.send(.stop)
    await task.finish()
    await clock.advance(by: .seconds(20))
    #expect(store.state.fired == [])
  }

  @Test func cancelInFlightReplacesTheEarlierEffect() async {
    let clock = ManualClock()
    let store = Store(initialState: Ticker.State()) { Ticker(clock: clock) }
    let first = store.send(.startReplacing(1))
    await clock.waitForSleepers(1)
    let second = store.send(.startReplacing(2))
    await first.finish()
    await clock.waitForSleepers(1)
    await clock.advance(by: .seconds(10))
    await second.finish()
    #expect(store.state.fired == [2])
  }

  @Test func withoutCancelInFlightBothEffectsDeliver() async {
    let clock = ManualClock()
    let store = Store(initialState: Ticker.State()) { Ticker(clock: clock) }
    let first = store.send(.start(1))
    let second = store.send(.start(2))
    await clock.waitForSleepers(2)
    await clock.advance(by: .seconds(10))
    await first.finish()
    await second.finish()
    #expect(store.state.fired.sorted() == [1, 2])
  }

  @Test func storeTaskCancelStopsItsEffects() async {
    let clock = ManualClock()
    let store = Store(initialState: Ticker.State()) { Ticker(clock: clock) }
    let task = store.send(.start(1))
    #expect(!task.isCancelled)
    task.cancel()
    await task.finish()
    #expect(task.isCancelled)
    await clock.advance(by: .seconds(20))
    #expect(store.state.fired == [])
  }

  @Test func cancellingAnUnknownIDDoesNothing() {
    let store = Store(initialState: Ticker.State()) { Ticker(clock: ManualClock()) }
    store.send(.stop)
    #expect(store.state.fired == [])
  }
}
