import Foundation
import JSONTree
import LogFormat
import LogReading
import Replay
import ToolSupport

/// One log's flip sweep: its undamaged records and states, and the counts over every copy.
struct FlipSweepRun {
  /// Counts over every flipped copy.
  struct Report {
    var name = ""
    var flips = 0
    var dataFlips = 0
    var lost: [Int] = []
    var lostInData: [Int] = []
    var lostOutsideBlock = 0
    var wrongRecords = 0
    var wrongStates = 0
    var unopened = 0
    var badCopies = 0

    /// Counts that must be zero.
    var mustBeZero: Int { lostOutsideBlock + wrongRecords + wrongStates + badCopies }

    var text: String {
      func median(_ values: [Int]) -> Int { values.isEmpty ? 0 : values.sorted()[values.count / 2] }
      return "\(name): flips=\(flips) data_flips=\(dataFlips) lost_median=\(median(lost)) "
        + "lost_max=\(lost.max() ?? 0) data_lost_median=\(median(lostInData)) "
        + "data_lost_max=\(lostInData.max() ?? 0) lost_outside_block=\(lostOutsideBlock) "
        + "wrong_records=\(wrongRecords) wrong_states=\(wrongStates) unopened=\(unopened) "
        + "copies_failing_verify=\(badCopies)"
    }
  }

  let path: String
  let scratch: ScratchDirectory
  let bytes: [UInt8]
  let blocks: [BlockInfo]
  /// The undamaged records of each data block, by keyframe seq.
  let records: [UInt64: [RawRecord]]
  let states: [UInt64: JSONValue]

  init(path: String, scratch: ScratchDirectory) throws {
    self.path = path
    self.scratch = scratch
    bytes = Array(try Data(contentsOf: URL(fileURLWithPath: path)))
    let file = try LogFile(path: path)
    blocks = file.blocks.filter { $0.kind == .data }
    var records: [UInt64: [RawRecord]] = [:]
    for block in blocks { records[block.firstSeq] = try file.records(inBlock: block.index) }
    self.records = records
    let timeline = try Timeline(path: path)
    var states: [UInt64: JSONValue] = [:]
    for seq in timeline.firstSeq...timeline.lastSeq { states[seq] = try timeline.state(at: seq) }
    self.states = states
  }

  func sweep(stride: Int) throws -> Report {
    var report = Report()
    report.name = (path as NSString).lastPathComponent
    let total = records.values.reduce(0) { $0 + $1.count }
    let copy = scratch.path("flipped.ttlog")
    let recovered = scratch.path("recovered.ttlog")
    for offset in Swift.stride(from: 0, to: bytes.count, by: stride) {
      var damaged = bytes
      damaged[offset] ^= 0xff
      try Data(damaged).write(to: URL(fileURLWithPath: copy))
      report.flips += 1
      let hit = blocks.first { $0.offset <= offset && offset < $0.offset + $0.compressedSize }
      guard let file = try? LogFile(path: copy) else {
        report.unopened += 1
        report.lost.append(total)
        continue
      }
      var kept = 0
      var keptOfHit = 0
      for block in file.survey().blocks where block.info.kind == .data && block.error == nil {
        guard let read = try? file.records(inBlock: block.info.index),
          let first = read.first, let original = records[first.seq]
        else { continue }
        let same = zip(read, original).prefix { $0 == $1 }.count
        if same < read.count { report.wrongRecords += 1 }
        kept += same
        if first.seq == hit?.firstSeq { keptOfHit = same }
      }
      let lost = total - kept
      report.lost.append(lost)
      if let hit {
        report.dataFlips += 1
        report.lostInData.append(lost)
        let hitRecords = records[hit.firstSeq]?.count ?? 0
        if lost > hitRecords - keptOfHit { report.lostOutsideBlock += 1 }
      } else if lost > 0 {
        report.lostOutsideBlock += 1
      }
      report.wrongStates += wrongStates(in: copy, around: hit)
      if (try? file.writeRecoveredCopy(to: recovered)) != nil {
        let copied = try? LogFile(path: recovered)
        if copied.map({ LogVerification($0).problems.isEmpty }) != true { report.badCopies += 1 }
      }
    }
    return report
  }

  /// States the copy serves in and just after the flipped block that differ from the
  /// undamaged log's (states it cannot serve are not wrong, only lost).
  private func wrongStates(in copy: String, around hit: BlockInfo?) -> Int {
    guard let timeline = try? Timeline(path: copy) else { return 0 }
    let first = hit?.firstSeq ?? timeline.firstSeq
    let next = blocks.first { $0.firstSeq > first }?.firstSeq ?? timeline.lastSeq
    var wrong = 0
    for seq in first...max(first, min(next, timeline.lastSeq)) {
      guard let state = try? timeline.state(at: seq) else { continue }
      if states[seq] != state { wrong += 1 }
    }
    return wrong
  }
}
