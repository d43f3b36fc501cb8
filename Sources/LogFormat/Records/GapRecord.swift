import JSONTree

/// States a recovered copy is known to lack: the seqs whose records were damaged or cut off in the
/// log it was recovered from (format 1.1).
///
/// A gap record does not advance the seq: its `seq` is the state current where it stands, and
/// `first`…`last` name the lost seqs (`last` is absent when the log ended inside the gap).
///
/// ```swift
/// let gap = GapRecord(seq: 48, first: 25, last: 47, reason: "block 2 at byte 1970 is damaged (CRC)")
/// print(String(decoding: LogRecord.gap(gap).line, as: UTF8.self))
/// ```
///
/// ```text
/// {"t":"gap","seq":48,"first":25,"last":47,"reason":"block 2 at byte 1970 is damaged (CRC)"}
/// ```
public struct GapRecord: Sendable, Equatable {
  /// The state current where the record stands (it does not make one).
  public var seq: UInt64
  /// The first lost seq.
  public var first: UInt64
  /// The last lost seq, or `nil` when the log ended inside the gap.
  public var last: UInt64?
  /// Why the records are missing, as the recovering reader found it.
  public var reason: String

  /// Creates a gap record.
  ///
  /// - Parameters:
  ///   - seq: The state current where the record stands.
  ///   - first: The first lost seq.
  ///   - last: The last lost seq, `nil` when unknown.
  ///   - reason: Why the records are missing.
  public init(seq: UInt64, first: UInt64, last: UInt64?, reason: String) {
    self.seq = seq
    self.first = first
    self.last = last
    self.reason = reason
  }

  init(_ fields: RecordFields) throws {
    seq = try fields.uint("seq")
    first = try fields.uint("first")
    last = (try? fields.value("last")) == nil ? nil : try fields.uint("last")
    reason = fields.optionalString("reason") ?? ""
  }

  func addFields(to object: inout JSONObject) {
    object["first"] = .unsigned(first)
    if let last { object["last"] = .unsigned(last) }
    object["reason"] = .string(reason)
  }
}
