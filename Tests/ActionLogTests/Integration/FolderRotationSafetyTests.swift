import ActionLog
import Foundation
import LogFormat
import LogReading
import Testing
import ToolSupport

/// A folder's rotation (`keptLogs`, `maxFolderBytes`) removes only the recorder's own logs:
/// regular files named `session-NNNNNN.ttlog` that no writer holds.
@Suite struct FolderRotationSafetyTests {
  struct State: Codable { var count = 0 }
  enum Action: Codable { case tick }

  private func record(_ recorder: Recorder, actions: Int) {
    let recording = StoreRecording(recorder)
    var state = State()
    recording.record(stateBefore: state, actionType: Action.self)
    for n in 1...actions {
      state.count = n
      recording.record(
        action: Action.tick, state: state, origin: .numbered(UInt64(n), source: .external))
    }
  }

  @Test func aFolderALinkAndAnyOtherNameSurviveTheRotation() throws {
    let directory = try ScratchFolder.folder("rotation")
    let outside = try ScratchFolder.folder("rotation-outside")
    let fileManager = FileManager.default
    // A folder with a log's name, and files in it.
    try fileManager.createDirectory(
      atPath: directory + "/session-000001.ttlog/sub", withIntermediateDirectories: true)
    try Data("important\n".utf8).write(
      to: URL(fileURLWithPath: directory + "/session-000001.ttlog/notes.txt"))
    // A link with a log's name, to a file elsewhere.
    try Data("precious\n".utf8).write(to: URL(fileURLWithPath: outside + "/precious.ttlog"))
    try fileManager.createSymbolicLink(
      atPath: directory + "/session-000002.ttlog", withDestinationPath: outside + "/precious.ttlog")
    // A file named by hand, not as the recorder names its logs.
    try Data("mine\n".utf8).write(to: URL(fileURLWithPath: directory + "/session-3.ttlog"))
    // The recorder's own log from before: the one that goes.
    let previous = try Recorder(directory: directory, options: .testing())
    record(previous, actions: 2)
    previous.close()
    var options = Recorder.Options.testing()
    options.keptLogs = 1
    options.maxFolderBytes = 0
    let recorder = try Recorder(directory: directory, options: options)
    recorder.close()
    #expect(!fileManager.fileExists(atPath: previous.path))
    #expect(
      try String(contentsOfFile: directory + "/session-000001.ttlog/notes.txt", encoding: .utf8)
        == "important\n")
    #expect(fileManager.fileExists(atPath: directory + "/session-000001.ttlog/sub"))
    #expect(
      try fileManager.destinationOfSymbolicLink(atPath: directory + "/session-000002.ttlog")
        == outside + "/precious.ttlog")
    #expect(
      try String(contentsOfFile: outside + "/precious.ttlog", encoding: .utf8) == "precious\n")
    #expect(try String(contentsOfFile: directory + "/session-3.ttlog", encoding: .utf8) == "mine\n")
    #expect(try LogFolder(path: directory).newestLog() == recorder.path)
  }

  @Test func aLogThisProcessIsWritingIsKept() throws {
    let directory = try ScratchFolder.folder("rotation-held")
    var options = Recorder.Options.testing()
    options.keptLogs = 1
    let first = try Recorder(directory: directory, options: options)
    record(first, actions: 3)
    first.flush(durable: true)
    let second = try Recorder(directory: directory, options: options)
    record(second, actions: 2)
    #expect(FileManager.default.fileExists(atPath: first.path))
    first.close()
    second.close()
    #expect(first.lastError == nil)
    #expect(try LogFile(path: first.path).status == .closed)
    // Once the writer is done, the next launch's rotation removes it as usual.
    let third = try Recorder(directory: directory, options: options)
    third.close()
    #expect(try LogFolder(path: directory).logs().map(\.path) == [third.path])
  }
}
