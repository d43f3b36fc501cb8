import ActionLog
import ComposableStore
import Foundation
import LogFormat
import Replay

/// Logs every dependency value the reducer reads into the action's ``DependencyReadLog``.
struct ReadRecordingObserver: DependencyObserver {
  let log: DependencyReadLog

  func read(uuid: UUID) -> UUID {
    log.append(.uuid(uuid))
    return uuid
  }

  func read(date: Date) -> Date {
    log.append(.date(date))
    return date
  }

  func read(random: UInt64) -> UInt64 {
    log.append(.random(random))
    return random
  }

  func read(clock: String, now: Duration) -> Duration {
    log.append(.clock(clock, offset: now))
    return now
  }
}

/// Passes each live value through the replay's ``RecordedReads/current``, which serves the
/// logged one (or checks the live one against it); the live value where the replay binds none (an
/// older log).
struct ReadServingObserver: DependencyObserver {
  func read(uuid: UUID) -> UUID {
    RecordedReads.current?.uuid(live: uuid) ?? uuid
  }

  func read(date: Date) -> Date {
    RecordedReads.current?.date(live: date) ?? date
  }

  func read(random: UInt64) -> UInt64 {
    RecordedReads.current?.random(live: random) ?? random
  }

  func read(clock: String, now: Duration) -> Duration {
    RecordedReads.current?.clock(clock, live: now) ?? now
  }
}
