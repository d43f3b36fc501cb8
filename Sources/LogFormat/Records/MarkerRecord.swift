import JSONTree

/// A note from the app or the user, e.g. `"checkout failed here"`.
public struct MarkerRecord: Sendable, Equatable {
  /// The seq of the latest state when the note was made.
  public var seq: UInt64
  /// Milliseconds since the Unix epoch.
  public var wall: Int64
  /// Nanoseconds since the recorder started.
  public var mono: Int64
  /// The note.
  public var text: String

  /// Creates a marker.
  ///
  /// - Parameters:
  ///   - seq: The latest state's seq.
  ///   - wall: Wall-clock ms since the epoch.
  ///   - mono: Monotonic ns since the recorder started.
  ///   - text: The note.
  public init(seq: UInt64, wall: Int64, mono: Int64, text: String) {
    self.seq = seq
    self.wall = wall
    self.mono = mono
    self.text = text
  }

  init(_ fields: RecordFields) throws {
    seq = try fields.uint("seq")
    wall = fields.optionalInt("wall")
    mono = fields.optionalInt("mono")
    text = try fields.string("text")
  }

  func addFields(to object: inout JSONObject) {
    object["wall"] = .int(wall)
    object["mono"] = .int(mono)
    object["text"] = .string(text)
  }
}
