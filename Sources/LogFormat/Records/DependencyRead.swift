import Foundation
import JSONTree

/// A value a reducer read from a nondeterministic dependency (a UUID, the date, a random number, a
/// clock's `now`) while it reduced one action: logged with that action in read order (format 3.1),
/// so replay can serve the same values back.
///
/// In the log a read is a one-key object, the dependency's name and its value:
///
/// ```swift
/// let reads: [DependencyRead] = [
///   .uuid(UUID(uuidString: "00000000-0000-0000-0000-000000000007")!),
///   .date(Date(timeIntervalSince1970: 1_767_225_600.5)),
///   .random(42),
///   .clock("continuous", offset: .milliseconds(1_500)),
/// ]
/// print(reads.map(\.json.jsonText).joined(separator: ","))
/// ```
///
/// ```text
/// {"uuid":"00000000-0000-0000-0000-000000000007"},{"date":1767225600.5},{"random":42},{"clock":{"name":"continuous","ns":1500000000}}
/// ```
public struct DependencyRead: Hashable, Sendable, CustomStringConvertible {
  /// The dependency's name: `uuid`, `date`, `random`, `clock`, or a name a store's glue chose.
  public var dependency: String
  /// The value read, as JSON.
  public var value: JSONValue

  /// Creates a read of any dependency.
  ///
  /// - Parameters:
  ///   - dependency: The dependency's name.
  ///   - value: The value the reducer got, as JSON.
  public init(dependency: String, value: JSONValue) {
    self.dependency = dependency
    self.value = value
  }

  /// A generated UUID, logged as its `uuidString`.
  ///
  /// - Parameter uuid: The UUID the reducer got.
  /// - Returns: The read.
  public static func uuid(_ uuid: UUID) -> Self {
    Self(dependency: Name.uuid, value: .string(uuid.uuidString))
  }

  /// The current date, logged as seconds since 1970 (a JSON number: an integer for whole seconds,
  /// else the `Double` exactly).
  ///
  /// - Parameter date: The date the reducer got.
  /// - Returns: The read.
  public static func date(_ date: Date) -> Self {
    let seconds = date.timeIntervalSince1970
    // Whole seconds are written without a fraction: `1767225600`, not `1767225600.0`.
    let whole = seconds.rounded() == seconds && abs(seconds) < 9_007_199_254_740_992
    return Self(dependency: Name.date, value: whole ? .int(Int64(seconds)) : .double(seconds))
  }

  /// One `next()` of a random number generator.
  ///
  /// - Parameter value: The number the generator gave.
  /// - Returns: The read.
  public static func random(_ value: UInt64) -> Self {
    Self(dependency: Name.random, value: .unsigned(value))
  }

  /// A clock's `now`, logged as the time since the recording first read that clock.
  ///
  /// - Parameters:
  ///   - name: Which clock (`continuous`, `suspending`, `manual`, …).
  ///   - offset: Time since the first reading of that clock.
  /// - Returns: The read.
  public static func clock(_ name: String, offset: Duration) -> Self {
    Self(
      dependency: Name.clock,
      value: .object(["name": .string(name), "ns": .int(offset.wholeNanoseconds)]))
  }

  /// The UUID of a `uuid` read; `nil` for any other read or a value that is not a UUID.
  public var uuidValue: UUID? {
    guard dependency == Name.uuid, case .string(let text) = value else { return nil }
    return UUID(uuidString: text)
  }

  /// The date of a `date` read; `nil` for any other read.
  public var dateValue: Date? {
    guard dependency == Name.date, let seconds = value.numberValue else { return nil }
    return Date(timeIntervalSince1970: seconds)
  }

  /// The number of a `random` read; `nil` for any other read.
  public var randomValue: UInt64? {
    guard dependency == Name.random else { return nil }
    switch value {
    case .uint(let number): return number
    case .int(let number) where number >= 0: return UInt64(number)
    default: return nil
    }
  }

  /// The clock's name and offset of a `clock` read; `nil` for any other read.
  public var clockValue: (name: String, offset: Duration)? {
    guard dependency == Name.clock, case .object(let members) = value,
      case .string(let name) = members["name"]
    else { return nil }
    switch members["ns"] {
    case .int(let ns): return (name, .nanoseconds(ns))
    case .uint(let ns): return (name, .nanoseconds(Int64(clamping: ns)))
    default: return nil
    }
  }

  /// `{"<dependency>":<value>}`, as the log writes it.
  public var json: JSONValue { .object([dependency: value]) }

  /// `uuid 00000000-…`, `date 1767225600.5`: the name and the value's JSON.
  public var description: String { "\(dependency) \(value.jsonText)" }

  /// Reads the log's one-key object.
  ///
  /// - Parameter json: `{"<dependency>":<value>}`.
  /// - Throws: `LogError` `.malformedRecord` for any other shape.
  init(json: JSONValue) throws {
    guard case .object(let members) = json, members.count == 1,
      let (name, value) = members.elements.first
    else {
      throw LogError(
        .malformedRecord,
        "a dependency read is not a one-key object such as {\"uuid\":\"…\"}; the log is damaged")
    }
    self.init(dependency: name, value: value)
  }

  /// The names tt-debug's glues use.
  public enum Name {
    /// A generated UUID.
    public static let uuid = "uuid"
    /// The current date.
    public static let date = "date"
    /// One `next()` of a random number generator.
    public static let random = "random"
    /// A clock's `now`.
    public static let clock = "clock"
  }
}

extension Duration {
  /// The duration in whole nanoseconds, clamped to `Int64`.
  fileprivate var wholeNanoseconds: Int64 {
    let (seconds, attoseconds) = components
    let (scaled, overflowed) = seconds.multipliedReportingOverflow(by: 1_000_000_000)
    let (total, carried) = scaled.addingReportingOverflow(attoseconds / 1_000_000_000)
    guard !overflowed, !carried else { return seconds < 0 ? .min : .max }
    return total
  }
}

extension JSONValue {
  /// A JSON number as a `Double`.
  fileprivate var numberValue: Double? {
    switch self {
    case .double(let number): number
    case .int(let number): Double(number)
    case .uint(let number): Double(number)
    default: nil
    }
  }
}
