import JSONTree

/// A change to state shared by reference (`Shared`) made outside any action.
public struct OutOfBandRecord: Sendable, Equatable {
  /// The state number this change made.
  public var seq: UInt64
  /// Milliseconds since the Unix epoch when the recorder saw it.
  public var wall: Int64
  /// Nanoseconds since the recorder started.
  public var mono: Int64
  /// The state change.
  public var change: StateChange
  /// Ids of the shared boxes that changed.
  public var shared: [UInt64]

  /// Creates an out-of-band change record.
  ///
  /// - Parameters:
  ///   - seq: The state number.
  ///   - wall: Wall-clock ms since the epoch.
  ///   - mono: Monotonic ns since the recorder started.
  ///   - change: The state change.
  ///   - shared: The shared box ids that changed.
  public init(seq: UInt64, wall: Int64, mono: Int64, change: StateChange, shared: [UInt64]) {
    self.seq = seq
    self.wall = wall
    self.mono = mono
    self.change = change
    self.shared = shared
  }

  init(_ fields: RecordFields) throws {
    seq = try fields.uint("seq")
    wall = fields.optionalInt("wall")
    mono = fields.optionalInt("mono")
    change = try StateChange(fields)
    shared = ((try? fields.array("shared")) ?? []).compactMap {
      if case .int(let id) = $0, id >= 0 { UInt64(id) } else { nil }
    }
  }

  func addFields(to object: inout JSONObject) {
    object["wall"] = .int(wall)
    object["mono"] = .int(mono)
    change.addFields(to: &object)
    object["shared"] = .array(shared.map { .unsigned($0) })
  }
}
