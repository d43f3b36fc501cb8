import Foundation

/// Where the values a reducer reads from nondeterministic dependencies go: each function takes
/// the live value and returns the one the reducer gets.
///
/// ActionLog makes the channel that logs each read (``StoreRecording/collectingReads(_:)``),
/// Replay the one that serves each logged value back (`DependencyReadChannel.serving`). A store's
/// glue routes its dependency types through a channel, so the app's reducers need no change:
///
/// ```swift
/// let channel = DependencyReadChannel(
///   uuid: { print("uuid", $0); return $0 }, date: { $0 }, random: { $0 }, clock: { $1 })
/// _ = channel.uuid(UUID(uuidString: "00000000-0000-0000-0000-000000000000")!)
/// ```
///
/// ```text
/// uuid 00000000-0000-0000-0000-000000000000
/// ```
public struct DependencyReadChannel: Sendable {
  /// A UUID the reducer read; returns the one it gets.
  public var uuid: @Sendable (UUID) -> UUID
  /// A date the reducer read; returns the one it gets.
  public var date: @Sendable (Date) -> Date
  /// A random number the reducer read; returns the one it gets.
  public var random: @Sendable (UInt64) -> UInt64
  /// A clock's `now`, as its offset from the first instant that clock gave, read from the clock
  /// called `name`; returns the offset the reducer gets.
  public var clock: @Sendable (_ name: String, _ offset: Duration) -> Duration

  /// Creates a channel.
  ///
  /// - Parameters:
  ///   - uuid: What a UUID read gives.
  ///   - date: What a date read gives.
  ///   - random: What a random number read gives.
  ///   - clock: What a clock read gives.
  public init(
    uuid: @escaping @Sendable (UUID) -> UUID, date: @escaping @Sendable (Date) -> Date,
    random: @escaping @Sendable (UInt64) -> UInt64,
    clock: @escaping @Sendable (_ name: String, _ offset: Duration) -> Duration
  ) {
    self.uuid = uuid
    self.date = date
    self.random = random
    self.clock = clock
  }
}
