import Foundation
import Testing

/// Every command that writes `--output` replaces only a regular file: a folder or a symbolic link
/// there is refused and left as it was, and a reader holding the old file keeps reading it whole.
@Suite struct OutputSafetyTests {
  /// The commands that write `--output`, with the flag that lets them replace a file.
  static let commands: [[String]] = [["html", "--force"], ["test", "--force"], ["recover"]]

  private func run(_ command: [String], _ workspace: Workspace, output: String) throws
    -> CLIResult
  {
    try workspace.run([command[0], workspace.log, "--output", output] + command.dropFirst())
  }

  @Test(arguments: commands)
  func aFolderIsRefusedAndEverythingInItSurvives(command: [String]) throws {
    let workspace = try Workspace()
    let folder = workspace.directory + "/d3"
    try FileManager.default.createDirectory(
      atPath: folder + "/sub", withIntermediateDirectories: true)
    try Data("important\n".utf8).write(to: URL(fileURLWithPath: folder + "/notes.txt"))
    try FileManager.default.copyItem(atPath: workspace.log, toPath: folder + "/sub/kept.ttlog")
    let result = try run(command, workspace, output: folder)
    #expect(result.exitCode == 5, "\(result.stderr)")
    #expect(result.stderr.hasPrefix("tt-debug: cannot write $DIR/d3: it is a directory; "))
    #expect(result.stderr.split(separator: "\n").count == 1, "\(result.stderr)")
    #expect(try String(contentsOfFile: folder + "/notes.txt", encoding: .utf8) == "important\n")
    #expect(
      FileManager.default.contentsEqual(atPath: folder + "/sub/kept.ttlog", andPath: workspace.log))
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: folder).sorted() == ["notes.txt", "sub"])
  }

  @Test(arguments: commands)
  func aSymbolicLinkIsRefusedAndItsTargetKept(command: [String]) throws {
    let workspace = try Workspace()
    let target = workspace.directory + "/precious.txt"
    try Data("keep me\n".utf8).write(to: URL(fileURLWithPath: target))
    let link = workspace.directory + "/link.out"
    try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: target)
    let result = try run(command, workspace, output: link)
    #expect(result.exitCode == 5, "\(result.stderr)")
    #expect(
      result.stderr
        == "tt-debug: cannot write $DIR/link.out: it is a symbolic link, and --output never "
        + "writes through one; name the file itself with --output, or remove the link\n")
    #expect(try String(contentsOfFile: target, encoding: .utf8) == "keep me\n")
    #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == target)
  }

  @Test(arguments: commands)
  func aFileHeldOpenIsReplacedAndItsReaderKeepsTheOldOne(command: [String]) throws {
    let workspace = try Workspace()
    let output = workspace.directory + "/held.out"
    let old = Data(repeating: 0x41, count: 100_000)
    try old.write(to: URL(fileURLWithPath: output))
    let reader = try FileHandle(forReadingFrom: URL(fileURLWithPath: output))
    defer { try? reader.close() }
    let result = try run(command, workspace, output: output)
    #expect(result.exitCode == 0, "\(result.stderr)")
    #expect(try reader.readToEnd() == old)
    #expect(try Data(contentsOf: URL(fileURLWithPath: output)) != old)
  }
}
