import Foundation
import Testing

/// Every command on a damaged log: the split-view sample (format 1.0, kept
/// as `Tests/Fixtures/format-1.0/split-view.ttlog`) with byte 3348 flipped,
/// inside block 2 (states #25…#48 lost; #48 is known from block 3's keyframe).
@Suite struct GapTests {
  static func damagedWorkspace() throws -> Workspace {
    let workspace = try Workspace()
    let sample = CLIRunner.packageRoot.appendingPathComponent(
      "Tests/Fixtures/format-1.0/split-view.ttlog")
    var bytes = [UInt8](try Data(contentsOf: sample))
    bytes[3348] ^= 0xFF
    try Data(bytes).write(to: URL(fileURLWithPath: workspace.log))
    return workspace
  }

  static let gapLine =
    "#25…#48 lost: block 2 at byte 2386 is damaged: its CRC-32 or length check fails"

  @Test func logShowsTheGapInPlace() throws {
    let workspace = try Self.damagedWorkspace()
    let result = try workspace.run(["log", workspace.log, "--from", "24", "--to", "49"])
    #expect(result.exitCode == 0)
    let lines = result.stdout.split(separator: "\n").map(String.init)
    #expect(lines.count == 3)
    #expect(lines[0].hasPrefix("#24 "))
    #expect(lines[1].hasPrefix("#25 ") && lines[1].hasSuffix("✕ " + Self.gapLine))
    #expect(lines[2].hasPrefix("#49 "))
  }

  /// A gap line's time is that of the record before the gap, wherever the range starts.
  @Test(arguments: ["24", "25", "30", "48"])
  func aGapLinesTimeDoesNotDependOnFrom(from: String) throws {
    let workspace = try Self.damagedWorkspace()
    let result = try workspace.run(["log", workspace.log, "--from", from, "--to", "49"])
    #expect(result.exitCode == 0, "\(result.stderr)")
    let lines = result.stdout.split(separator: "\n").map(String.init)
    #expect(lines.contains("#25  +8.000s   ✕ " + Self.gapLine), "\(lines)")
  }

  /// A gap the filters keep off the listing (`-n`, `--grep`, `--limit`) is said on standard error,
  /// once, by `log` and `log --follow` alike: a damaged log never reads as whole.
  @Test func aGapTheListingLeavesOutIsSaidOnce() throws {
    let workspace = try Self.damagedWorkspace()
    let notice =
      "tt-debug: the lines shown leave out: ✕ " + Self.gapLine
      + "; `tt-debug log $DIR/session.ttlog --from 24 --to 49` shows where\n"
    for arguments in [
      ["log", workspace.log, "-n", "1"], ["log", workspace.log, "-f", "-n", "1"],
      ["log", workspace.log, "--grep", "sidebar"],
      ["log", workspace.log, "-f", "--grep", "sidebar"],
    ] {
      let result = try workspace.run(arguments)
      #expect(result.exitCode == 0, "\(arguments)")
      #expect(!result.stdout.contains("lost"), "\(arguments)")
      #expect(result.stderr.hasPrefix(notice), "\(arguments): \(result.stderr)")
      #expect(result.stderr.components(separatedBy: "leave out").count == 2, "\(arguments)")
    }
    // Shown in place, it is not said again.
    let shown = try workspace.run(["log", workspace.log, "--from", "20"])
    #expect(shown.stdout.contains("✕ " + Self.gapLine))
    #expect(shown.stderr.isEmpty)
  }

