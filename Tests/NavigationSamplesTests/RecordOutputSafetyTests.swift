import Foundation
import Testing
import ToolSupport

/// `nav-samples record --output OUT --force` replaces only a regular file: a folder or a
/// symbolic link at OUT is refused and left as it was, and a reader holding the old file keeps it.
@Suite struct RecordOutputSafetyTests {
  @Test(arguments: [[], ["--force"]])
  func aFolderIsRefusedAndEverythingInItSurvives(flags: [String]) throws {
    let base = try ScratchFolder.folder("record-into-folder")
    let folder = base + "/d3"
    try FileManager.default.createDirectory(
      atPath: folder + "/sub", withIntermediateDirectories: true)
    try Data("important\n".utf8).write(to: URL(fileURLWithPath: folder + "/notes.txt"))
    let log = try Data(contentsOf: URL(fileURLWithPath: CommittedLogs.path("sign-up")))
    try log.write(to: URL(fileURLWithPath: folder + "/sub/killed.ttlog"))
    let result = try CommittedLogs.runNavSamples(
      ["record", "app-root", "--output", folder] + flags)
    #expect(result.status == 1)
    #expect(
      result.stderr
        == "nav-samples: cannot write \(folder): it is a directory; name a file with --output, "
        + "e.g. --output \(folder)/app-root.ttlog\n")
    #expect(result.stdout.isEmpty)
    #expect(try String(contentsOfFile: folder + "/notes.txt", encoding: .utf8) == "important\n")
    #expect(try Data(contentsOf: URL(fileURLWithPath: folder + "/sub/killed.ttlog")) == log)
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: folder).sorted() == ["notes.txt", "sub"])
  }

  @Test(arguments: [[], ["--force"]])
  func aSymbolicLinkIsRefusedAndItsTargetKept(flags: [String]) throws {
    let base = try ScratchFolder.folder("record-into-link")
    let target = base + "/precious.ttlog"
    let kept = try Data(contentsOf: URL(fileURLWithPath: CommittedLogs.path("sign-up")))
    try kept.write(to: URL(fileURLWithPath: target))
    let link = base + "/link.ttlog"
    try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: target)
    let result = try CommittedLogs.runNavSamples(["record", "app-root", "--output", link] + flags)
    #expect(result.status == 1)
    #expect(
      result.stderr
        == "nav-samples: cannot write \(link): it is a symbolic link, and --output never writes "
        + "through one; name the file itself with --output, or remove the link\n")
    #expect(try Data(contentsOf: URL(fileURLWithPath: target)) == kept)
    #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == target)
  }

  @Test func aFileHeldOpenIsReplacedAndItsReaderKeepsTheOldOne() throws {
    let path = CommittedLogs.temporaryPath("held-open")
    let old = try Data(contentsOf: URL(fileURLWithPath: CommittedLogs.path("sign-up")))
    try old.write(to: URL(fileURLWithPath: path))
    let reader = try FileHandle(forReadingFrom: URL(fileURLWithPath: path))
    defer { try? reader.close() }
    let result = try CommittedLogs.runNavSamples([
      "record", "tab-stack", "--output", path, "--force",
    ])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(try reader.readToEnd() == old)
    #expect(
      try Data(contentsOf: URL(fileURLWithPath: path))
        == Data(contentsOf: URL(fileURLWithPath: CommittedLogs.path("tab-stack"))))
  }
}
