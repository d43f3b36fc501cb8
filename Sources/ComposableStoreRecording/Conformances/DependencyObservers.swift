import ComposableStore
import Foundation
import ValueCoding

/// The store's dependency types routed through a read channel: logging (recording) or serving
/// (replay).
package struct ChannelObserver: DependencyObserver {
  let channel: DependencyReadChannel

  package init(channel: DependencyReadChannel) {
    self.channel = channel
  }

  package func read(uuid: UUID) -> UUID { channel.uuid(uuid) }
  package func read(date: Date) -> Date { channel.date(date) }
  package func read(random: UInt64) -> UInt64 { channel.random(random) }
  package func read(clock: String, now: Duration) -> Duration { channel.clock(clock, now) }
}
