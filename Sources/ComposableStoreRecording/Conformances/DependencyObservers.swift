import ComposableStore
import Foundation
import ValueCoding

/// The store's dependency types routed through a read channel: logging (recording) or serving
/// (replay).
struct ChannelObserver: DependencyObserver {
  let channel: DependencyReadChannel

  func read(uuid: UUID) -> UUID { channel.uuid(uuid) }
  func read(date: Date) -> Date { channel.date(date) }
  func read(random: UInt64) -> UInt64 { channel.random(random) }
  func read(clock: String, now: Duration) -> Duration { channel.clock(clock, now) }
}
