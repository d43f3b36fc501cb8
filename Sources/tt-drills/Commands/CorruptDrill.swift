import ArgumentParser
import Foundation
import ToolSupport

/// `tt-drills corrupt`: truncates a log at every byte offset and flips seeded random bits, reading
/// every damaged copy in a child process so a trap is counted.
struct CorruptDrill: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "corrupt",
    abstract: "Truncate at every offset and flip random bits; count traps and silently wrong data.")

  @Option(
    help: "A log to damage (repeatable; default: samples/logs/*.ttlog, else a generated log).")
  var log: [String] = []

  @Option(help: "Random single-bit flips per log.")
  var flips = 1000

  @OptionGroup var seeding: SeedOption

  @Option(help: "Actions in the generated log when no log is given or committed.")
  var actions = 300

  /// Makes the worker trap at this case, to check that the drill counts and survives traps.
  @Option(help: .hidden)
  var simulateTrapAt: Int?

  func validate() throws {
    guard flips >= 0 else { throw ValidationError("--flips must not be negative") }
  }

  func run() async throws {
    let directory = try ScratchDirectory(prefix: "corrupt-drill")
    defer { directory.remove() }
    var logs = log.isEmpty ? Self.committedSamples() : log
    if logs.isEmpty {
      let generated = directory.path("generated.ttlog")
      try await DrillSession.record(to: generated, actions: actions, seed: seeding.seed)
      logs = [generated]
    }
    var failing = 0
    for path in logs {
      let report = try sweep(path, scratch: directory)
      print(report.text)
      failing += report.mustBeZero
    }
    if failing > 0 { throw ExitCode(1) }
  }

  /// Runs every case of one log through as many workers as traps require.
  private func sweep(_ path: String, scratch: ScratchDirectory) throws -> CorruptReport {
    let size = try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int ?? 0
    guard size > 0 else { throw ValidationError("\(path) is empty or missing") }
    let baseline = try ChildProcess.run(["inspect", "--log", path], output: .captured)
    var report = CorruptReport(
      path: path, size: size,
      baseline: KeyValueLine(parsing: baseline.output.split(separator: "\n").last ?? ""))
    let total = size + flips
    var next = 0
    while next < total {
      let worker = try ChildProcess.run(
        [
          "corrupt-worker", "--log", path, "--from", "\(next)", "--to", "\(total)", "--seed",
          "\(seeding.seed)", "--scratch", scratch.root,
        ] + (simulateTrapAt.map { ["--simulate-trap-at", "\($0)"] } ?? []), output: .captured)
      var last = next - 1
      for text in worker.output.split(separator: "\n") {
        let line = KeyValueLine(parsing: text)
        guard let index = line.int("case") else { continue }
        report.add(line, isTruncation: index < size)
        last = index
      }
      if last + 1 >= total { break }
      guard worker.ending.isTrap else {
        throw ValidationError("the corrupt worker stopped at case \(last + 1): \(worker.ending)")
      }
      let trapped = DamageCase(index: last + 1, size: size, seed: seeding.seed)
      report.addTrap(trapped)
      next = last + 2
    }
    return report
  }

  /// `samples/logs/*.ttlog` under the current directory, sorted.
  static func committedSamples() -> [String] {
    let directory = "samples/logs"
    let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
    return names.filter { $0.hasSuffix(".ttlog") }.sorted().map { "\(directory)/\($0)" }
  }
}
