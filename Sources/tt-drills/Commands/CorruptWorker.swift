import ArgumentParser
import Foundation

/// `tt-drills corrupt-worker` (hidden): damages copies of a log and reads each, one line per case.
///
/// Case `i < size` keeps the first `i` bytes; case `size + k` flips one seeded bit (flip `k`). Each
/// line is written straight to the pipe, so a trap loses nothing but the case that trapped.
struct CorruptWorker: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "corrupt-worker", abstract: "Run damage cases of `corrupt`.", shouldDisplay: false)

  @Option(help: "The undamaged log.")
  var log: String

  @Option(help: "First case to run.")
  var from = 0

  @Option(help: "One past the last case to run.")
  var to: Int

  @OptionGroup var seeding: SeedOption

  @Option(
    help: "Directory for the damaged copy (the parent's, so it is removed even after a trap).")
  var scratch: String

  @Option(help: .hidden)
  var simulateTrapAt: Int?

  func run() throws {
    let original = try [UInt8](Data(contentsOf: URL(fileURLWithPath: log)))
    let reference = try ReferenceStates.read(path: log)
    let copy = (scratch as NSString).appendingPathComponent("copy-\(getpid()).ttlog")
    defer { unlink(copy) }
    for index in from..<max(from, to) {
      if index == simulateTrapAt {
        signal(SIGILL, SIG_DFL)
        raise(SIGILL)
      }
      let damage = DamageCase(index: index, size: original.count, seed: seeding.seed)
      let bytes = damage.apply(to: original)
      try Data(bytes).write(to: URL(fileURLWithPath: copy))
      var line = KeyValueLine()
      line.set("case", index)
      line.set("offset", damage.offset)
      for (key, value) in LogProbe(path: copy, reference: reference).line.pairs {
        line.set(key, value)
      }
      FileHandle.standardOutput.write(Data((line.text + "\n").utf8))
    }
  }
}
