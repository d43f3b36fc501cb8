import ArgumentParser
import LogFormat
import LogReading

/// `tt-debug recover FILE --output OUT`: a clean copy of what survives.
struct RecoverCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "recover",
    abstract: "Write a clean, indexed copy of everything salvageable, and report what was lost.",
    discussion: """
      Copies every intact block and the records recovered from the open tail of a crashed log \
      into OUT, closed and indexed, with a `gap` record wherever records are missing, so OUT \
      passes `tt-debug verify`. The original is never changed. Prints what was kept, one line per \
      lost block with its byte offset, and one per gap. Recovering a clean log (such as a copy \
      already recovered) writes the same records and says there was nothing to recover.

      Example:
        tt-debug recover crashed.ttlog --output fixed.ttlog
      """)

  @Argument(
    help: "The damaged or crashed .ttlog file, or a folder (its newest).",
    transform: LogPath.resolve)
  var file: String
  @Option(name: [.short, .long], help: "Where to write the recovered copy.") var output: String
  @OptionGroup var options: OutputOptions

  func validate() throws {
    if output.isEmpty { throw ValidationError("--output is empty; give the path of the copy") }
  }

  func run() throws {
    let log = try CLIError.catching { try LogFile(path: file) }
    guard LogIdentity(path: output) == nil || LogIdentity(path: output) != LogIdentity(path: file)
    else {
      throw CLIError.usage("--output is the log itself", fix: "write the copy to another path")
    }
    let replacing = try FileOutput.check(output, force: true, suggesting: "recovered.ttlog")
    let report: LogFile.RecoveryReport
    do {
      report = try log.writeRecoveredCopy(to: output)
    } catch let error as LogError {
      throw CLIError.cannotWrite(error.description, fix: "choose a writable path")
    }
    let style = options.style
    Terminal.writeFitted(
      "wrote \(output)" + (replacing ? " (replacing the file that was there)" : ""))
    Terminal.writeFitted(
      "\(style.dim("kept"))  \(Plural.count(report.keptBlocks, "data block")), "
        + Plural.count(report.records, "record")
        + (report.salvagedTailRecords > 0
          ? " (\(report.salvagedTailRecords) from the unsealed tail)" : ""))
    if let header = report.headerDamage {
      Terminal.writeFitted(
        "\(style.dim("lost"))  "
          + style.removed("the header's facts (app, types, redaction policy): \(header.message)"))
    }
    for lost in report.lostBlocks {
      Terminal.writeFitted("\(style.dim("lost"))  " + style.removed(lost.message))
    }
    // A bad record that cost states is said once, on its gap's line.
    for bad in report.badRecords where !report.newGaps.contains(where: { $0.reason == bad.message })
    {
      Terminal.writeFitted(
        "\(style.dim("lost"))  "
          + style.removed("\(bad.message); the copy ends the block before it (a writer bug)"))
    }
    for gap in report.newGaps {
      Terminal.writeFitted("\(style.dim("gap"))   " + style.removed("\(gap); marked in the copy"))
    }
    for gap in report.knownGaps {
      Terminal.writeFitted("\(style.dim("gap"))   \(gap) (already in the log)")
    }
    if report.inputWasClean {
      Terminal.writeFitted(
        "\(style.dim("lost"))  nothing: the log verifies clean, so the copy holds the same records")
    } else if report.lostBlocks.isEmpty, report.newGaps.isEmpty, report.headerDamage == nil,
      report.badRecords.isEmpty
    {
      Terminal.writeFitted("\(style.dim("lost"))  nothing")
    }
    // A problem that cost no record: say what was kept, and the problem after it.
    for cleared in report.clearedProblems {
      Terminal.writeFitted("\(style.dim("kept"))  every record despite: \(cleared.message)")
    }
    guard report.keptBlocks > 0 else {
      throw CLIError.damaged(
        "recovered no state: no data block of \(file) is intact, so \(output) holds the header "
          + "and the gaps only", fix: "")
    }
  }
}
