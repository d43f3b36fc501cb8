import ActionLog
import Foundation
import JSONTree
import LogFormat
import LogReading
import Testing
import ToolSupport

/// `"maybeCancelled":true` on a `finished` effect record (format 3.1): the store's glue saw the
/// operation return and cannot tell whether it was cancelled by id.
@Suite struct EffectEndRecordTests {
  private func record(_ event: EffectRecord.Event, maybeCancelled: Bool) -> EffectRecord {
    EffectRecord(
      seq: 4, wall: 1_700_000_000_500, mono: 500_000_000, event: event, effect: 7, action: 3,
      name: "run", maybeCancelled: maybeCancelled)
  }

  @Test func theFlagSurvivesTheLineAndTheCompactBlockEncoding() throws {
    let ended = LogRecord.effect(record(.finished, maybeCancelled: true))
    let line = ended.line
    #expect(String(decoding: line, as: UTF8.self).contains(#""maybeCancelled":true"#))
    #expect(try LogRecord(line: line) == ended)
    var encoder = BlockRecordEncoder()
    var decoder = BlockRecordDecoder(formatMajor: 3)
    _ = try decoder.decode(
      line: encoder.keyframeLine(
        KeyframeRecord(seq: 4, state: .object([:])), wall: 1_700_000_000_000, mono: 0))
    #expect(try decoder.decode(line: encoder.line(for: ended)) == ended)
  }

  @Test func aThreeZeroLineWithoutTheFlagReadsAsBeforeAndWritesTheSameBytes() throws {
    let text =
      #"{"t":"effect","seq":4,"wall":1700000000500,"mono":500000000,"event":"finished","effect":7,"action":3,"name":"run"}"#
    let read = try LogRecord(line: Array(text.utf8))
    #expect(read == .effect(record(.finished, maybeCancelled: false)))
    #expect(String(decoding: read.line, as: UTF8.self) == text)
  }

  @Test func theFlagIsOnlyEverAboutAFinishedEvent() throws {
    let cancelled = LogRecord.effect(record(.cancelled, maybeCancelled: true))
    #expect(!String(decoding: cancelled.line, as: UTF8.self).contains("maybeCancelled"))
    let read = try effect(
      #"{"t":"effect","seq":4,"event":"cancelled","effect":7,"action":3,"name":"run","maybeCancelled":true}"#
    )
    #expect(read.event == .cancelled && !read.maybeCancelled)
    let other = try effect(
      #"{"t":"effect","seq":4,"event":"finished","effect":7,"action":3,"name":"run","maybeCancelled":1}"#
    )
    #expect(other.event == .finished && !other.maybeCancelled)
  }

  private func effect(_ text: String) throws -> EffectRecord {
    guard case .effect(let record) = try LogRecord(line: Array(text.utf8)) else {
      throw LogError(.malformedRecord, "not an effect record: \(text)")
    }
    return record
  }

  @Test func theRecorderWritesEndedAsFinishedMaybeCancelled() throws {
    let path = TestPaths.log(#function)
    let recorder = try Recorder(path: path, options: .testing())
    let recording = StoreRecording(recorder)
    var state = MiniApp.State(profile: MiniShared(box: MiniBox(MiniApp.Profile(name: "Ada"))))
    recording.record(stateBefore: state, actionType: MiniApp.Action.self)
    _ = MiniApp.reduce(&state, .greet)
    let id = recording.record(action: MiniApp.Action.greet, state: state, origin: .unnumbered)
    for (effect, end) in [(UInt64(1), EffectLifecycleEvent.Kind.ended), (2, .finished)] {
      for kind in [EffectLifecycleEvent.Kind.started, end] {
        recording.record(
          effect: EffectLifecycleEvent(effect: effect, parent: id, name: "run", kind: kind))
      }
    }
    recorder.close()
    let effects = try RecordedLog(path: path).effects
    #expect(effects.map(\.effect) == [1, 1, 2, 2])
    #expect(effects.map(\.event) == [.started, .finished, .started, .finished])
    #expect(effects.map(\.maybeCancelled) == [false, true, false, false])
  }
}
