import Synchronization

/// A clock whose `sleep` returns at once, moving `now` to the deadline: for tests of effects that
/// wait, as swift-clocks' `ImmediateClock` is used with TCA's `TestStore`.
///
/// ```swift
/// let clock = ImmediateClock()
/// try await clock.sleep(for: .seconds(1))
/// print(clock.now.offset)
/// ```
///
/// ```text
/// 1.0 seconds
/// ```
public final class ImmediateClock: Clock, Sendable {
  private let current = Mutex(ManualClock.Instant())

  /// Creates a clock at offset zero.
  public init() {}

  /// The last deadline slept until (offset zero before any sleep).
  public var now: ManualClock.Instant {
    current.withLock { $0 }
  }

  /// Zero: the clock moves by whatever a sleep asks.
  public var minimumResolution: Duration { .zero }

  /// Moves `now` to `deadline` (if later) and returns; throws `CancellationError` when cancelled.
  ///
  /// - Parameters:
  ///   - deadline: The instant to move to.
  ///   - tolerance: Ignored.
  public func sleep(until deadline: ManualClock.Instant, tolerance: Duration? = nil) async throws {
    try Task.checkCancellation()
    current.withLock { now in now = max(now, deadline) }
  }
}
