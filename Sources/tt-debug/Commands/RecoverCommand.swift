import ArgumentParser
import LogFormat

/// `tt-debug recover FILE --output OUT`: a clean copy of what survives.
struct RecoverCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "recover",
    abstract: "Write a clean, indexed copy of everything salvageable, and report what was lost.",
    discussion: """
      Copies every intact block and the records recovered from the open tail of a crashed log \
      into OUT, closed and indexed. The original is never changed. Prints what was kept and one \
      line per lost block with its byte offset.

      Example:
        tt-debug recover crashed.ttlog --output fixed.ttlog
      """)

  @Argument(help: "The damaged or crashed .ttlog file.") var file: String
  @Option(name: [.short, .long], help: "Where to write the repaired copy.") var output: String
  @OptionGroup var options: OutputOptions

  func run() throws {
    let log = try CLIError.catching { try LogFile(path: file) }
    guard LogIdentity(path: output) == nil || LogIdentity(path: output) != LogIdentity(path: file)
    else {
      throw CLIError.usage("--output is the log itself", fix: "write the copy to another path")
    }
    let report: LogFile.RepairReport
    do {
      report = try log.writeRepairedCopy(to: output)
    } catch {
      throw CLIError.cannotWrite("cannot write \(output): \(error)", fix: "choose a writable path")
    }
    let style = options.style
    Terminal.write("wrote \(output)")
    Terminal.write(
      "\(style.dim("kept"))  \(Plural.count(report.keptBlocks, "data block")), "
        + Plural.count(report.records, "record")
        + (report.recoveredTailRecords > 0
          ? " (\(report.recoveredTailRecords) from the unsealed tail)" : ""))
    var discardedTail = 0
    if case .crashed(let tail) = log.status { discardedTail = tail.discardedBytes }
    if discardedTail > 0 {
      Terminal.write(
        "\(style.dim("lost"))  "
          + style.removed(
            "the last \(Plural.count(discardedTail, "byte")) of the unclosed tail: "
              + "no complete record could be read from them"))
    }
    if report.lostBlocks.isEmpty, discardedTail == 0 {
      Terminal.write("\(style.dim("lost"))  nothing")
    }
    for lost in report.lostBlocks {
      let place = [lost.block.map { "block \($0)" }, lost.offset.map { "at byte \($0)" }]
        .compactMap { $0 }.joined(separator: " ")
      Terminal.write("\(style.dim("lost"))  " + style.removed("\(place): \(lost.message)"))
    }
  }
}
