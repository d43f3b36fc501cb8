import ArgumentParser
import Foundation
import ToolSupport

/// `tt-drills io`: records to paths that cannot be written; the store must go on and the app must
/// hear of the failure exactly once.
///
/// - `/dev/full`: opens fine, every write fails with ENOSPC.
/// - not a directory: the log's parent is a regular file, so creating it fails with ENOTDIR even for
///   root (a chmod 0500 directory would not stop root).
/// - file size limit: RLIMIT_FSIZE of 4 KiB, so writes succeed and then fail with EFBIG mid-session
///   (format 2 writes 500 drill actions in under 16 KiB).
struct IODrill: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "io",
    abstract: "Record to /dev/full, a path under a regular file, and past a file size limit.")

  @OptionGroup var workload: WorkloadOption

  func run() throws {
    let directory = try ScratchDirectory(prefix: "io")
    defer { directory.remove() }
    let regular = directory.path("regular-file")
    guard FileManager.default.createFile(atPath: regular, contents: Data("x".utf8)) else {
      throw ValidationError("cannot create \(regular)")
    }
    let scenarios: [(name: String, target: IOTarget)] = [
      ("/dev/full", IOTarget(output: "/dev/full")),
      ("parent is a regular file", IOTarget(output: regular + "/session.ttlog")),
      (
        "4 KiB file size limit",
        IOTarget(output: directory.path("limited.ttlog"), fileSizeLimit: 4096)
      ),
    ]
    var failures = 0
    print("io drill: \(workload.actions) actions per store")
    for scenario in scenarios {
      let outcome = try ChildProcess.run(
        ["io-child"] + workload.childArguments + scenario.target.childArguments, output: .captured)
      let line = KeyValueLine(parsing: outcome.output.split(separator: "\n").last ?? "")
      let processed = line.int("processed") ?? 0
      let errors = line.int("errors") ?? 0
      let passed =
        outcome.ending == .exited(0) && processed == workload.actions && errors == 1
        && line.int("recording") == 0
      if !passed { failures += 1 }
      print(
        "  \(scenario.name): \(passed ? "ok" : "FAILED") — child \(outcome.ending), "
          + "\(processed) actions processed, \(errors) error(s) reported "
          + "(\(line.string("codes") ?? "?")), recording stopped: \(line.int("recording") == 0)")
    }
    let limited = try ChildProcess.run(
      ["inspect", "--log", directory.path("limited.ttlog")], output: .captured)
    let probe = KeyValueLine(parsing: limited.output.split(separator: "\n").last ?? "")
    if limited.ending.isTrap { failures += 1 }
    print(
      "  the size-limited log reads back: \(probe.string("status") ?? "error"), "
        + "\(probe.int("states") ?? 0) states, \(probe.int("errors") ?? 0) read errors, "
        + "reader \(limited.ending)")
    print("  scenarios failing (must be 0): \(failures)")
    if failures > 0 { throw ExitCode(1) }
  }
}
