import LogFormat
import LogReading

extension Timeline {
  /// The record that made state `seq`: its action or out-of-band change, or the keyframe for the
  /// first state.
  ///
  /// - Parameter seq: A seq in `firstSeq...lastSeq`.
  /// - Returns: The entry, with the action, its route and cause.
  /// - Throws: ``ReplayError`` `.seqOutOfRange`, `.damagedBlock`, `.stateDropped`.
  public func entry(at seq: UInt64) throws -> TimelineEntry {
    let candidates = try records(from: seq, to: seq)
    if let entry = candidates.first(where: { $0.record.makesState || $0.record.kind == "key" }) {
      return entry
    }
    _ = try state(at: seq)
    throw ReplayError(.malformedLog, "no record makes state \(seq); the log is damaged", seq: seq)
  }

  /// Every record with a seq in `from...to`, in file order: actions, out-of-band changes,
  /// markers, effect events, dropped-record notes, the close record, and the keyframe of the first
  /// state (later keyframes repeat a state and are left out), and a `gap` entry where records are
  /// lost: a damaged block, a cut end, or the records from one that does not parse to the next
  /// block (the records before it are listed).
  ///
  /// - Parameters:
  ///   - from: The first seq.
  ///   - to: The last seq, at least `from`.
  /// - Returns: The entries in order.
  /// - Throws: ``ReplayError`` `.seqOutOfRange` or `.invalidArgument` when `from > to`.
  public func entries(from: UInt64, to: UInt64) throws -> [TimelineEntry] {
    try listing(from: from, to: to, listingGaps: true)
  }

  /// The entries of ``entries(from:to:)`` without its `gap` entries, for callers that pick
  /// records by kind: no block is replayed to look for a bad record, no ``survey`` is made, and
  /// a block's records are parsed no further than the first after `to`.
  func records(from: UInt64, to: UInt64) throws -> [TimelineEntry] {
    try listing(from: from, to: to, listingGaps: false)
  }

  private func listing(from: UInt64, to: UInt64, listingGaps: Bool) throws -> [TimelineEntry] {
    try checkRange(from)
    try checkRange(to)
    guard from <= to else {
      throw ReplayError(.invalidArgument, "the range \(from)…\(to) is backwards; swap the bounds")
    }
    var start = blockNumber(containing: from)
    // The action that made a block's first state, and notes about it, close the block before.
    if start > 0, dataBlocks[start].firstSeq == from { start -= 1 }
    var result: [TimelineEntry] = []
    var covered: UInt64?
    // Gaps need the survey (every block read once): only when damage is known or possible here —
    // a damaged file, a block in range that fails, or the cut end of a crashed log.
    var sawDamage: Bool
    switch status {
    case .closed: sawDamage = false
    case .damaged: sawDamage = true
    case .crashed: sawDamage = to == lastSeq
    }
    for number in start..<dataBlocks.count where dataBlocks[number].firstSeq <= to {
      guard let block = try? parsedBlock(number) else {
        sawDamage = true
        continue
      }
      // A record that does not parse ends what the block serves: the records before it are listed,
      // the rest are a gap (see `recordGap(inBlock:)`).
      guard listingGaps else {
        // Records past the first after `to` are never looked at: leave them unparsed.
        let last = block.lastRecordIndex(atOrBefore: to) + 1
        let (records, _) = readRecords(of: block, through: last)
        append(records, of: block, from: from, to: to, covered: &covered, into: &result)
        continue
      }
      let (records, damage) = readRecords(of: block)
      if damage != nil || block.hasBadRecord || block.salvage != nil { sawDamage = true }
      append(records, of: block, from: from, to: to, covered: &covered, into: &result)
    }
    return sawDamage ? withGaps(result, from: from, to: to) : result
  }

  /// Appends the entries of `records`, `block`'s, that lie in `from...to`: each record once (a
  /// keyframe only when it makes a state no block before it made, see `covered`).
  private func append(
    _ records: [LogRecord], of block: ParsedBlock, from: UInt64, to: UInt64,
    covered: inout UInt64?, into result: inout [TimelineEntry]
  ) {
    // A keyframe-only state (the first, or one after a gap) has its keyframe's own time.
    var time = block.keyframeWall ?? Int64(clamping: block.info.firstTime)
    for record in records {
      time = record.wall ?? time
      let seq = record.seq
      let isKeyframe = record.kind == "key"
      let isNew = covered.map { seq > $0 } ?? true
      if seq >= from, seq <= to, !isKeyframe || isNew {
        result.append(TimelineEntry(seq: seq, record: record, timeOffset: offset(of: time)))
      }
      if record.makesState || isKeyframe || record.kind == "dropped" {
        covered = max(covered ?? seq, seq)
      }
      if seq > to { break }
    }
  }

