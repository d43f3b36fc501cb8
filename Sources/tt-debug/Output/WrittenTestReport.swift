import Foundation
import TestGeneration

/// What `tt-debug test --output FILE` prints: the file it wrote and what the file needs to build
/// and pass — the log next to it, when it reads one, and the modules its test target must depend
/// on.
///
/// ```text
/// wrote Tests/AppTests/DeleteAlertTests.swift (212 lines). To build and pass, it needs:
///   - session.ttlog next to it (it reads the log's states from there):
///     cp session.ttlog Tests/AppTests/
///   - in its test target's dependencies, the modules it imports:
///     ComposableArchitecture  swift-composable-architecture's product
///     MyApp                   the app's module (imported @testable)
///     Replay                  tt-debug's product
///   - a reducer built as MyAppFeature(), from the state's type; if it takes arguments,
///     write the test again with --reducer 'MyAppFeature(…)'
/// ```
struct WrittenTestReport {
  /// The test file, as given to --output.
  var output: String
  /// The log, as given on the command line.
  var log: String
  /// The file's text.
  var text: String
  /// What the file needs.
  var needs: TestNeeds

  /// The modules tt-debug's package ships as products a test may import.
  static let ttDebugProducts: Set<String> = [
    "ActionLog", "ComposableArchitectureRecording", "ComposableArchitectureReplay",
    "ComposableStore", "ComposableStoreRecording", "ComposableStoreReplay",
    "ComposableStoreTesting", "LogFormat", "Replay", "ValueCoding",
  ]

  var lines: [String] {
    let count = text.split(separator: "\n", omittingEmptySubsequences: false).count - 1
    var lines = ["wrote \(output) (\(count) lines). To build and pass, it needs:"]
    if let name = needs.log {
      let folder = URL(fileURLWithPath: output).deletingLastPathComponent().path
      let there = folder + "/" + name
      if let here = LogIdentity(path: log), LogIdentity(path: there) == here {
        lines.append("  - \(name) next to it, where it is (it reads the log's states from there)")
      } else {
        lines.append("  - \(name) next to it (it reads the log's states from there):")
        let relative = (output as NSString).deletingLastPathComponent
        lines.append(
          "    cp \(ShellWord.quoted(log)) \(ShellWord.quoted(relative.isEmpty ? "." : relative + "/"))"
        )
      }
    }
    lines.append("  - in its test target's dependencies, the modules it imports:")
    let modules = needs.modules.filter { $0 != "Foundation" && $0 != "Testing" }
    let width = modules.map(\.count).max() ?? 0
    for module in modules {
      let padding = String(repeating: " ", count: width - module.count + 2)
      lines.append("    " + module + padding + origin(of: module))
    }
    if let reducer = needs.defaultReducer {
      lines.append(
        "  - a reducer built as \(reducer), from the state's type; if it takes arguments,")
      lines.append("    write the test again with --reducer '\(reducer.dropLast())…)'")
    }
    return lines
  }

  private func origin(of module: String) -> String {
    if module == needs.appModule {
      return "the app's module" + (needs.testable ? " (imported @testable)" : "")
    }
    if Self.ttDebugProducts.contains(module) { return "tt-debug's product" }
    if module == "ComposableArchitecture" { return "swift-composable-architecture's product" }
    return "given with --import"
  }
}
