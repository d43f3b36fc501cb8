import Synchronization

/// A clock that moves only when told to, for deterministic tests and samples.
///
/// Sleepers wake in deadline order (ties in the order they went to sleep) as ``advance(by:)``
/// passes their deadlines.
public final class ManualClock: Clock, Sendable {
  /// A point in manual time: the offset from the clock's start.
  public struct Instant: InstantProtocol, Sendable {
    /// Time since the clock started.
    public var offset: Duration

    /// Creates an instant.
    ///
    /// - Parameter offset: Time since the clock started.
    public init(offset: Duration = .zero) {
      self.offset = offset
    }

    /// The instant `duration` later.
    public func advanced(by duration: Duration) -> Self {
      Self(offset: offset + duration)
    }

    /// The time from this instant to `other`.
    public func duration(to other: Self) -> Duration {
      other.offset - offset
    }

    /// Orders instants by offset.
    public static func < (lhs: Self, rhs: Self) -> Bool {
      lhs.offset < rhs.offset
    }
  }

  private struct Sleeper {
    var order: UInt64
    var deadline: Instant
    var continuation: CheckedContinuation<Void, any Error>
  }

  private struct State {
    var now = Instant()
    var nextOrder: UInt64 = 0
    var sleepers: [Sleeper] = []
  }

  private let state = Mutex(State())

  /// Creates a clock at offset zero.
  public init() {}

  /// The current instant (seen by a glue's ``DependencyObserver`` as the clock `manual`).
  public var now: Instant {
    let now = state.withLock { $0.now }
    guard let observer = DependencyObservation.observer else { return now }
    return Instant(offset: observer.read(clock: "manual", now: now.offset))
  }

  /// The smallest step the clock can take.
  public var minimumResolution: Duration { .zero }

  /// How many tasks are sleeping on this clock.
  public var sleeperCount: Int {
    state.withLock { $0.sleepers.count }
  }

  /// Suspends until the clock reaches `deadline`.
  ///
  /// - Throws: `CancellationError` when the task is cancelled first.
  public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
    let order = state.withLock { state in
      state.nextOrder += 1
      return state.nextOrder
    }
    try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation {
        (continuation: CheckedContinuation<Void, any Error>) in
        let resumeNow = state.withLock { state -> Bool in
          guard deadline > state.now, !Task.isCancelled else { return true }
          state.sleepers.append(
            Sleeper(order: order, deadline: deadline, continuation: continuation))
          return false
        }
        if resumeNow { continuation.resume() }
      }
    } onCancel: {
      let cancelled = state.withLock { state in
        state.sleepers.firstIndex { $0.order == order }.map { state.sleepers.remove(at: $0) }
      }
      cancelled?.continuation.resume(throwing: CancellationError())
    }
    try Task.checkCancellation()
  }

  /// Moves the clock forward, waking each sleeper whose deadline passes, earliest first.
  ///
  /// - Parameter duration: How far to move.
  public func advance(by duration: Duration) async {
    let target = state.withLock { $0.now.advanced(by: duration) }
    while let sleeper = state.withLock({ state -> Sleeper? in
      let due = state.sleepers.enumerated()
        .filter { $0.element.deadline <= target }
        .min { ($0.element.deadline, $0.element.order) < ($1.element.deadline, $1.element.order) }
      guard let due else { return nil }
      state.sleepers.remove(at: due.offset)
      state.now = Swift.max(state.now, due.element.deadline)
      return due.element
    }) {
      sleeper.continuation.resume()
      // Let the woken task run before waking the next one, so wake-ups happen in order.
      for _ in 0..<10 { await Task.yield() }
    }
    state.withLock { $0.now = Swift.max($0.now, target) }
  }
}