  /// `entries` with a `gap` entry placed before the first entry past each gap that damage or a
  /// cut made (dropped records and recorded gaps are records of the file, listed already).
  private func withGaps(_ entries: [TimelineEntry], from: UInt64, to: UInt64) -> [TimelineEntry] {
    let found = gaps(from: from, to: to).filter { $0.cause == .damaged || $0.cause == .cutOff }
    guard !found.isEmpty else { return entries }
    var result: [TimelineEntry] = []
    var remaining = found[...]
    // A gap line takes the time of the record before it (0 at the start), listed or not, so the
    // time does not depend on where the range starts.
    func gapEntry(_ gap: LogGap) -> TimelineEntry {
      let record = GapRecord(
        seq: gap.first == 0 ? 0 : gap.first - 1, first: gap.first, last: gap.last,
        reason: gap.reason)
      var time = result.last?.timeOffset
      if time == nil, gap.first > firstSeq {
        time = (try? records(from: gap.first - 1, to: gap.first - 1))?.last?.timeOffset
      }
      return TimelineEntry(seq: gap.first, record: .gap(record), timeOffset: time ?? 0)
    }
    for entry in entries {
      while let gap = remaining.first, gap.first <= entry.seq {
        result.append(gapEntry(gap))
        remaining.removeFirst()
      }
      result.append(entry)
    }
    for gap in remaining { result.append(gapEntry(gap)) }
    return result
  }

  /// Every marker in the log, in order. Reads every block (skipping damaged ones; of a
  /// block with a record that does not parse, the records before it).
  ///
  /// - Returns: The markers.
  /// - Throws: Nothing today; `throws` leaves room for IO errors.
  public func markers() throws -> [MarkerRecord] {
    var markers: [MarkerRecord] = []
    forEachReadableBlock { records in
      for case .marker(let marker) in records { markers.append(marker) }
    }
    return markers
  }

  /// The markers placed at states `from...to` (after the action that made each), in order.
  /// Parses only the blocks that hold those seqs, and no survey is made.
  ///
  /// - Parameters:
  ///   - from: The first seq.
  ///   - to: The last seq, at least `from`.
  /// - Returns: The markers.
  /// - Throws: What ``entries(from:to:)`` throws.
  public func markers(from: UInt64, to: UInt64) throws -> [MarkerRecord] {
    try records(from: from, to: to).compactMap { entry in
      guard case .marker(let marker) = entry.record else { return nil }
      return marker
    }
  }

  /// The seqs of actions whose summary or action tree, and of markers whose text, contains `text`
  /// (case-insensitive), ascending. Reads every block (skipping damaged ones; of a
  /// block with a record that does not parse, the records before it).
  ///
  /// - Parameter text: What to look for, e.g. `"addButtonTapped"`.
  /// - Returns: Matching seqs, each once.
  /// - Throws: ``ReplayError`` `.invalidArgument` for empty text.
  public func search(_ text: String) throws -> [UInt64] {
    let needle = text.lowercased()
    guard !needle.isEmpty else {
      throw ReplayError(.invalidArgument, "the search text is empty; give a word to look for")
    }
    var seqs: [UInt64] = []
    forEachReadableBlock { records in
      for record in records {
        let matches: Bool
        switch record {
        case .action(let action):
          matches =
            action.summary.lowercased().contains(needle)
            || action.action.jsonText.lowercased().contains(needle)
        case .marker(let marker):
          matches = marker.text.lowercased().contains(needle)
        default:
          matches = false
        }
        if matches, seqs.last != record.seq { seqs.append(record.seq) }
      }
    }
    return seqs
  }

  /// Seconds from ``sessionStartWall`` to `wall`.
  func offset(of wall: Int64) -> Double {
    Double(wall - sessionStartWall) / 1000
  }

  /// Parses each readable block in order, outside the cache so a scan does not evict it; a block
  /// with a record that does not parse hands on the records before it.
  func forEachReadableBlock(_ body: ([LogRecord]) throws -> Void) rethrows {
    for info in dataBlocks {
      guard let block = try? Timeline.parse(info, of: file) else { continue }
      try body(readRecords(of: block).records)
    }
  }
}
