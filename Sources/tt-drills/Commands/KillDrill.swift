import ArgumentParser
import Foundation
import ToolSupport

/// `tt-drills kill`: SIGKILLs a recording child at seeded random moments and reads what it left.
struct KillDrill: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "kill",
    abstract: "Kill a recording child with SIGKILL at random moments; count loss and traps.")

  @Option(help: "Number of kills.")
  var trials = 20

  @OptionGroup var seeding: SeedOption

  @Option(help: "Records per flush in the child (the batch a kill may lose).")
  var flushEvery = 8

  @Option(help: "Latest kill moment, in milliseconds after the child starts.")
  var maxDelay = 1500

  func validate() throws {
    guard trials > 0 else { throw ValidationError("--trials must be positive") }
    guard flushEvery > 0 else { throw ValidationError("--flush-every must be positive") }
    guard maxDelay >= 10 else { throw ValidationError("--max-delay must be at least 10") }
  }

  func run() throws {
    let directory = try ScratchDirectory(prefix: "kill")
    defer { directory.remove() }
    var random = SeededGenerator(seed: seeding.seed)
    var report = KillReport(batch: flushEvery)
    for trial in 0..<trials {
      let log = directory.path("trial-\(trial).ttlog")
      let ack = directory.path("trial-\(trial).ack")
      let delay = 10 + random.next(below: maxDelay - 9)
      let child = try ChildProcess(
        [
          "child", "--output", log, "--ack", ack, "--flush-every", "\(flushEvery)",
          "--seed", "\(random.next())",
        ], output: .captured)
      usleep(useconds_t(delay * 1000))
      child.kill()
      let recorded = try child.finish()
      let acks = AckFile.read(path: ack)
      let reading = try ChildProcess.run(["inspect", "--log", log], output: .captured)
      let probe = reading.output.split(separator: "\n").last.map(KeyValueLine.init(parsing:))
      report.add(
        KillTrial(
          delay: delay, writerEnding: recorded.ending, readerEnding: reading.ending,
          sent: acks.sent, flushed: acks.flushed, probe: probe ?? KeyValueLine()))
      directory.removeItem("trial-\(trial).ack")
    }
    print(report.text)
    if report.mustBeZero > 0 { throw ExitCode(1) }
  }
}
