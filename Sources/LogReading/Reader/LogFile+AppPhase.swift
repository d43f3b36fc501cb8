import JSONTree
import LogFormat

extension LogFile {
  /// Whether the log was not closed and its last `lifecycle` record says the app went to the
  /// background (format 3.2): the system suspended the app and may have ended it, which is not a
  /// crash. `false` for a closed or damaged log, and for logs before 3.2.
  ///
  /// ```swift
  /// let log = try LogFile(path: "session.ttlog")
  /// print(log.endedInBackground ? "ended in the background" : "\(log.status)")
  /// ```
  ///
  /// ```text
  /// ended in the background
  /// ```
  public var endedInBackground: Bool {
    if case .crashed(let tail) = status { return tail.endedInBackground }
    return false
  }
}

extension LogFile.TailSalvage {
  /// The phase of the last `lifecycle` record among `records` (a block's, in order), if any.
  static func lastPhase(in records: [RawRecord]) -> AppPhaseRecord.Phase? {
    guard let record = records.last(where: { $0.kind == "lifecycle" }),
      case .object(let members)? = try? JSONValue(parsing: record.line),
      case .string(let phase)? = members["phase"]
    else { return nil }
    return AppPhaseRecord.Phase(rawValue: phase)
  }
}
