import LogFormat

extension LogTail {
  /// What one ``LogTail/read()`` found, in file order.
  package enum Event: Sendable, Equatable {
    /// The file is not there yet (`missing`) or holds no complete header block yet (`empty`).
    /// Reported once each time the reason changes.
    case waiting(Waiting)
    /// A session's header block: its header record line, the format major version its records
    /// are written in, whether flight-recorder mode trimmed the file, and what was wrong with
    /// block 0 when it is damaged (the line is then a stand-in).
    case started(header: [UInt8], formatMajor: UInt8, isTrimmed: Bool, headerDamage: LogError?)
    /// A data block begins. Its first `replayed` records were delivered before, from the file the
    /// flight-recorder cap replaced (they come again so relative records decode; do not list
    /// them twice).
    case blockStarted(BlockInfo, replayed: Int)
    /// Complete records of the current block, in order.
    case records([RawRecord])
    /// Seqs that will never be read: the cap dropped their blocks before the follower read them,
    /// or the writer stopped inside a record.
    case lost(LogGap)
    /// The writer closed the log: the block index follows the last block.
    case closed
    /// The log is not closed, nothing more came, and no process holds the writer's lock: the app
    /// crashed or was killed. Reported once; records that land later are read as usual.
    case writerGone
    /// Another session's log now stands at the path (a new file, or the old one rewritten): a
    /// ``started(header:formatMajor:isTrimmed:headerDamage:)`` follows when its header has landed.
    case replaced
    /// Damage that lost no record (a block header's field, the index's check tables, a trailer
    /// put right), as `verify` names it: the records are delivered as usual. Said once each.
    case problem(LogError)
    /// Bytes no writer writes (a second header block, a file not a log): following stops here.
    case damaged(LogError)
  }

  /// Why there is nothing to read yet.
  package enum Waiting: Sendable, Equatable {
    /// No file at the path.
    case missing
    /// The file holds no complete header block.
    case empty
  }
}
