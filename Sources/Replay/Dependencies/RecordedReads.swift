import Foundation
import JSONTree
import LogFormat

/// Serves one logged action's dependency reads back, in order, to the reducer under replay — or,
/// when the replay runs on live dependencies, checks the live values against them.
///
/// ``ReducerReplay`` binds one as ``current`` around each reduce of an action
/// from a format 3.1 log; a store's replay glue installs dependency wrappers that pass each live
/// value through it (``uuid(live:)``, ``date(live:)``, …). Serving, the wrapper gets the logged
/// value. When the build reads a dependency the log has no value for at that point — a different
/// order, an extra read — the wrapper gets the live value and the replay reports a divergence
/// naming the dependency and the seq: never a silent live value. Values the build did not read are
/// reported too. Checking (``ReducerReplay/servesRecordedReads`` off), a live value that differs
/// from the logged one is the divergence.
///
/// ```swift
/// let reads = RecordedReads([.uuid(UUID(uuidString: "00000000-0000-0000-0000-000000000007")!)], seq: 12)
/// print(reads.uuid(live: UUID()))
/// _ = reads.date(live: Date(timeIntervalSince1970: 0))
/// print(reads.finish()!)
/// ```
///
/// ```text
/// 00000000-0000-0000-0000-000000000007
/// seq 12: the build read date (read 2 of the action), where the log has no more reads
/// ```
public final class RecordedReads: Sendable {
  /// The reads of the action being replayed on this task or thread, if a replay bound them.
  @TaskLocal public static var current: RecordedReads?

  /// The seq of the action whose reads these are.
  public let seq: UInt64
  /// `true`: the logged values are served; `false`: live values are checked against them.
  public let serves: Bool
  private let storage: LockedValue<(position: Int, mismatch: DependencyMismatch?)>
  private let reads: [DependencyRead]

  /// Creates a feed of one action's reads.
  ///
  /// - Parameters:
  ///   - reads: The action's logged reads, in order.
  ///   - seq: The action's seq.
  ///   - serves: Whether the logged values replace the live ones (default) or are compared with
  ///     them.
  public init(_ reads: [DependencyRead], seq: UInt64, serves: Bool = true) {
    self.reads = reads
    self.seq = seq
    self.serves = serves
    storage = LockedValue((0, nil))
  }

  /// The UUID the reducer gets for a `uuid` read whose live value is `live`.
  ///
  /// - Parameter live: What the live dependency gave.
  /// - Returns: The logged UUID when serving and the log agrees; `live` otherwise.
  public func uuid(live: UUID) -> UUID { take(.uuid(live), live) { $0.uuidValue } }

  /// The date the reducer gets for a `date` read whose live value is `live`.
  ///
  /// - Parameter live: What the live dependency gave.
  /// - Returns: The logged date when serving and the log agrees; `live` otherwise.
  public func date(live: Date) -> Date { take(.date(live), live) { $0.dateValue } }

  /// The number the reducer gets for a `random` read whose live value is `live`.
  ///
  /// - Parameter live: What the live generator gave.
  /// - Returns: The logged number when serving and the log agrees; `live` otherwise.
  public func random(live: UInt64) -> UInt64 { take(.random(live), live) { $0.randomValue } }

  /// The `now` the reducer gets from the clock called `name` whose live reading is `live` (the
  /// offset since the replay first read that clock, as recorded).
  ///
  /// - Parameters:
  ///   - name: The clock's name, as recorded.
  ///   - live: The live offset.
  /// - Returns: The logged offset when serving and the log agrees; `live` otherwise.
  public func clock(_ name: String, live: Duration) -> Duration {
    take(.clock(name, offset: live), live) { read in
      read.clockValue.flatMap { $0.name == name ? $0.offset : nil }
    }
  }

  /// The value the reducer gets for a read of any other dependency a glue logs.
  ///
  /// - Parameter live: The live read, as the recorder would log it.
  /// - Returns: The logged value when serving and the log agrees; `live.value` otherwise.
  public func value(live: DependencyRead) -> JSONValue {
    take(live, live.value) { $0.dependency == live.dependency ? $0.value : nil }
  }

  /// The first mismatch so far, if any.
  public var mismatch: DependencyMismatch? { storage.withLock { $0.mismatch } }

