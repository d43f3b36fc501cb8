/// The fixed start of every record line, `{"t":"<kind>","seq":<n>`, read without a JSON parser.
///
/// For `dropped` records the scanner also reads the `"count":<k>` that must follow the seq.
package struct RecordPrefix: Sendable, Equatable {
  /// The record kind, e.g. `action`, `key`, `header`.
  package var kind: String
  /// The record's seq.
  package var seq: UInt64
  /// For `dropped` records, how many seqs were skipped; 0 otherwise.
  package var droppedCount: UInt64

  /// Reads the prefix of one line (no newline).
  ///
  /// - Parameter line: The record bytes.
  /// - Returns: The prefix, or `nil` when the line does not start with the contract's prefix.
  package static func scan(_ line: some Collection<UInt8>) -> RecordPrefix? {
    var cursor = line.makeIterator()
    guard expect(#"{"t":""#, &cursor) else { return nil }
    var kindBytes: [UInt8] = []
    while let byte = cursor.next() {
      if byte == UInt8(ascii: "\"") { break }
      guard isKindByte(byte), kindBytes.count < 32 else { return nil }
      kindBytes.append(byte)
    }
    guard !kindBytes.isEmpty, expect(#","seq":"#, &cursor),
      let (seq, after) = number(&cursor)
    else { return nil }
    let kind = String(decoding: kindBytes, as: UTF8.self)
    var dropped: UInt64 = 0
    if kind == "dropped" {
      guard after == UInt8(ascii: ","), expect(#""count":"#, &cursor),
        let (count, next) = number(&cursor), count > 0,
        next == UInt8(ascii: ",") || next == UInt8(ascii: "}")
      else { return nil }
      dropped = count
    } else {
      guard after == UInt8(ascii: ",") || after == UInt8(ascii: "}") else { return nil }
    }
    return RecordPrefix(kind: kind, seq: seq, droppedCount: dropped)
  }

  /// The seq a record with this prefix must carry after a record whose seq was `previous`.
  ///
  /// - Parameter previous: Seq of the preceding record.
  /// - Returns: The only acceptable seq, or `nil` on overflow.
  package func expectedSeq(after previous: UInt64) -> UInt64? {
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

  private static func expect<I: IteratorProtocol<UInt8>>(_ text: StaticString, _ cursor: inout I)
    -> Bool
  {
    text.withUTF8Buffer { expected in
      for byte in expected where cursor.next() != byte { return false }
      return true
    }
  }

  /// Reads a decimal number and the byte after it; `nil` on no digits, a leading zero, overflow.
  private static func number<I: IteratorProtocol<UInt8>>(_ cursor: inout I) -> (UInt64, UInt8)? {
    var value: UInt64 = 0
    var digits = 0
    while let byte = cursor.next() {
      guard byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") else {
        guard digits > 0 else { return nil }
        return (value, byte)
      }
      if digits == 1 && value == 0 { return nil }
      let (times, overflowA) = value.multipliedReportingOverflow(by: 10)
      let (sum, overflowB) = times.addingReportingOverflow(UInt64(byte - UInt8(ascii: "0")))
      guard !overflowA, !overflowB else { return nil }
      value = sum
      digits += 1
    }
    return nil
  }
}
