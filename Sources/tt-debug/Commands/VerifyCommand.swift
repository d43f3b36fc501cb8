import ArgumentParser
import LogFormat
import LogReading
import Replay

/// `tt-debug verify FILE`: check every byte and every keyframe.
struct VerifyCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "verify",
    abstract: "Check every block's CRC, seq continuity, and every keyframe against the replay.",
    discussion: """
      Prints what was checked, then one line per problem with its block, byte offset and seq, and \
      one `gap` line per run of seqs whose records are missing (damage, a cut, dropped records, or \
      gaps a recovered copy records). Exit 0: the log is clean — a recovered copy is, its gaps \
      listed. Exit 3: it is damaged or was not closed, but the intact blocks \
      can be salvaged with `tt-debug recover`. A log a running app is still writing is not counted \
      as unclosed. Exit 1: it cannot be read at all.

      Example:
        tt-debug verify session.ttlog || tt-debug recover session.ttlog --output fixed.ttlog
      """)

  @Argument(help: "The .ttlog file, or a folder of logs (its newest).", transform: LogPath.resolve)
  var file: String
  @OptionGroup var output: OutputOptions

  func run() throws {
    let log = try CLIError.catching { try LogFile(path: file) }
    let result = LogVerification(log)
    let style = output.style
    Terminal.writeFitted(
      style.dim(
        "checked \(Plural.count(result.blocks, "block")), \(Plural.count(result.records, "record")), "
          + "\(Plural.count(result.keyframes, "keyframe")) "
          + "(\(result.keyframesCompared) compared with the replay)"))
    if let open = result.stillWritten {
      Terminal.writeFitted(
        style.dim("recording: a process is writing the log; its open block holds ")
          + style.dim("\(Plural.count(open, "record")) so far (its end is checked once it closes)"))
    }
    if let open = result.endedInBackground {
      Terminal.writeFitted(
        style.dim("the log \(AppPhaseRecord.endedInBackgroundText), not a crash; its open block ")
          + style.dim("holds \(Plural.count(open, "record")), all read"))
    }
    for problem in result.problems { Terminal.writeFitted(style.removed(problem.line)) }
    for gap in result.gaps { Terminal.writeFitted("\(style.dim("gap"))  \(gap)") }
    guard !result.problems.isEmpty else {
      let gaps =
        result.gaps.isEmpty ? "" : " (except the gaps listed, which the log itself records)"
      // Claim only what was checked: a keyframe with no replay before it (a log's first, or the
      // first after a gap) is where the replay starts, not something compared with it.
      let compared = result.keyframesCompared
      let keyframes =
        compared == 0
        ? "; no keyframe was compared with the replay"
        : ", the \(Plural.count(compared, "keyframe")) compared "
          + (compared == 1 ? "equals" : "equal") + " the replay"
      Terminal.writeFitted(
        style.added("ok")
          + ": every CRC matches, seqs are continuous\(gaps), every delta applies\(keyframes)")
      return
    }
    throw CLIError.damaged(
      "\(file) has \(Plural.count(result.problems.count, "problem"))",
      fix: "run `tt-debug recover \(file) --output OUT` to salvage the intact blocks")
  }
}
