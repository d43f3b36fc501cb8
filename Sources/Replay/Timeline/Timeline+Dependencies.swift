import LogFormat

extension Timeline {
  /// Whether the log's action records carry the reducers' dependency reads (format 3.1 or later):
  /// only then can a replay serve recorded values and hold a build to them.
  public var recordsDependencyReads: Bool {
    file.version >= .dependencyReads
  }

  /// The values the reducer read from nondeterministic dependencies while it reduced the action at
  /// `seq`, in read order; empty for any other record, an action that read none, or an older log.
  ///
  /// ```swift
  /// for read in try timeline.reads(at: 25) { print(read) }
  /// ```
  ///
  /// ```text
  /// uuid "00000000-0000-0000-0000-000000000006"
  /// ```
  ///
  /// - Parameter seq: A seq in `firstSeq...lastSeq`.
  /// - Returns: The reads.
  /// - Throws: What ``entries(from:to:)`` throws.
  public func reads(at seq: UInt64) throws -> [DependencyRead] {
    for entry in try records(from: seq, to: seq) where entry.seq == seq {
      if case .action(let action) = entry.record { return action.reads }
    }
    return []
  }

  /// The session constants the reducers read (`calendar`, `timeZone`, `locale` identifiers) as
  /// the log states them, the latest value of each at or before `seq`.
  ///
  /// - Parameter seq: A seq in `firstSeq...lastSeq`; default ``lastSeq``.
  /// - Returns: Name → identifier; empty when the log states none.
  /// - Throws: What ``entries(from:to:)`` throws.
  public func environment(at seq: UInt64? = nil) throws -> [String: String] {
    var environment: [String: String] = [:]
    for entry in try records(from: firstSeq, to: seq ?? lastSeq) {
      if case .action(let action) = entry.record {
        environment.merge(action.environment) { _, new in new }
      }
    }
    return environment
  }
}
