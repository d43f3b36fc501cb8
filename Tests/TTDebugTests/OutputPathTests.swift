import Foundation
import Testing

/// An `--output` that names a directory is said to be one, with or without a trailing slash.
@Suite struct OutputPathTests {
  @Test(arguments: ["out", "out/"])
  func htmlIntoADirectorySaysItIsOne(output: String) throws {
    let workspace = try Workspace()
    try FileManager.default.createDirectory(
      atPath: workspace.directory + "/out", withIntermediateDirectories: true)
    let result = try workspace.run(
      ["html", workspace.log, "--output", workspace.directory + "/" + output])
    #expect(result.exitCode == 5)
    #expect(
      result.stderr
        == "tt-debug: cannot write $DIR/\(output): it is a directory; name a file with --output, "
        + "e.g. --output $DIR/out/session.html\n")
    #expect(try FileManager.default.contentsOfDirectory(atPath: workspace.directory + "/out") == [])
  }

  @Test func aMissingDirectoryWithASlashIsSaid() throws {
    let workspace = try Workspace()
    let result = try workspace.run(["html", workspace.log, "-o", workspace.directory + "/none/"])
    #expect(result.exitCode == 5)
    #expect(
      result.stderr
        == "tt-debug: cannot write $DIR/none/: there is no directory by that name; name a file in "
        + "an existing directory with --output\n")
  }
}
