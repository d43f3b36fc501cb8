import ComposableStore
import Testing

private struct Boom: Error, CustomStringConvertible {
  var description: String { "boom" }
}

private struct Worker: Reducer {
  struct State: Equatable { var caught: [String] = [] }
  enum Action: Equatable, Sendable { case succeed, fail, wait, stop, caught(String) }

  let clock: ManualClock
  let events: EventLog<EffectEvent>

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    let effect: Effect<Action>
    switch action {
    case .succeed:
      effect = .run(name: "work") { _ in }
    case .fail:
      effect = .run { _ in
        throw Boom()
      } catch: { error, send in
        await send(.caught("\(error)"))
      }
    case .wait:
      effect = .run { [clock] _ in try await clock.sleep(for: .seconds(1)) }
        .cancellable(id: "wait")
    case .stop:
      effect = .cancel(id: "wait")
    case .caught(let message):
      state.caught.append(message)
      effect = .none
    }
    let events = self.events
    return effect.observingLifecycle { events.append($0) }
  }
}

@MainActor
@Suite(.timeLimit(.minutes(1))) struct LifecycleTests {
  @Test func finishedOperationReportsStartedThenFinished() async {
    let events = EventLog<EffectEvent>()
    let store = Store(initialState: Worker.State()) {
      Worker(clock: ManualClock(), events: events)
    }
    await store.send(.succeed).finish()
    #expect(events.elements.map(\.kind) == [.started, .finished])
    #expect(events.elements.map(\.name) == ["work", "work"])
    #expect(events.elements.map(\.parent) == [1, 1])
    #expect(events.elements.map(\.effect) == [EffectID(rawValue: 1), EffectID(rawValue: 1)])
  }

  @Test func throwingOperationReportsFailedAndRunsItsCatchHandler() async {
    let events = EventLog<EffectEvent>()
    let store = Store(initialState: Worker.State()) {
      Worker(clock: ManualClock(), events: events)
    }
    await store.send(.fail).finish()
    #expect(events.elements.map(\.kind) == [.started, .failed("boom")])
    #expect(events.elements.first?.name.hasPrefix("run @ LifecycleTests.swift:") == true)
    #expect(store.state.caught == ["boom"])
  }

  @Test func cancelledOperationReportsCancelled() async {
    let clock = ManualClock()
    let events = EventLog<EffectEvent>()
    let store = Store(initialState: Worker.State()) { Worker(clock: clock, events: events) }
    let task = store.send(.wait)
    await clock.waitForSleepers(1)
    store.send(.stop)
    await task.finish()
    #expect(events.elements.map(\.kind) == [.started, .cancelled])
  }

  @Test func eachRunOperationGetsItsOwnEffectID() async {
    let events = EventLog<EffectEvent>()
    let store = Store(initialState: Worker.State()) {
      Worker(clock: ManualClock(), events: events)
    }
    await store.send(.succeed).finish()
    await store.send(.succeed).finish()
    let started = events.elements.filter { $0.kind == .started }
    #expect(started.map(\.effect.rawValue) == [1, 2])
    #expect(started.map(\.parent) == [1, 2])
  }
}
