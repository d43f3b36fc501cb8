import LogFormat
import LogReading

extension Timeline {
  /// The gap a data block's records leave when one of them does not parse though the block's
  /// bytes pass their checks (bad JSON under a valid CRC: a flipped byte in a crashed log's open
  /// tail, which has no CRC, or a writer's bug), or `nil` when every record parses or the block's
  /// bytes are damaged (the ``survey`` has that gap).
  ///
  /// The records before the bad one are served; the gap runs from the first state they do not
  /// make to the next block's keyframe (whose state that keyframe serves, as after a damaged
  /// block), or to the block's last state when no block follows:
  ///
  /// ```text
  /// #20…#52 lost: block 1 at byte 392, seq 20: the record does not parse: invalid JSON at byte 402 …
  /// ```
  ///
  /// The survey reads no JSON, so this is only known once the block's records are parsed: the
  /// first call parses them (outside the seek cache unless the block is cached); the answer is
  /// kept, and ``gaps`` lists it from then on.
  ///
  /// - Parameter number: The block's number in ``dataBlocks``.
  /// - Returns: The gap, or `nil`.
  func recordGap(inBlock number: Int) -> LogGap? {
    if let known = foundRecordGaps.withLock({ $0[number] }) { return known }
    let info = dataBlocks[number]
    let block: ParsedBlock
    if let cached = cachedBlock(number) {
      block = cached
    } else {
      // Bytes that fail their checks are the survey's gap, not this one.
      guard let raw = try? file.records(inBlock: info.index) else { return note(nil, number) }
      do {
        block = try ParsedBlock(info: info, raw: raw, formatMajor: file.version.major)
      } catch let failure as ReplayError {
        return note(unparsedGap(number, raw: raw, failure: failure), number)
      } catch {
        return note(nil, number)
      }
    }
    _ = readRecords(of: block, number: number)
    return foundRecordGaps.withLock { $0[number] } ?? nil
  }

  /// Every record of `block` that parses, keyframe first: all of them, or those before the first
  /// that does not parse. Notes the block's ``recordGap(inBlock:)`` on the way.
  ///
  /// - Parameters:
  ///   - block: The parsed block.
  ///   - number: Its number in ``dataBlocks``.
  /// - Returns: The records, and the error of the record that does not parse, if one does not.
  func readRecords(of block: ParsedBlock, number: Int) -> (
    records: [LogRecord], damage: ReplayError?
  ) {
    do {
      let records = try block.records
      note(nil, number)
      return (records, nil)
    } catch {
      let failure =
        error as? ReplayError ?? ReplayError.damaged(block.info, seq: nil, underlying: nil)
      let records = block.parsedRecords
      // The first state the parsed records do not make is the first the block loses.
      let made = block.states.last { $0.recordIndex < records.count }?.seq ?? block.info.firstSeq
      note(gap(number, from: made + 1, failure: failure, lastState: block.lastSeq), number)
      return (records, failure)
    }
  }

  /// The record gaps of the blocks whose states may fall in `from...to`, parsing those not
  /// parsed yet.
  func recordGaps(from: UInt64, to: UInt64) -> [LogGap] {
    var start = blockNumber(containing: from)
    // A block's gap ends at the next block's keyframe.
    if start > 0, dataBlocks[start].firstSeq == from { start -= 1 }
    return (start..<dataBlocks.count).lazy.filter { self.dataBlocks[$0].firstSeq <= to }
      .compactMap { self.recordGap(inBlock: $0) }
  }

  /// The record gaps found so far, in seq order.
  var knownRecordGaps: [LogGap] { foundRecordDamage.map(\.gap) }

  /// The record gaps found so far, each with its block, in seq order: what the blocks parsed so
  /// far showed (``endWall`` parses the last block; nothing else is parsed until asked for).
  package var foundRecordDamage: [(gap: LogGap, block: BlockInfo)] {
    foundRecordGaps.withLock { gaps in
      gaps.keys.sorted().compactMap { number in
        (gaps[number] ?? nil).map { ($0, dataBlocks[number]) }
      }
    }
  }

  /// The gap of a block whose keyframe (or a `dropped` record) does not parse: it loses every
  /// state but its keyframe's, which the block before it made.
  private func unparsedGap(_ number: Int, raw: [RawRecord], failure: ReplayError) -> LogGap {
    let info = dataBlocks[number]
    let last =
      raw.last { ["action", "oob", "dropped"].contains($0.kind) }.map(\.seq) ?? info.firstSeq
    let first = number > 0 ? info.firstSeq + 1 : info.firstSeq
    return gap(number, from: first, failure: failure, lastState: max(last, info.firstSeq))
  }

  /// `#first…#<next keyframe>` lost, in the words `verify` and `recover` use (a recovered copy
  /// records the same gap).
  private func gap(_ number: Int, from first: UInt64, failure: ReplayError, lastState: UInt64)
    -> LogGap
  {
    let info = dataBlocks[number]
    let last = number + 1 < dataBlocks.count ? dataBlocks[number + 1].firstSeq : lastState
    let seq = failure.seq.map { ", seq \($0)" } ?? ""
    let why = failure.underlying?.message ?? failure.message
    return LogGap(
      first: min(first, last), last: last, cause: .damaged,
      reason: "block \(info.index) at byte \(info.offset)\(seq): the record does not parse: \(why)")
  }

  @discardableResult
  private func note(_ gap: LogGap?, _ number: Int) -> LogGap? {
    foundRecordGaps.withLock { $0[number] = .some(gap) }
    return gap
  }
}
