import JSONTree

/// Records the recorder assigned but could not write (its queue was full).
public struct DroppedRecord: Sendable, Equatable {
  /// The last skipped seq; seqs `seq - count + 1 ... seq` were skipped.
  public var seq: UInt64
  /// How many state-making records were skipped.
  public var count: UInt64
  /// Milliseconds since the Unix epoch.
  public var wall: Int64
  /// Nanoseconds since the recorder started.
  public var mono: Int64
  /// Why, e.g. `"queue full"`.
  public var reason: String

  /// Creates a dropped-records record.
  ///
  /// - Parameters:
  ///   - seq: The last skipped seq.
  ///   - count: How many were skipped.
  ///   - wall: Wall-clock ms since the epoch.
  ///   - mono: Monotonic ns since the recorder started.
  ///   - reason: Why.
  public init(seq: UInt64, count: UInt64, wall: Int64, mono: Int64, reason: String) {
    self.seq = seq
    self.count = count
    self.wall = wall
    self.mono = mono
    self.reason = reason
  }

  init(_ fields: RecordFields) throws {
    seq = try fields.uint("seq")
    count = try fields.uint("count")
    wall = fields.optionalInt("wall")
    mono = fields.optionalInt("mono")
    reason = fields.optionalString("reason") ?? ""
  }

  func addFields(to object: inout JSONObject) {
    object["count"] = .unsigned(count)
    object["wall"] = .int(wall)
    object["mono"] = .int(mono)
    object["reason"] = .string(reason)
  }
}
