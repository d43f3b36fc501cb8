import Foundation
import Testing

/// `verify`'s `ok` line claims only what it checked.
@Suite struct VerifyTests {
  @Test func noKeyframeComparedIsNotCalledEqual() throws {
    // The sample logs hold one data block: its keyframe starts the replay, none is compared.
    let workspace = try Workspace()
    let log = CLIRunner.packageRoot.appendingPathComponent("samples/logs/app-root.ttlog").path
    let result = try workspace.run(["verify", log])
    #expect(result.exitCode == 0)
    #expect(
      result.stdout
        == """
        checked 2 blocks, 57 records, 1 keyframe (0 compared with the replay)
        ok: every CRC matches, seqs are continuous, every delta applies; no keyframe was compared \
        with the replay

        """)
  }

  @Test func comparedKeyframesAreCounted() throws {
    let workspace = try Workspace()
    let result = try workspace.run(["verify", workspace.log])
    #expect(result.exitCode == 0)
    #expect(
      result.stdout.hasSuffix(
        "ok: every CRC matches, seqs are continuous, every delta applies, the 1 keyframe compared "
          + "equals the replay\n"))
  }
}
