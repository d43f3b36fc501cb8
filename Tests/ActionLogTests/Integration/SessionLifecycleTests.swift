import ActionLog
import Foundation
import JSONTree
import LogFormat
import LogReading
import Testing
import ToolSupport

/// One log per launch in a folder, never replacing a log, and the app's moves to the background
/// and back (format 3.2).
@Suite struct SessionLifecycleTests {
  struct State: Codable { var count = 0 }
  enum Action: Codable { case tick }

  private func folder(_ name: String = #function) -> String {
    TestPaths.log(name).replacingOccurrences(of: ".ttlog", with: "")
  }

  private func record(_ recorder: Recorder, actions: Int, background: Int? = nil) {
    let recording = StoreRecording(recorder)
    var state = State()
    recording.record(stateBefore: state, actionType: Action.self)
    for n in 1...actions {
      if n == background { recorder.appDidEnterBackground() }
      state.count = n
      recording.record(
        action: Action.tick, state: state, origin: .numbered(UInt64(n), source: .external))
    }
  }

  @Test func aRecorderNeverReplacesALog() throws {
    let path = TestPaths.log()
    defer { try? FileManager.default.removeItem(atPath: path) }
    let first = try Recorder(path: path, options: .testing())
    record(first, actions: 3)
    first.close()
    let bytes = try Data(contentsOf: URL(fileURLWithPath: path))
    #expect(throws: LogError.self) { try Recorder(path: path, options: .testing()) }
    #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == bytes)
  }

  @Test func eachLaunchGetsTheNextLogAndTheOldestBeyondTheLimitsGo() throws {
    let directory = folder()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    var options = Recorder.Options.testing()
    options.keptLogs = 3
    // A file the recorder did not name is never removed, nor counted.
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    let other = directory + "/kept-by-hand.ttlog"
    try Data("mine".utf8).write(to: URL(fileURLWithPath: other))
    var previous: [String?] = []
    for _ in 1...5 {
      let recorder = try Recorder(directory: directory, options: options)
      previous.append(recorder.previousLogPath.map { ($0 as NSString).lastPathComponent })
      record(recorder, actions: 2)
      recorder.close()
    }
    #expect(previous == [nil] + (1...4).map { "session-00000\($0).ttlog" })
    #expect(try LogFolder(path: directory).logs().map(\.number) == [nil, 3, 4, 5])
    // A size cap on the past logs: one more launch keeps only what fits.
    let size = try LogFolder(path: directory).logs().last?.size ?? 0
    options.maxFolderBytes = size
    let recorder = try Recorder(directory: directory, options: options)
    #expect(try LogFolder(path: directory).logs().map(\.number) == [nil, 5, 6])
    #expect(
      recorder.previousLogPath.map { ($0 as NSString).lastPathComponent } == "session-000005.ttlog")
    recorder.close()
    #expect(try LogFolder(path: directory).newestLog() == recorder.path)
  }

  @Test func theBackgroundIsRecordedAgainInEachBlockBegunThere() throws {
    let path = TestPaths.log()
    defer { try? FileManager.default.removeItem(atPath: path) }
    var options = Recorder.Options.testing()
    options.minBlockBytes = 64
    options.keyframeRatio = 1
    options.minRecordsPerBlock = 4
    let recorder = try Recorder(path: path, options: options)
    record(recorder, actions: 60, background: 10)
    recorder.flush(durable: true)
    let log = try LogFile(path: path)
    #expect(log.endedInBackground)
    let lastBlock = try log.records(inBlock: log.blocks.count - 1)
    #expect(lastBlock.contains { $0.kind == "lifecycle" })
    #expect(log.blocks.count > 4)
    recorder.appWillEnterForeground()
    recorder.flush(durable: true)
    #expect(try LogFile(path: path).endedInBackground == false)
    recorder.close()
    #expect(try LogFile(path: path).endedInBackground == false)
  }

  @Test func aLifecycleRecordReadsBackAndAnUnknownPhaseIsAnUnknownKind() throws {
    let record = LogRecord.appPhase(
      AppPhaseRecord(seq: 7, wall: 12, mono: 34, phase: .background))
    #expect(
      String(decoding: record.line, as: UTF8.self)
        == #"{"t":"lifecycle","seq":7,"wall":12,"mono":34,"phase":"background"}"#)
    #expect(try LogRecord(line: record.line) == record)
    let newer = try LogRecord(line: Array(#"{"t":"lifecycle","seq":7,"phase":"asleep"}"#.utf8))
    #expect(newer.kind == "lifecycle")
    guard case .unknown = newer else {
      Issue.record("\(newer)")
      return
    }
  }
}
