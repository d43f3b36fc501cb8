// Compiled only with the package trait `ComposableArchitecture`, which brings TCA.
#if ComposableArchitecture
import ActionLog
import ComposableArchitecture
import Foundation
import ValueCoding

extension DependencyValues {
  /// Routes the live `uuid`, `date`, `withRandomNumberGenerator`, `continuousClock` and
  /// `suspendingClock` through `channel`, all through swift-dependencies' public overrides (the
  /// values the app installed stay underneath).
  package mutating func route(through channel: DependencyReadChannel, origins: ClockOrigins) {
    let uuid = self.uuid
    self.uuid = UUIDGenerator { channel.uuid(uuid()) }
    let date = self.date
    self.date = DateGenerator { channel.date(date.now) }
    self.withRandomNumberGenerator = WithRandomNumberGenerator(
      ChannelRandomNumberGenerator(base: withRandomNumberGenerator, channel: channel))
    continuousClock = channelClock(
      continuousClock, name: "continuous", channel: channel, origins: origins)
    suspendingClock = channelClock(
      suspendingClock, name: "suspending", channel: channel, origins: origins)
  }
}

/// The app's random number generator with each number passed through a channel.
struct ChannelRandomNumberGenerator: RandomNumberGenerator, Sendable {
  let base: WithRandomNumberGenerator
  let channel: DependencyReadChannel

  mutating func next() -> UInt64 {
    channel.random(base { $0.next() })
  }
}

/// The first instant each clock gave to a recorded store (or a replay): a clock read is logged as
/// its offset from it (`{"clock": {"name": "continuous", "ns": …}}`), and served back as the
/// replay's own first instant advanced by the logged offset.
package final class ClockOrigins: Sendable {
  private let origins = LockIsolated([String: any Sendable]())

  package init() {}

  /// The origins of `recorder`'s clocks: one table per recorder, however often the recording
  /// reducer is made (a `body` that applies `.recording(to:)` makes it on every action).
  package static func of(_ recorder: Recorder) -> ClockOrigins {
    perRecorder.withValue { tables in
      if let table = tables.first(where: { $0.recorder === recorder }) { return table.origins }
      tables.removeAll { $0.recorder == nil }
      let origins = ClockOrigins()
      tables.append(RecorderOrigins(recorder: recorder, origins: origins))
      return origins
    }
  }

  private struct RecorderOrigins: @unchecked Sendable {
    weak var recorder: Recorder?
    let origins: ClockOrigins
  }

  private static let perRecorder = LockIsolated([RecorderOrigins]())

  /// The offset of `now` from the first instant clock `name` gave (zero for the first).
  func offset<Instant: InstantProtocol>(of now: Instant, clock name: String) -> Duration
  where Instant.Duration == Duration {
    origins.withValue { origins in
      guard let origin = origins[name] as? Instant else {
        origins[name] = now  // first read, or the app swapped in a clock of another type
        return .zero
      }
      return origin.duration(to: now)
    }
  }

  /// The instant `offset` after the first one clock `name` gave, or `nil` before any.
  func instant<Instant: InstantProtocol>(at offset: Duration, clock name: String)
    -> Instant?
  where Instant.Duration == Duration {
    origins.withValue { ($0[name] as? Instant)?.advanced(by: offset) }
  }
}

/// `clock` with its `now` passed through `channel`.
func channelClock(
  _ clock: any Clock<Duration>, name: String, channel: DependencyReadChannel, origins: ClockOrigins
) -> any Clock<Duration> {
  func open<C: Clock<Duration>>(_ clock: C) -> any Clock<Duration> {
    ChannelClock<C>(base: clock, name: name, channel: channel, origins: origins)
  }
  return open(clock)
}

/// A clock whose `now` passes through a channel; sleeping is the base clock's.
struct ChannelClock<Base: Clock<Duration>>: Clock {
  typealias Instant = Base.Instant

  let base: Base
  let name: String
  let channel: DependencyReadChannel
  let origins: ClockOrigins

  var now: Instant {
    let live = base.now
    let offset = origins.offset(of: live, clock: name)
    let served = channel.clock(name, offset)
    guard served != offset else { return live }
    return origins.instant(at: served, clock: name) ?? live
  }

  var minimumResolution: Duration { base.minimumResolution }

  func sleep(until deadline: Instant, tolerance: Duration?) async throws {
    try await base.sleep(until: deadline, tolerance: tolerance)
  }
}

/// The session constants TCA apps read through dependencies, as the recorder logs them once.
enum SessionConstants {
  /// The `calendar`, `timeZone` and `locale` dependencies' identifiers. Read without reporting an
  /// issue: in a test that never set them, swift-dependencies fails the test on any access, and
  /// this read is the glue's, not the app's.
  static func current() -> [String: String] {
    withIssueReporters([]) {
      @Dependency(\.calendar) var calendar
      @Dependency(\.timeZone) var timeZone
      @Dependency(\.locale) var locale
      return [
        "calendar": "\(calendar.identifier)", "timeZone": timeZone.identifier,
        "locale": locale.identifier,
      ]
    }
  }
}
#endif
