import JSONTree

/// The recorder closed cleanly: the last record of the last data block.
public struct CloseRecord: Sendable, Equatable {
  /// The last state's seq.
  public var seq: UInt64
  /// Milliseconds since the Unix epoch.
  public var wall: Int64
  /// Nanoseconds since the recorder started.
  public var mono: Int64
  /// How many actions were recorded.
  public var actions: UInt64
  /// How many state-making records were dropped.
  public var dropped: UInt64

  /// Creates a close record.
  ///
  /// - Parameters:
  ///   - seq: The last state's seq.
  ///   - wall: Wall-clock ms since the epoch.
  ///   - mono: Monotonic ns since the recorder started.
  ///   - actions: Actions recorded.
  ///   - dropped: Records dropped.
  public init(seq: UInt64, wall: Int64, mono: Int64, actions: UInt64, dropped: UInt64) {
    self.seq = seq
    self.wall = wall
    self.mono = mono
    self.actions = actions
    self.dropped = dropped
  }

  init(_ fields: RecordFields) throws {
    seq = try fields.uint("seq")
    wall = fields.optionalInt("wall")
    mono = fields.optionalInt("mono")
    actions = (try? fields.uint("actions")) ?? 0
    dropped = (try? fields.uint("dropped")) ?? 0
  }

  func addFields(to object: inout JSONObject) {
    object["wall"] = .int(wall)
    object["mono"] = .int(mono)
    object["actions"] = .unsigned(actions)
    object["dropped"] = .unsigned(dropped)
  }
}
