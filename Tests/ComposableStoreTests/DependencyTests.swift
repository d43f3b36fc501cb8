import ComposableStore
import Foundation
import Testing

@Suite(.timeLimit(.minutes(1))) struct DependencyTests {
  @Test func incrementingUUIDsCountFromZero() {
    let uuid = UUIDGenerator.incrementing
    #expect(uuid().uuidString == "00000000-0000-0000-0000-000000000000")
    #expect(uuid().uuidString == "00000000-0000-0000-0000-000000000001")
    #expect(UUIDGenerator.incrementing().uuidString == "00000000-0000-0000-0000-000000000000")
  }

  @Test func dateGeneratorsAreDeterministic() {
    let start = Date(timeIntervalSince1970: 1_000)
    #expect(DateGenerator.constant(start)() == start)
    let now = DateGenerator.incrementing(from: start, by: 2)
    #expect(now() == start)
    #expect(now() == start.addingTimeInterval(2))
  }

  @Test func manualClockWakesSleepersInDeadlineOrder() async throws {
    let clock = ManualClock()
    let injected: any Clock<Duration> = clock
    let order = EventLog<Int>()
    async let late: Void = {
      try await injected.sleep(for: .seconds(2)); order.append(2)
    }()
    async let early: Void = {
      try await injected.sleep(for: .seconds(1)); order.append(1)
    }()
    await clock.waitForSleepers(2)
    await clock.advance(by: .seconds(1))
    #expect(clock.sleeperCount == 1)
    while order.elements.isEmpty { await Task.yield() }
    #expect(order.elements == [1])
    await clock.advance(by: .seconds(1))
    _ = try await (late, early)
    #expect(order.elements == [1, 2])
    #expect(clock.now == ManualClock.Instant(offset: .seconds(2)))
  }

  @Test func manualClockSleepThrowsWhenCancelled() async {
    let clock = ManualClock()
    let task = Task { try await clock.sleep(for: .seconds(1)) }
    await clock.waitForSleepers(1)
    task.cancel()
    await #expect(throws: CancellationError.self) { try await task.value }
    #expect(clock.sleeperCount == 0)
  }
}