  @Test func infoNeverSaysClosedCleanlyAndAgreesWithVerify() throws {
    let workspace = try Self.damagedWorkspace()
    let info = try workspace.run(["info", workspace.log])
    #expect(!info.stdout.contains("closed cleanly"))
    #expect(info.stdout.contains("status   damaged: 1 problem (block 2 at byte 2386)"))
    #expect(info.stdout.contains("gap      " + Self.gapLine))
    #expect(info.stdout.contains("records  37 records"))
    #expect(info.stdout.contains("2 keyframes; 1 data block damaged"))
    let verify = try workspace.run(["verify", workspace.log])
    #expect(verify.exitCode == 3)
    #expect(verify.stdout.hasPrefix("checked 4 blocks, 37 records, 2 keyframes"))
    // The place is said once, not repeated by the line that carries it.
    #expect(!verify.stdout.contains("block 2 at byte 2386: block 2"))
    #expect(verify.stdout.contains("gap  " + Self.gapLine))
  }

  @Test func showAndDiffOfALostSeqNameTheGap() throws {
    let workspace = try Self.damagedWorkspace()
    for arguments in [["show", workspace.log, "30"], ["diff", workspace.log, "30", "49"]] {
      let result = try workspace.run(arguments)
      #expect(result.exitCode == 3)
      #expect(result.stderr.hasPrefix("tt-debug: state 30 is lost: it is in the gap #25…#48 ("))
      #expect(result.stderr.split(separator: "\n").count == 1)
    }
    // The first state of the damaged block is the last of the block before it; #48 is a keyframe.
    #expect(try workspace.run(["show", workspace.log, "24"]).exitCode == 0)
    #expect(try workspace.run(["show", workspace.log, "48"]).exitCode == 0)
  }

  /// A test may start where `show` serves a state: at the gap's last seq, from the keyframe after
  /// the damaged block; one that would replay a lost record is refused, naming that start.
  @Test func testStartsAtTheKeyframeAfterTheGap() throws {
    let workspace = try Self.damagedWorkspace()
    let refusal =
      "tt-debug: states from 25 are missing from this log; generate the test from --from 48 on, "
      + "or up to --to 24\n"
    for arguments in [["test", workspace.log], ["test", workspace.log, "--from", "47"]] {
      let result = try workspace.run(arguments)
      #expect(result.exitCode == 4, "\(arguments)")
      #expect(result.stderr == refusal, "\(arguments)")
    }
    let test = try workspace.run(["test", workspace.log, "--from", "48"])
    #expect(test.exitCode == 0, "\(test.stderr)")
    #expect(test.stdout.contains("let initialState = try log.state(at: 48, as: "))
    #expect(test.stdout.contains("// #49 "))
  }

