import ArgumentParser
import Foundation
import JSONTree
import LogFormat
import LogReading
import Replay
import ToolSupport

/// Flips one byte in each of many copies of a log and counts, in process, what each copy loses:
/// records lost per flip, records lost outside the flipped block, wrong records and states, and
/// recovered copies that fail verification.
struct FlipSweep: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "flip-sweep",
    abstract: "XOR 0xFF every Nth byte of a log, one copy each; count records lost and wrong data.")

  @Option(help: "The log to damage (repeatable).")
  var log: [String] = []

  @Option(help: "Flip every this many bytes, from byte 0.")
  var stride = 7

  func validate() throws {
    guard stride >= 1 else { throw ValidationError("--stride must be at least 1") }
    guard !log.isEmpty else { throw ValidationError("name at least one --log") }
  }

  func run() throws {
    let directory = try ScratchDirectory(prefix: "flip-sweep")
    defer { directory.remove() }
    var failing = 0
    for path in log {
      let report = try FlipSweepRun(path: path, scratch: directory).sweep(stride: stride)
      print(report.text)
      failing += report.mustBeZero
    }
    if failing > 0 { throw ExitCode(1) }
  }
}
