import Foundation
import ToolSupport

/// The figures that time `tt-debug` as a new process each run: where its release binary is, and
/// one run's wall time from spawn to exit.
///
/// ```swift
/// if let binary = ColdProcess.ttDebug { print(try ColdProcess.wall(binary, ["--version"])) }
/// ```
enum ColdProcess {
  /// The `tt-debug` built next to `tt-bench`, or `nil` when it was not built.
  static var ttDebug: String? {
    let binary = (ChildProcess.productsDirectory as NSString).appendingPathComponent("tt-debug")
    return FileManager.default.isExecutableFile(atPath: binary) ? binary : nil
  }

  /// The note of a figure skipped because `tt-debug` was not built.
  static var notBuilt: String {
    "not measured: no tt-debug binary next to tt-bench in \(ChildProcess.productsDirectory); "
      + "build it: swift build -c release --product tt-debug"
  }

  /// Reports `figures` as not measured, with the ``notBuilt`` note.
  @MainActor static func skip(_ figures: [Figure], into sink: FigureSink) {
    for var figure in figures {
      figure.note = notBuilt
      sink.skip(figure)
    }
  }

  /// The wall time of `executable arguments…` in nanoseconds.
  ///
  /// - Throws: `BenchError` when it exits with a status other than 0.
  static func wall(_ executable: String, _ arguments: [String]) throws -> Double {
    let result = try ChildProcess.run(executable, arguments)
    guard result.status == 0 else {
      let name = (executable as NSString).lastPathComponent
      throw BenchError("\(name) \(arguments.joined(separator: " ")) exited with \(result.status)")
    }
    return result.wall
  }
}
