import ArgumentParser
import LogFormat
import Replay

/// `tt-debug verify FILE`: check every byte and every keyframe.
struct VerifyCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "verify",
    abstract: "Check every block's CRC, seq continuity, and every keyframe against the replay.",
    discussion: """
      Prints what was checked, then one line per problem with its block, byte offset and seq. \
      Exit 0: the log is clean. Exit 3: it is damaged or was not closed, but the intact blocks \
      can be salvaged with `tt-debug recover`. Exit 1: it cannot be read at all.

      Example:
        tt-debug verify session.ttlog || tt-debug recover session.ttlog --output fixed.ttlog
      """)

  @Argument(help: "The .ttlog file.") var file: String
  @OptionGroup var output: OutputOptions

  func run() throws {
    let log = try CLIError.catching { try LogFile(path: file) }
    let result = LogVerification(log)
    let style = output.style
    Terminal.write(
      style.dim(
        "checked \(Plural.count(result.blocks, "block")), \(Plural.count(result.records, "record")), "
          + "\(Plural.count(result.keyframesCompared, "keyframe")) against the replay"))
    guard !result.problems.isEmpty else {
      Terminal.write(
        style.added("ok")
          + ": every CRC matches, seqs are continuous, every keyframe equals the replay")
      return
    }
    for problem in result.problems { Terminal.write(style.removed(problem.line)) }
    throw CLIError.damaged(
      "\(file) has \(Plural.count(result.problems.count, "problem"))",
      fix: "run `tt-debug recover \(file) --output OUT` to salvage the intact blocks")
  }
}
