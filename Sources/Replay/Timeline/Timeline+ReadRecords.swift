import LogFormat
import LogReading

extension Timeline {
  /// Every record of `block` that parses, keyframe first: all of them, or those before the first
  /// that does not parse (bad JSON under a valid CRC). The ``survey`` names the gap such a record
  /// leaves, as it names every other.
  ///
  /// - Parameters:
  ///   - block: The parsed block.
  ///   - last: The index of the last record needed (the records after it may be left unparsed).
  /// - Returns: The records, and the error of the record that does not parse, if one does not.
  func readRecords(of block: ParsedBlock, through last: Int = .max) -> (
    records: [LogRecord], damage: ReplayError?
  ) {
    do {
      return (try block.records(through: last), nil)
    } catch {
      let failure =
        error as? ReplayError ?? ReplayError.damaged(block.info, seq: nil, underlying: nil)
      return (block.parsedRecords, failure)
    }
  }
}
