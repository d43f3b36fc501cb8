import Foundation
import LogFormat
import Testing
import ToolSupport

/// `tt-bench make-log` and `tt-drills make-log` write through ``SyntheticRecording``: they replace
/// only a regular file, never a folder or a link.
@MainActor
@Suite struct MakeLogOutputTests {
  @Test func aFolderIsRefusedAndEverythingInItSurvives() throws {
    let folder = try ScratchFolder.folder("make-log-folder")
    try FileManager.default.createDirectory(
      atPath: folder + "/sub", withIntermediateDirectories: true)
    try Data("important\n".utf8).write(to: URL(fileURLWithPath: folder + "/notes.txt"))
    #expect(throws: OutputFile.Refusal.self) {
      try DrillSession.record(to: folder, actions: 5, seed: 1)
    }
    #expect(try String(contentsOfFile: folder + "/notes.txt", encoding: .utf8) == "important\n")
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: folder).sorted() == ["notes.txt", "sub"])
  }

  @Test func aSymbolicLinkIsRefusedAndItsTargetKept() throws {
    let folder = try ScratchFolder.folder("make-log-link")
    let target = folder + "/precious.ttlog"
    try Data("keep me\n".utf8).write(to: URL(fileURLWithPath: target))
    let link = folder + "/link.ttlog"
    try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: target)
    #expect(throws: OutputFile.Refusal.self) {
      try DrillSession.record(to: link, actions: 5, seed: 1)
    }
    #expect(try String(contentsOfFile: target, encoding: .utf8) == "keep me\n")
    #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == target)
  }

  @Test func aFileHeldOpenIsReplacedAndItsReaderKeepsTheOldOne() throws {
    let path = ScratchFolder.path("held.ttlog")
    let old = Data(repeating: 0x41, count: 10_000)
    try old.write(to: URL(fileURLWithPath: path))
    let reader = try FileHandle(forReadingFrom: URL(fileURLWithPath: path))
    defer { try? reader.close() }
    try DrillSession.record(to: path, actions: 5, seed: 1)
    #expect(try reader.readToEnd() == old)
    #expect(try Data(contentsOf: URL(fileURLWithPath: path)) != old)
  }
}
