import LogFormat

/// One record as stored: its kind and seq (from the line prefix) and its JSON line.
public struct RawRecord: Sendable, Equatable {
  /// The record kind, e.g. `action`, `key`, `header`.
  public var kind: String
  /// The record's seq.
  public var seq: UInt64
  /// The JSON line without its newline.
  public var line: [UInt8]

  /// Creates a record.
  ///
  /// - Parameters:
  ///   - kind: The record kind.
  ///   - seq: The record's seq.
  ///   - line: The JSON line without its newline.
  public init(kind: String, seq: UInt64, line: [UInt8]) {
    self.kind = kind
    self.seq = seq
    self.line = line
  }
}
