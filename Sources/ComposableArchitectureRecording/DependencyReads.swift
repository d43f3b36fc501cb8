// Compiled only with the package trait `ComposableArchitecture`, which brings TCA.
#if ComposableArchitecture
import ActionLog
import ComposableArchitecture
import Foundation
import Replay

/// Where the nondeterministic dependency values a reducer reads go: into the action's
/// ``DependencyReadLog`` while recording, or through the replay's ``RecordedReads/current`` (which
/// serves the logged value) while replaying. Each function takes the live value and returns the
/// one the reducer gets.
struct ReadChannel: Sendable {
  var uuid: @Sendable (UUID) -> UUID
  var date: @Sendable (Date) -> Date
  var random: @Sendable (UInt64) -> UInt64
  var clock: @Sendable (_ name: String, _ offset: Duration) -> Duration

  /// Logs every value into `log` and hands the reducer the live one. `log` is the one action's:
  /// once sealed, reads by the effects it returned (which run later, with the dependencies they
  /// captured) are dropped — what an effect reads reaches the reducer as an action.
  static func recording(into log: DependencyReadLog) -> Self {
    Self(
      uuid: {
        log.append(.uuid($0)); return $0
      },
      date: {
        log.append(.date($0)); return $0
      },
      random: {
        log.append(.random($0)); return $0
      },
      clock: {
        log.append(.clock($0, offset: $1)); return $1
      }
    )
  }

  /// Hands the reducer the value the log has for this read (``RecordedReads/current``, bound by
  /// the replay around each action), or the live one where the replay binds none.
  static let serving = Self(
    uuid: { RecordedReads.current?.uuid(live: $0) ?? $0 },
    date: { RecordedReads.current?.date(live: $0) ?? $0 },
    random: { RecordedReads.current?.random(live: $0) ?? $0 },
    clock: { RecordedReads.current?.clock($0, live: $1) ?? $1 }
  )
}

extension DependencyValues {
  /// Routes the live `uuid`, `date`, `withRandomNumberGenerator`, `continuousClock` and
  /// `suspendingClock` through `channel`, all through swift-dependencies' public overrides (the
  /// values the app installed stay underneath).
  mutating func route(through channel: ReadChannel, origins: ClockOrigins) {
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
  let channel: ReadChannel

  mutating func next() -> UInt64 {
    channel.random(base { $0.next() })
  }
}

/// The first instant each clock gave to a recorded store (or a replay): a clock read is logged as
/// its offset from it (`{"clock": {"name": "continuous", "ns": …}}`), and served back as the
/// replay's own first instant advanced by the logged offset.
final class ClockOrigins: Sendable {
  private let origins = LockIsolated([String: any Sendable]())

  /// The origins of `recorder`'s clocks: one table per recorder, however often the recording
  /// reducer is made (a `body` that applies `.recording(to:)` makes it on every action).
  static func of(_ recorder: Recorder) -> ClockOrigins {
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
  _ clock: any Clock<Duration>, name: String, channel: ReadChannel, origins: ClockOrigins
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
  let channel: ReadChannel
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
