import ActionLog
import Foundation
import LogFormat
import LogReading
import Testing
import ToolSupport

/// Any store hands the recorder its reducers' dependency reads through ``DependencyReadLog`` and
/// ``StoreRecording/record(environment:)``; the log keeps them with their actions.
@Suite struct DependencyReadLogTests {
  struct State: Codable { var count = 0 }
  enum Action: Codable { case tick }

  @Test func readsAfterTheLogIsSealedAreIgnored() {
    let log = DependencyReadLog()
    log.append(.random(1))
    #expect(log.seal() == [.random(1)])
    log.append(.random(2))
    #expect(log.seal() == [.random(1)])
  }

  @Test func collectingBindsTheLogForTheBodyOnly() {
    let (value, reads) = DependencyReadLog.collecting { () -> Int in
      DependencyReadLog.current?.append(
        .uuid(UUID(uuidString: "00000000-0000-0000-0000-00000000000A")!))
      return 7
    }
    #expect(value == 7)
    #expect(reads.map(\.description) == [#"uuid "00000000-0000-0000-0000-00000000000A""#])
    #expect(DependencyReadLog.current == nil)
  }

  @Test func readsAndTheEnvironmentReachTheLogAndEachBlockStatesTheEnvironmentAgain() throws {
    let path = TestPaths.log(#function)
    defer { try? FileManager.default.removeItem(atPath: path) }
    var options = Recorder.Options.testing()
    options.minBlockBytes = 64
    options.keyframeRatio = 1
    let recorder = try Recorder(path: path, options: options)
    let recording = StoreRecording(recorder)
    var state = State()
    recording.record(stateBefore: state, actionType: Action.self)
    #expect(recording.needsEnvironment)
    recording.record(environment: ["timeZone": "Europe/Paris", "locale": "fr_FR"])
    #expect(!recording.needsEnvironment)
    for n in 1...400 {
      state.count = n
      recording.record(
        action: Action.tick, state: state, origin: .numbered(UInt64(n), source: .external),
        reads: [.random(UInt64(n)), .date(Date(timeIntervalSince1970: Double(n) / 4))])
    }
    recorder.close()

    let log = try RecordedLog(path: path)
    #expect(log.actions.count == 400)
    #expect(log.actions.map { $0.reads.first?.randomValue } == (1...400).map { UInt64($0) })
    #expect(log.actions[1].reads[1].dateValue == Date(timeIntervalSince1970: 0.5))
    #expect(log.actions[3].reads[1].value == .int(1))
    #expect(log.actions[0].environment == ["timeZone": "Europe/Paris", "locale": "fr_FR"])
    #expect(log.actions[1].environment.isEmpty)
    let blocks = try LogFile(path: path).blocks.count
    #expect(blocks > 2)
    // One statement per data block, on its first action.
    #expect(log.actions.filter { !$0.environment.isEmpty }.count == blocks - 1)
  }

  @Test func aRecorderToldNotToLogReadsWritesNone() throws {
    let path = TestPaths.log(#function)
    defer { try? FileManager.default.removeItem(atPath: path) }
    var options = Recorder.Options.testing()
    options.recordsDependencyReads = false
    let recorder = try Recorder(path: path, options: options)
    let recording = StoreRecording(recorder)
    recording.record(environment: ["locale": "en_US"])
    recording.record(action: Action.tick, state: State(count: 1), reads: [.random(3)])
    recorder.close()
    let action = try #require(try RecordedLog(path: path).actions.first)
    #expect(action.reads.isEmpty)
    #expect(action.environment.isEmpty)
  }
}
