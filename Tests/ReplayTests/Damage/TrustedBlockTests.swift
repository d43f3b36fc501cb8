import Foundation
import JSONTree
import LogFormat
import LogReading
import Testing

@testable import Replay

/// What `show` reads of a log: a state, the record that made it, its markers and reads come from
/// the one block it needs, and no block is replayed to look for a bad record.
@Suite struct TrustedBlockTests {
  /// A closed log of `actions` actions, 10 records a block, with a marker after #12, and (when
  /// `unappliable` is given) an action whose delta does not apply under a good CRC at that seq.
  static func log(actions: Int = 30, unappliable: UInt64? = nil) throws -> LogBuilder {
    let log = try LogBuilder(initial: .object(["count": .int(0)]), recordsPerBlock: 10)
    for count in 1...actions {
      if UInt64(count) == unappliable {
        try log.unappliableAction()
        continue
      }
      try log.action(
        .string("add"), summary: "add", to: .object(["count": .int(Int64(count))]),
        full: UInt64(count) == (unappliable ?? 0) + 1)
      if count == 12 { try log.marker("twelve") }
    }
    try log.close()
    return log
  }

  @Test func theRecordThatMadeAStateAndItsMarkersReplayNoBlockAndMakeNoSurvey() throws {
    let log = try Self.log()
    let timeline = try Timeline(path: log.path)
    #expect(try timeline.state(at: 12) == log.states[12])
    #expect(try timeline.entry(at: 12).seq == 12)
    #expect(try timeline.markers(from: 12, to: 12).map(\.text) == ["twelve"])
    #expect(try timeline.reads(at: 12) == [])
    let block = try #require(timeline.cachedBlock(timeline.blockNumber(containing: 12)))
    #expect(!block.wasReplayedForBadRecords)
    #expect(timeline.surveyed.withLock { $0 } == nil)
  }

  /// On a log with a record that does not parse and one whose delta does not apply, the entry
  /// and markers at each seq are those `entries(from:to:)` lists there.
  @Test(arguments: [false, true])
  func theRecordAtEachSeqIsTheOneTheListingHolds(malformed: Bool) throws {
    let timeline: Timeline
    if malformed {
      timeline = try TimelineBadRecordTests.log().1
    } else {
      timeline = try Timeline(path: Self.log(unappliable: 15).path)
    }
    for seq in timeline.firstSeq...timeline.lastSeq {
      let listed = try timeline.entries(from: seq, to: seq)
      let made = listed.first { $0.record.makesState || $0.record.kind == "key" }
      if let made { #expect(try timeline.entry(at: seq) == made, "#\(seq)") }
      let markers = listed.compactMap { entry -> MarkerRecord? in
        if case .marker(let marker) = entry.record { marker } else { nil }
      }
      #expect(try timeline.markers(from: seq, to: seq) == markers, "#\(seq)")
    }
  }
}