  /// Ends the action: the first mismatch, or one for logged values the build did not read.
  ///
  /// - Returns: The mismatch to report, or `nil` when the build read exactly the logged values.
  public func finish() -> DependencyMismatch? {
    storage.withLock { storage in
      if storage.mismatch == nil, storage.position < reads.count {
        storage.mismatch = DependencyMismatch(
          seq: seq, position: storage.position, read: nil, expected: reads[storage.position])
      }
      return storage.mismatch
    }
  }

  /// Runs `body` with `reads` bound as ``current`` (when given) and returns how the reducer's
  /// reads differed from them.
  static func serving(_ reads: RecordedReads?, _ body: () -> Void) -> DependencyMismatch? {
    guard let reads else {
      body()
      return nil
    }
    $current.withValue(reads) { body() }
    return reads.finish()
  }

  private func take<Value>(
    _ live: DependencyRead, _ liveValue: Value, _ convert: (DependencyRead) -> Value?
  ) -> Value {
    storage.withLock { storage in
      guard storage.mismatch == nil else { return liveValue }
      let expected = storage.position < reads.count ? reads[storage.position] : nil
      guard let expected, let logged = convert(expected), serves || expected == live else {
        storage.mismatch = DependencyMismatch(
          seq: seq, position: storage.position, read: live.dependency, expected: expected,
          liveValue: serves ? nil : live.value)
        return liveValue
      }
      storage.position += 1
      return serves ? logged : liveValue
    }
  }
}

/// A build under replay read its dependencies differently from the recording: another dependency,
/// an extra read, or fewer reads than the log holds.
public struct DependencyMismatch: Sendable, Equatable, CustomStringConvertible {
  /// The seq of the action being reduced.
  public var seq: UInt64
  /// Which read of the action (from 0).
  public var position: Int
  /// The dependency the build read there; `nil` when it read no more.
  public var read: String?
  /// What the log holds there; `nil` when the log has no more reads for the action.
  public var expected: DependencyRead?
  /// The live value the build read, when the replay checked live values instead of serving the
  /// logged ones.
  public var liveValue: JSONValue?

  /// Creates a mismatch.
  ///
  /// - Parameters:
  ///   - seq: The action's seq.
  ///   - position: Which read, from 0.
  ///   - read: The dependency the build read, or `nil`.
  ///   - expected: The logged read there, or `nil`.
  ///   - liveValue: The live value read, when live values were checked.
  public init(
    seq: UInt64, position: Int, read: String?, expected: DependencyRead?,
    liveValue: JSONValue? = nil
  ) {
    self.seq = seq
    self.position = position
    self.read = read
    self.expected = expected
    self.liveValue = liveValue
  }

  /// `seq 12: the build read date (read 1 of the action), where the log has uuid "…"`.
  public var description: String {
    let which = "read \(position + 1) of the action"
    let logged = expected.map { "the log has \($0)" } ?? "the log has no more reads"
    guard let read else {
      return "seq \(seq): the build read no more dependencies, where \(logged) (\(which))"
    }
    if let liveValue, let expected, expected.dependency == read {
      return "seq \(seq): the build read \(read) \(Self.shown(liveValue, of: read)) (\(which)), "
        + "where the log has \(Self.shown(expected.value, of: read)): the reducer got a live value "
        + "the recording did not"
    }
    if let expected, expected.dependency == read {
      return "seq \(seq): the build read \(read) (\(which)), where the log's value "
        + "\(expected.value.jsonText) is not a \(read) value"
    }
    return "seq \(seq): the build read \(read) (\(which)), where \(logged)"
  }

  /// A read value as the message shows it: a date's seconds since 1970 with the instant they name
  /// (`1767225600 (2026-01-01T00:00:00.000Z)`), anything else as its JSON.
  private static func shown(_ value: JSONValue, of dependency: String) -> String {
    let seconds: Double? =
      switch value {
      case .double(let seconds): seconds
      case .int(let seconds): Double(seconds)
      default: nil
      }
    guard dependency == "date", let seconds else { return value.jsonText }
    return "\(value.jsonText) (\(ISO8601.string(from: Date(timeIntervalSince1970: seconds))))"
  }
}
