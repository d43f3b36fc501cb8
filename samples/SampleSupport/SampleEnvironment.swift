import ComposableStore
import Foundation

/// The injected clock, dates and UUIDs a sample session runs with, so every run is identical.
public struct SampleEnvironment: Sendable {
  /// Generates UUIDs `00000000-0000-0000-0000-000000000000`, `…0001`, and so on.
  public let uuid: UUIDGenerator
  /// Generates dates starting at ``SampleEnvironment/startDate`` and one second apart.
  public let date: DateGenerator
  /// A clock that only moves when the session advances it.
  public let clock: ManualClock
  /// Leaves a note in whatever records the session (a recorder's `mark`); does nothing by default.
  ///
  /// Scripts call it at the moments a bug report would point at, e.g. `environment.mark("sheet shown")`.
  public var mark: @Sendable (String) -> Void = { _ in }

  /// The first date a session's ``date`` generator returns: 2026-01-01T00:00:00Z.
  public static let startDate = Date(timeIntervalSince1970: 1_767_225_600)

  /// Creates an environment with fresh generators and a fresh manual clock.
  public init() {
    self.init(uuid: .incrementing, date: .incrementing(from: Self.startDate, by: 1))
  }

  /// Creates an environment with the given generators and a fresh manual clock: `.live` ones, for
  /// a replay that must get its values from the log.
  ///
  /// - Parameters:
  ///   - uuid: Generates UUIDs.
  ///   - date: Tells the date.
  public init(uuid: UUIDGenerator, date: DateGenerator) {
    self.uuid = uuid
    self.date = date
    self.clock = ManualClock()
  }
}
