import JSONTree
import LogFormat
import ValueCoding

extension LogHeader {
  /// The redaction policy the log was recorded with (the default when the header names none), so
  /// a replay encodes its states as the recorder did.
  ///
  /// - Throws: `ReplayError.file` when the header's policy does not parse.
  func recordedPolicy() throws -> RedactionPolicy {
    guard redaction != .null else { return .default }
    do {
      return try RedactionPolicy(json: redaction)
    } catch let DecodingError.typeMismatch(_, context) {
      throw ReplayError.file(LogError(.malformedRecord, context.debugDescription))
    }
  }
}
