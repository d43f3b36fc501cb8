import JSONTree
import LogFormat

extension TimelineTail {
  /// What one ``TimelineTail/read()`` found, in file order.
  public enum Event: Sendable, Equatable {
    /// No file at the path yet. Said once until something changes.
    case waitingForFile
    /// The file is there but holds no complete header yet. Said once until something changes.
    case waitingForHeader
    /// A session begins: its header, and what was wrong with block 0 when it is damaged (the
    /// header's facts are then unknown, the records are read as usual).
    case started(LogHeader, headerDamage: LogError?)
    /// A record to list, as ``Timeline/entries(from:to:)`` gives it, and, when the tail tracks
    /// states, the state before and after it for a record that makes one (`nil` when either is
    /// unknown, e.g. after dropped records).
    case entry(TimelineEntry, change: StateStep?)
    /// The writer closed the log.
    case closed
    /// The log is not closed, nothing more came and no process holds the writer's lock: the app
    /// crashed or was killed.
    case writerGone
    /// Another session's log replaced the file: a ``started(_:headerDamage:)`` follows, and seqs
    /// start over.
    case replaced
    /// Damage that lost no record (a block header's field, the index's check tables), as
    /// `verify` names it: the records are listed as usual. Said once each.
    case problem(ReplayError)
    /// The bytes are not what a writer writes (a second header block): following stops.
    case damaged(ReplayError)
    /// When the tail tracks states: a record's change does not apply to the state before it, so
    /// the states from its seq are unknown (their entries carry no change) until a keyframe or a
    /// full state; records are listed as before. Said once per run of unknown states.
    case stateLost(ReplayError)
  }

  /// The states on either side of one record.
  public struct StateStep: Sendable, Equatable {
    /// The state before the record.
    public var before: JSONValue
    /// The state the record made.
    public var after: JSONValue
  }
}
