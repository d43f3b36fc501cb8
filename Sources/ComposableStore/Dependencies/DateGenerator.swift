import Foundation
import Synchronization

/// Tells the current date; inject it into a reducer (`var now: DateGenerator = .live`).
public struct DateGenerator: Sendable {
  private let generate: @Sendable () -> Date

  /// Creates a generator from a closure.
  ///
  /// - Parameter generate: Returns the current date.
  public init(_ generate: @escaping @Sendable () -> Date) {
    self.generate = generate
  }

  /// Returns the current date (seen by a glue's ``DependencyObserver``).
  public func callAsFunction() -> Date {
    let date = generate()
    return DependencyObservation.observer?.read(date: date) ?? date
  }

  /// The system clock's date.
  public static var live: Self {
    Self { Date() }
  }

  /// Always the same date.
  ///
  /// - Parameter date: The date.
  /// - Returns: The generator.
  public static func constant(_ date: Date) -> Self {
    Self { date }
  }

  /// `start`, then `start + step`, `start + 2·step`, … on successive calls.
  ///
  /// - Parameters:
  ///   - start: The first date.
  ///   - step: Seconds added per call.
  /// - Returns: The generator.
  public static func incrementing(from start: Date, by step: TimeInterval = 1) -> Self {
    let counter = Atomic<Int>(0)
    return Self {
      let n = counter.add(1, ordering: .relaxed).oldValue
      return start.addingTimeInterval(Double(n) * step)
    }
  }
}
