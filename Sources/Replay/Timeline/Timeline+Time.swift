import LogFormat

extension Timeline {
  /// The last state made at or before `sessionStartWall + seconds`.
  ///
  /// - Parameter seconds: Seconds since ``sessionStartWall``; before the start gives ``firstSeq``.
  /// - Returns: A seq in `firstSeq...lastSeq`.
  /// - Throws: ``ReplayError`` `.invalidArgument` for a non-finite offset.
  public func seq(atTimeOffset seconds: Double) throws -> UInt64 {
    guard seconds.isFinite else {
      throw ReplayError(.invalidArgument, "the time offset \(seconds) is not a finite number")
    }
    let millis = (seconds * 1000).rounded(.down)
    let target = sessionStartWall.addingReportingOverflow(Int64(clamping: millis)).partialValue
    guard millis >= 0, target >= sessionStartWall else { return firstSeq }
    var low = 0
    var high = dataBlocks.count
    while low < high {
      let middle = (low + high) / 2
      if Int64(clamping: dataBlocks[middle].firstTime) <= target {
        low = middle + 1
      } else {
        high = middle
      }
    }
    for number in stride(from: max(low - 1, 0), through: 0, by: -1) {
      guard let block = try? parsedBlock(number), let records = try? block.records else { continue }
      var result = block.info.firstSeq
      for record in records where record.makesState {
        guard let wall = record.wall, wall <= target else { break }
        result = record.seq
      }
      return min(max(result, firstSeq), lastSeq)
    }
    return firstSeq
  }
}
extension Int64 {
  /// Clamps a floating-point value into `Int64`.
  fileprivate init(clamping value: Double) {
    if value >= 9.2e18 {
      self = .max
    } else if value <= -9.2e18 {
      self = .min
    } else {
      self = Int64(value)
    }
  }
}
