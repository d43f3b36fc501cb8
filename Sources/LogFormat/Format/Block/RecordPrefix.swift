/// The fixed start of every record line, `{"t":"<kind>","seq":<n>`, read without a JSON parser.
///
/// From format 3.0 a record may leave its `seq` out when it is the one the record before implies
/// (``expectedSeq(after:)``): an `action` or `oob` is the next seq, a `dropped` record skips its
/// `count`, anything else shares the seq before it. Pass that previous seq to read such a line.
/// For `dropped` records the scanner also reads the `"count":<k>` that must follow the seq (or the
/// kind, when the seq is left out).
///
/// ```swift
/// let line = Array(#"{"t":"action","du":5,"action":{"tap":{}}}"#.utf8)
/// print(RecordPrefix.scan(line, after: 41)?.seq ?? 0)
/// ```
///
/// ```text
/// 42
/// ```
package struct RecordPrefix: Sendable, Equatable {
  /// The record kind, e.g. `action`, `key`, `header`.
  package var kind: String
  /// The record's seq, written or implied.
  package var seq: UInt64
  /// For `dropped` records, how many seqs were skipped; 0 otherwise.
  package var droppedCount: UInt64
  /// `false` when the line left its seq out and ``seq`` was implied by the record before.
  package var seqWritten: Bool = true

  /// Reads the prefix of one line (no newline).
  ///
  /// - Parameters:
  ///   - line: The record bytes.
  ///   - previous: Seq of the record before in the same block; `nil` for a block's first record,
  ///     which must write its seq.
  /// - Returns: The prefix, or `nil` when the line does not start with the contract's prefix.
  package static func scan(_ line: [UInt8], after previous: UInt64? = nil) -> RecordPrefix? {
    line.withUnsafeBufferPointer { scan($0, after: previous) }
  }

  /// Reads the prefix of one line (no newline).
  ///
  /// - Parameters:
  ///   - line: The record bytes.
  ///   - previous: Seq of the record before in the same block, or `nil`.
  /// - Returns: The prefix, or `nil` when the line does not start with the contract's prefix.
  package static func scan(_ line: ArraySlice<UInt8>, after previous: UInt64? = nil)
    -> RecordPrefix?
  {
    line.withUnsafeBufferPointer { scan($0, after: previous) }
  }

  /// Reads the prefix of one line held in memory.
  package static func scan(_ line: UnsafeBufferPointer<UInt8>, after previous: UInt64?)
    -> RecordPrefix?
  {
    var cursor = Cursor(bytes: line)
    guard cursor.expect(#"{"t":""#) else { return nil }
    let kindStart = cursor.position
    while let byte = cursor.peek(), byte != UInt8(ascii: "\""), isKindByte(byte) {
      cursor.position += 1
    }
    let kindLength = cursor.position - kindStart
    guard kindLength > 0, kindLength <= 32, cursor.expect("\"") else { return nil }
    let kind = String(
      decoding: UnsafeBufferPointer(rebasing: line[kindStart..<(kindStart + kindLength)]),
      as: UTF8.self)
    var written: UInt64?
    if cursor.expect(#","seq":"#) {
      guard let seq = cursor.number() else { return nil }
      written = seq
    } else if previous == nil {
      return nil
    }
    var prefix = RecordPrefix(kind: kind, seq: written ?? 0, droppedCount: 0)
    if kind == "dropped" {
      guard cursor.expect(#","count":"#), let count = cursor.number(), count > 0 else {
        return nil
      }
      prefix.droppedCount = count
    }
    if written == nil, let previous {
      guard let implied = prefix.expectedSeq(after: previous) else { return nil }
      prefix.seq = implied
      prefix.seqWritten = false
    }
    guard let next = cursor.peek(), next == UInt8(ascii: ",") || next == UInt8(ascii: "}") else {
      return nil
    }
    return prefix
  }

  /// The seq a record with this prefix must carry after a record whose seq was `previous`.
  ///
  /// - Parameter previous: Seq of the preceding record.
  /// - Returns: The only acceptable seq, or `nil` on overflow.
  package func expectedSeq(after previous: UInt64) -> UInt64? {
    Self.expectedSeq(kind: kind, droppedCount: droppedCount, after: previous)
  }

  /// The seq a record of `kind` must carry after a record whose seq was `previous`: the one a
  /// format-3.0 line that leaves its seq out has.
  ///
  /// - Parameters:
  ///   - kind: The record kind.
  ///   - droppedCount: For `dropped` records, their `count`; ignored otherwise.
  ///   - previous: Seq of the preceding record.
  /// - Returns: The only acceptable seq, or `nil` on overflow.
  package static func expectedSeq(kind: String, droppedCount: UInt64, after previous: UInt64)
    -> UInt64?
  {
    switch kind {
    case "action", "oob":
      let (next, overflow) = previous.addingReportingOverflow(1)
      return overflow ? nil : next
    case "dropped":
      let (next, overflow) = previous.addingReportingOverflow(droppedCount)
      return overflow ? nil : next
    default:
      return previous
    }
  }

  private static func isKindByte(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "-"):
      return true
    default:
      return false
    }
  }

}

/// A position in a line being scanned.
private struct Cursor {
  let bytes: UnsafeBufferPointer<UInt8>
  var position = 0

  func peek() -> UInt8? { position < bytes.count ? bytes[position] : nil }

  /// Consumes `text` if the bytes continue with it.
  mutating func expect(_ text: StaticString) -> Bool {
    let count = text.utf8CodeUnitCount
    guard position + count <= bytes.count else { return false }
    let start = text.utf8Start
    for index in 0..<count where bytes[position + index] != start[index] { return false }
    position += count
    return true
  }

  /// Consumes a decimal number: no sign, no leading zero, no overflow.
  mutating func number() -> UInt64? {
    var value: UInt64 = 0
    let start = position
    while let byte = peek(), byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") {
      if position > start && value == 0 { return nil }
      let (times, overflowA) = value.multipliedReportingOverflow(by: 10)
      let (sum, overflowB) = times.addingReportingOverflow(UInt64(byte - UInt8(ascii: "0")))
      guard !overflowA, !overflowB else { return nil }
      value = sum
      position += 1
    }
    return position > start ? value : nil
  }
}