  @Test func exportWritesEveryIntactStateAndNamesTheGap() throws {
    let workspace = try Self.damagedWorkspace()
    let result = try workspace.run(["export", workspace.log])
    #expect(result.exitCode == 3)
    let seqs = result.stdout.split(separator: "\n").compactMap { line -> Int? in
      guard let range = line.range(of: #""seq":"#) else { return nil }
      return Int(line[range.upperBound...].prefix { $0.isNumber })
    }
    #expect(seqs == Array(0...24) + [48, 49])
    #expect(result.stderr.contains("tt-debug: gap " + Self.gapLine))
  }

  @Test func stepAndBackCrossTheGapAndSaySo() throws {
    let workspace = try Self.damagedWorkspace()
    #expect(try workspace.run(["jump", workspace.log, "24"]).exitCode == 0)
    let step = try workspace.run(["step", workspace.log])
    #expect(step.exitCode == 0)
    #expect(step.stdout.hasPrefix("skipped " + Self.gapLine + "\n#48/49"))
    let back = try workspace.run(["back", workspace.log])
    #expect(back.exitCode == 0)
    #expect(back.stdout.hasPrefix("skipped " + Self.gapLine + "\n#24/49"))
  }

  @Test func aFailedJumpLeavesTheCursorWhereItWas() throws {
    let workspace = try Self.damagedWorkspace()
    #expect(try workspace.run(["jump", workspace.log, "20"]).exitCode == 0)
    let jump = try workspace.run(["jump", workspace.log, "30"])
    #expect(jump.exitCode == 3)
    #expect(jump.stdout.isEmpty)
    #expect(try workspace.run(["show", workspace.log]).stdout.hasPrefix("#20/49"))
    #expect(try workspace.run(["step", workspace.log]).stdout.hasPrefix("#21/49"))
  }

  @Test func recoveredCopyVerifiesAndRecoveringItAgainIsANoOp() throws {
    let workspace = try Self.damagedWorkspace()
    let copy = workspace.directory + "/rec.ttlog"
    let recover = try workspace.run(["recover", workspace.log, "-o", copy])
    #expect(recover.exitCode == 0)
    #expect(recover.stdout.contains("gap   " + Self.gapLine + "; marked in the copy"))
    let verify = try workspace.run(["verify", copy])
    #expect(verify.exitCode == 0)
    #expect(verify.stdout.contains("gap  " + Self.gapLine))
    #expect(verify.stdout.contains("ok: every CRC matches"))
    let again = try workspace.run(["recover", copy, "-o", workspace.directory + "/again.ttlog"])
    #expect(again.exitCode == 0)
    #expect(again.stdout.contains("lost  nothing: the log verifies clean"))
    #expect(!again.stdout.contains("marked in the copy"))
    #expect(try workspace.run(["verify", workspace.directory + "/again.ttlog"]).exitCode == 0)
    // A seq in a recorded gap is not in the copy (exit 4), and stepping crosses it.
    #expect(try workspace.run(["show", copy, "30"]).exitCode == 4)
    #expect(try workspace.run(["jump", copy, "24"]).exitCode == 0)
    #expect(try workspace.run(["step", copy]).stdout.contains("#48/49"))
  }
}

/// Each message said once, and the right exit code for each kind of bad input.
@Suite struct GapMessageTests {
  @Test func unwritableOutputSaysItsHintOnce() throws {
    let workspace = try Workspace()
    let result = try workspace.run(["recover", workspace.log, "-o", "/nonexistent/dir/x.ttlog"])
    #expect(result.exitCode == 5)
    #expect(
      result.stderr
        == "tt-debug: /nonexistent/dir/x.ttlog: cannot create the log: No such file or directory; "
        + "choose a writable path\n")
  }

  @Test func emptyOutputIsAUsageError() throws {
    let workspace = try Workspace()
    let result = try workspace.run(["recover", workspace.log, "-o", ""])
    #expect(result.exitCode == 64)
    #expect(result.stderr.hasPrefix("tt-debug: --output is empty"))
  }

  @Test func devicesAndFIFOsAreNotLogFiles() throws {
    let workspace = try Workspace()
    let fifo = workspace.directory + "/pipe"
    #expect(mkfifo(fifo, 0o600) == 0)
    for (path, what) in [
      ("/dev/zero", "a character device"), ("/dev/urandom", "a character device"),
      (fifo, "a FIFO (named pipe)"),
    ] {
      let result = try workspace.run(["info", path])
      #expect(result.exitCode == 1)
      #expect(result.stderr.contains("this is \(what), not a log file; pass a .ttlog file"))
      #expect(!result.stderr.contains("empty"))
    }
  }

  @Test func libraryMessagesNameNoCommand() throws {
    let workspace = try GapTests.damagedWorkspace()
    let show = try workspace.run(["show", workspace.log, "30"])
    // One hint, from the CLI, after the library's what-and-where.
    #expect(show.stderr.components(separatedBy: "tt-debug recover").count == 2)
    #expect(show.stderr.components(separatedBy: "; ").count == 2)
  }
}

/// `open` steps across a gap as `step` and `back` do.
@Suite struct GapOpenTests {
  @Test func openStepsAcrossTheGap() throws {
    let workspace = try GapTests.damagedWorkspace()
    let result = try workspace.run(["open", workspace.log], stdin: "jump 24\nstep\nback\n")
    #expect(result.exitCode == 0)
    let skips = result.stdout.components(separatedBy: "skipped " + GapTests.gapLine).count - 1
    #expect(skips == 2)
    #expect(result.stdout.contains("#48/49"))
    #expect(result.stderr.isEmpty)
  }
}
