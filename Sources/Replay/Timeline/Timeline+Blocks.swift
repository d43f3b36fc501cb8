import LogFormat

/// One data block as a page or an exporter sees it: every record in file order, the keyframe
/// included, or why the block cannot be read.
package struct TimelineBlock: Sendable {
  /// The seq of the block's keyframe.
  package var firstSeq: UInt64
  /// Time of the block's keyframe state (of its first record after the keyframe when the
  /// keyframe wrote none), ms since the Unix epoch.
  package var firstWall: Int64
  /// The records, keyframe first: all of them, or those before the first that does not parse
  /// (none when the block's bytes are damaged or its keyframe does not parse).
  package var records: [LogRecord]
  /// Why the block cannot be read, or why its records stop short (then ``Timeline/gaps(from:to:)``
  /// has the gap from the first record missing to the next block).
  package var damage: ReplayError?
}

extension Timeline {
  /// Every data block whose states may fall in `from...to`, in file order, each with all its
  /// records (later keyframes too, which ``entries(from:to:)`` leaves out) or its damage (with
  /// the records before a record that does not parse).
  ///
  /// Blocks are parsed outside the seek cache, so a full scan does not evict it.
  ///
  /// - Parameters:
  ///   - from: The first seq of interest.
  ///   - to: The last seq of interest.
  /// - Returns: The blocks in order.
  package func blocks(from: UInt64, to: UInt64) -> [TimelineBlock] {
    var result: [TimelineBlock] = []
    var start = blockNumber(containing: from)
    if start > 0, dataBlocks[start].firstSeq == from { start -= 1 }
    for number in start..<dataBlocks.count where dataBlocks[number].firstSeq <= to {
      let info = dataBlocks[number]
      let wall = Int64(clamping: info.firstTime)
      do {
        let parsed = try Timeline.parse(info, of: file)
        let (records, damage) = readRecords(of: parsed)
        result.append(
          TimelineBlock(
            firstSeq: info.firstSeq, firstWall: parsed.keyframeWall ?? wall, records: records,
            damage: damage))
      } catch let error as ReplayError {
        result.append(
          TimelineBlock(firstSeq: info.firstSeq, firstWall: wall, records: [], damage: error))
      } catch {
        result.append(
          TimelineBlock(
            firstSeq: info.firstSeq, firstWall: wall, records: [],
            damage: ReplayError(.damagedBlock, "\(error)")))
      }
    }
    return result
  }

  /// The size of the log file in bytes when it was opened.
  package var fileSize: Int { file.fileSize }
}
