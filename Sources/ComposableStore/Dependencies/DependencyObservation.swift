import Foundation

/// Sees every value a reducer reads from the store's nondeterministic dependencies
/// (``UUIDGenerator``, ``DateGenerator``, ``RandomNumberSource``, ``ManualClock/now``) and may
/// replace it: a recorder's glue logs the values, a replay's glue serves logged ones back.
///
/// The store knows no recorder: a glue binds an observer as ``DependencyObservation/observer``
/// around the reducer, and the dependency types ask it on every read, so the app's reducers need
/// no change.
///
/// ```swift
/// struct Printing: DependencyObserver {
///   func read(uuid: UUID) -> UUID { print("uuid", uuid); return uuid }
///   func read(date: Date) -> Date { date }
///   func read(random: UInt64) -> UInt64 { random }
///   func read(clock: String, now: Duration) -> Duration { now }
/// }
/// DependencyObservation.$observer.withValue(Printing()) { _ = UUIDGenerator.incrementing() }
/// ```
///
/// ```text
/// uuid 00000000-0000-0000-0000-000000000000
/// ```
public protocol DependencyObserver: Sendable {
  /// A UUID the reducer got; returns the one it gets instead.
  func read(uuid: UUID) -> UUID
  /// A date the reducer got; returns the one it gets instead.
  func read(date: Date) -> Date
  /// A random number the reducer got; returns the one it gets instead.
  func read(random: UInt64) -> UInt64
  /// A clock's `now` (time since the clock started) the reducer got; returns the one it gets
  /// instead.
  func read(clock: String, now: Duration) -> Duration
}

/// Where the dependency types find the observer a glue bound.
public enum DependencyObservation {
  /// The observer of the reducer running on this task or thread, if a glue bound one.
  @TaskLocal public static var observer: (any DependencyObserver)?
}
