import Foundation
import Testing

/// `verify` and `recover` on crashed and damaged logs.
@Suite struct RecoverTests {
  @Test func crashedLogVerifiesAsRecoverableAndRecoversClean() throws {
    let workspace = try Workspace(close: false)
    let verify = try workspace.run(["verify", workspace.log])
    #expect(verify.exitCode == 3)
    #expect(verify.stdout.contains("the log was not closed"))
    let copy = workspace.directory + "/fixed.ttlog"
    let recover = try workspace.run(["recover", workspace.log, "--output", copy])
    #expect(recover.exitCode == 0)
    try Snapshot.expect(recover.stdout, named: "recover-crashed")
    #expect(try workspace.run(["verify", copy]).exitCode == 0)
    #expect(
      try workspace.run(["log", copy]).stdout.split(separator: "\n").contains {
        $0.hasPrefix("#6  +6.250s  ") && $0.hasSuffix("path.popFrom(id: 1)")
      })
  }

  @Test func damagedBlockIsReportedWithItsPlaceAndLeftOutOfTheCopy() throws {
    let workspace = try Workspace()
    var bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: workspace.log)))
    let offset = try ActionLogProbe.blockOffset(workspace.log, block: 2)
    bytes[offset + 60] ^= 0xFF
    bytes[offset + 61] ^= 0xFF  // two bytes: more than the check table puts right
    try Data(bytes).write(to: URL(fileURLWithPath: workspace.log))
    let verify = try workspace.run(["verify", workspace.log])
    #expect(verify.exitCode == 3)
    #expect(verify.stdout.contains("block 2 at byte \(offset)"))
    let copy = workspace.directory + "/fixed.ttlog"
    let recover = try workspace.run(["recover", workspace.log, "-o", copy])
    #expect(recover.exitCode == 0)
    #expect(recover.stdout.contains("lost  block 2 at byte \(offset)"))
    #expect(try workspace.run(["verify", copy]).exitCode == 0)
    #expect(try workspace.run(["info", copy]).stdout.contains("states #0…#3"))
  }
}

/// Where `recover` writes: a folder is refused as `html` refuses it, and a file already there is
/// said to be replaced.
@Suite struct RecoverOutputTests {
  @Test func aFolderIsRefusedAndAFileThereIsSaidToBeReplaced() throws {
    let workspace = try Workspace(close: false)
    let folder = try workspace.run(["recover", workspace.log, "-o", workspace.directory])
    #expect(folder.exitCode == 5)
    #expect(
      folder.stderr
        == "tt-debug: cannot write $DIR: it is a directory; name a file with "
        + "--output, e.g. --output $DIR/recovered.ttlog\n")
    let copy = workspace.directory + "/fixed.ttlog"
    let first = try workspace.run(["recover", workspace.log, "-o", copy])
    // Output names the workspace's folder $DIR.
    #expect(first.stdout.hasPrefix("wrote $DIR/fixed.ttlog\n"))
    let again = try workspace.run(["recover", workspace.log, "-o", copy])
    #expect(again.stdout.hasPrefix("wrote $DIR/fixed.ttlog (replacing the file that was there)\n"))
  }
}

@Suite struct RecoverTailReportTests {
  @Test func recoveringACutLogSaysHowManyTailBytesWereLost() throws {
    let workspace = try Workspace(close: false)
    let bytes = try Data(contentsOf: URL(fileURLWithPath: workspace.log))
    try bytes.prefix(bytes.count - 7).write(to: URL(fileURLWithPath: workspace.log))
    let result = try workspace.run([
      "recover", workspace.log, "--output", workspace.directory + "/out.ttlog",
    ])
    #expect(result.exitCode == 0)
    #expect(result.stdout.contains("lost: the log ends inside a record: "))
    #expect(result.stdout.contains("marked in the copy"))
    #expect(!result.stdout.contains("lost  nothing"))
  }
}
