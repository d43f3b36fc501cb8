import Foundation
import JSONTree
import LogFormat

/// Where a ``Recorder`` reads its times: wall-clock milliseconds and monotonic nanoseconds.
///
/// Inject ``fixed(startWall:stepMilliseconds:)`` in samples and tests so a scripted session writes
/// identical bytes every run.
///
/// ```swift
/// let clock = RecorderClock.fixed(startWall: 1_700_000_000_000, stepMilliseconds: 10)
/// print(clock.wallMilliseconds(), clock.monotonicNanoseconds())
/// print(clock.wallMilliseconds(), clock.monotonicNanoseconds())
/// ```
///
/// ```text
/// 1700000000000 0
/// 1700000000010 10000000
/// ```
public struct RecorderClock: Sendable {
  /// Milliseconds since the Unix epoch.
  public var wallMilliseconds: @Sendable () -> Int64
  /// Nanoseconds on a monotonic clock (any origin; the recorder subtracts its start).
  public var monotonicNanoseconds: @Sendable () -> Int64

  /// Creates a clock from two readings.
  ///
  /// - Parameters:
  ///   - wallMilliseconds: Milliseconds since the Unix epoch.
  ///   - monotonicNanoseconds: Nanoseconds on a monotonic clock.
  public init(
    wallMilliseconds: @escaping @Sendable () -> Int64,
    monotonicNanoseconds: @escaping @Sendable () -> Int64
  ) {
    self.wallMilliseconds = wallMilliseconds
    self.monotonicNanoseconds = monotonicNanoseconds
  }

  /// The system's real-time and monotonic clocks.
  public static var system: RecorderClock {
    RecorderClock(
      wallMilliseconds: { Int64((Date().timeIntervalSince1970 * 1000).rounded(.down)) },
      monotonicNanoseconds: { Int64(clamping: DispatchTime.now().uptimeNanoseconds) })
  }

  /// A deterministic clock: each wall reading advances by `stepMilliseconds`; the monotonic reading
  /// is the time advanced so far.
  ///
  /// - Parameters:
  ///   - startWall: The first wall reading, ms since the epoch.
  ///   - stepMilliseconds: How far each wall reading advances.
  /// - Returns: The clock.
  public static func fixed(startWall: Int64, stepMilliseconds: Int64 = 1) -> RecorderClock {
    let ticks = TickCounter()
    return RecorderClock(
      wallMilliseconds: { startWall + ticks.advance() * stepMilliseconds },
      monotonicNanoseconds: { ticks.current * stepMilliseconds * 1_000_000 })
  }
}

/// The fixed clock's tick count, shared by its two readings.
private final class TickCounter: Sendable {
  private let ticks = LockedValue<Int64>(0)

  /// The tick count before this call; advances it by one.
  func advance() -> Int64 {
    ticks.withLock { ticks in
      defer { ticks += 1 }
      return ticks
    }
  }

  /// Ticks taken so far minus one (the latest wall reading's tick), 0 before any.
  var current: Int64 { max(0, ticks.withLock { $0 } - 1) }
}
