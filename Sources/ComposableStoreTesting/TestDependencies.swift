import ComposableStore
import Foundation

/// The values a ``TestStore``'s reducer gets from its dependencies from the next step on, in place
/// of what its own generators give — as TCA's `store.dependencies.uuid = .constant(…)`.
///
/// The stand-in store's reducers take their generators when they are made; the test store serves
/// these through the ``DependencyObserver`` hook every generator asks, so a test fixes the values a
/// step reads without rebuilding the reducer:
///
/// ```swift
/// store.dependencies.uuid = .constant(UUID(uuidString: "00000000-0000-0000-0000-000000000009")!)
/// await store.send(.featureA(.destination(.presented(.newFeature(.saveButtonTapped)))))
/// print(store.state.featureA.models.last!.id)
/// ```
///
/// ```text
/// 00000000-0000-0000-0000-000000000009
/// ```
public struct TestDependencies: Sendable {
  /// What `UUIDGenerator` calls return; `nil` leaves the reducer's own.
  public var uuid: UUIDGenerator?
  /// What `DateGenerator` calls return; `nil` leaves the reducer's own.
  public var date: DateGenerator?
  /// What `RandomNumberSource.next()` returns; `nil` leaves the reducer's own.
  public var random: RandomNumberSource?

  /// No replacements.
  public init() {}

  var isEmpty: Bool { uuid == nil && date == nil && random == nil }
}

/// Serves ``TestDependencies`` to the generators a reducer calls while the test store reduces.
struct ServingObserver: DependencyObserver {
  let values: TestDependencies
  let outer: (any DependencyObserver)?

  func read(uuid: UUID) -> UUID {
    values.uuid.map { generator in unobserved { generator() } } ?? outer?.read(uuid: uuid) ?? uuid
  }

  func read(date: Date) -> Date {
    values.date.map { generator in unobserved { generator() } } ?? outer?.read(date: date) ?? date
  }

  func read(random: UInt64) -> UInt64 {
    values.random.map { source in unobserved { source.next() } } ?? outer?.read(random: random)
      ?? random
  }

  func read(clock: String, now: Duration) -> Duration {
    outer?.read(clock: clock, now: now) ?? now
  }

  /// Calls a generator without this observer, which it would otherwise ask again.
  private func unobserved<Value>(_ body: () -> Value) -> Value {
    DependencyObservation.$observer.withValue(nil) { body() }
  }
}
