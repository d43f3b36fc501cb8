import Foundation
import Synchronization

/// Makes UUIDs; inject it into a reducer so tests and recordings are deterministic.
///
/// ```swift
/// struct Feature: Reducer {
///   var uuid: UUIDGenerator = .live
///   var now: DateGenerator = .live
///   var clock: any Clock<Duration> = ContinuousClock()
///   …
/// }
/// let generate = UUIDGenerator.incrementing
/// print(generate())
/// print(generate())
/// ```
///
/// ```text
/// 00000000-0000-0000-0000-000000000000
/// 00000000-0000-0000-0000-000000000001
/// ```
public struct UUIDGenerator: Sendable {
  private let generate: @Sendable () -> UUID

  /// Creates a generator from a closure.
  ///
  /// - Parameter generate: Returns the next UUID.
  public init(_ generate: @escaping @Sendable () -> UUID) {
    self.generate = generate
  }

  /// Returns the next UUID (seen by a glue's ``DependencyObserver``).
  public func callAsFunction() -> UUID {
    let uuid = generate()
    return DependencyObservation.observer?.read(uuid: uuid) ?? uuid
  }

  /// Random UUIDs.
  public static var live: Self {
    Self { UUID() }
  }

  /// UUIDs counting up from `00000000-0000-0000-0000-000000000000`; each access starts a new count.
  public static var incrementing: Self {
    let counter = Atomic<UInt64>(0)
    return Self {
      let n = counter.add(1, ordering: .relaxed).oldValue
      return UUID(
        uuid: (
          0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
          UInt8(truncatingIfNeeded: n >> 40), UInt8(truncatingIfNeeded: n >> 32),
          UInt8(truncatingIfNeeded: n >> 24), UInt8(truncatingIfNeeded: n >> 16),
          UInt8(truncatingIfNeeded: n >> 8), UInt8(truncatingIfNeeded: n)
        )
      )
    }
  }

  /// Always the same UUID.
  ///
  /// - Parameter uuid: The UUID.
  /// - Returns: The generator.
  public static func constant(_ uuid: UUID) -> Self {
    Self { uuid }
  }
}
