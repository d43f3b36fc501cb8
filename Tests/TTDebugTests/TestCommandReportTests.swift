import Foundation
import Testing

/// What `tt-debug test` tells the user: with --output, the file it wrote and what the file needs
/// (the log next to it, the modules its test target must depend on); in --help, how the default
/// reducer is chosen.
@Suite struct TestCommandReportTests {
  private static let appRoot = CLIRunner.packageRoot.appendingPathComponent(
    "samples/logs/app-root.ttlog"
  ).path

  /// A test that reads its states from the log says to copy the log next to it, then lists the
  /// modules it imports with where each comes from.
  @Test func writingAFileSaysWhatTheTestNeeds() throws {
    let workspace = try Workspace()
    let folder = URL(fileURLWithPath: workspace.directory)
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("Tests/AppTests"), withIntermediateDirectories: true)
    let output = "Tests/AppTests/DeleteAlertTests.swift"
    let result = try CLIRunner.run(
      ["test", Self.appRoot, "--to", "10", "--output", output], stateHome: workspace.stateHome,
      in: folder)
    #expect(result.exitCode == 0, "\(result.stderr)")
    let written = try String(
      contentsOf: folder.appendingPathComponent(output), encoding: .utf8)
    let lines = written.split(separator: "\n", omittingEmptySubsequences: false).count - 1
    #expect(
      result.stdout == """
        wrote Tests/AppTests/DeleteAlertTests.swift (\(lines) lines). To build and pass, it needs:
          - app-root.ttlog next to it (it reads the log's states from there):
            cp \(Self.appRoot) Tests/AppTests/
          - in its test target's dependencies, the modules it imports:
            AppRootSample                 the app's module
            ComposableArchitecture        swift-composable-architecture's product
            ComposableArchitectureReplay  tt-debug's product
            Replay                        tt-debug's product
          - a reducer built as AppRootFeature(), from the state's type; if it takes arguments,
            write the test again with --reducer 'AppRootFeature(…)'

        """)
    // What it lists is what the file imports.
    #expect(
      written.contains(
        "\nimport AppRootSample\nimport ComposableArchitecture\nimport ComposableArchitectureReplay\n"
          + "import Foundation\nimport Replay\nimport Testing\n"))
    #expect(written.contains(#".appendingPathComponent("app-root.ttlog").path)"#))

    // With the log copied there, the report says it is in place.
    try FileManager.default.copyItem(
      atPath: Self.appRoot, toPath: workspace.directory + "/Tests/AppTests/app-root.ttlog")
    let again = try CLIRunner.run(
      ["test", "Tests/AppTests/app-root.ttlog", "--to", "10", "-o", output, "--force"],
      stateHome: workspace.stateHome, in: folder)
    #expect(
      again.stdout.contains(
        "\n  - app-root.ttlog next to it, where it is (it reads the log's states from there)\n"))
  }

  /// A test whose states are Swift literals reads no log: the report names only the modules, the
  /// app's imported `@testable`, and the stand-in store's products (Replay serves the effects).
  @Test func aTestOfLiteralStatesNeedsNoLog() throws {
    let workspace = try Workspace()
    let output = workspace.directory + "/TabStackTests.swift"
    let log = CLIRunner.packageRoot.appendingPathComponent("samples/logs/tab-stack.ttlog").path
    let result = try workspace.run(
      [
        "test", log, "--to", "3", "--literal-state", "--store", "composable-store", "--import",
        "Clocks", "-o", output,
      ])
    #expect(result.exitCode == 0, "\(result.stderr)")
    let lines = result.stdout.split(separator: "\n").map(String.init)
    #expect(
      Array(lines.dropFirst()) == [
        "  - in its test target's dependencies, the modules it imports:",
        "    Clocks                  given with --import",
        "    ComposableStore         tt-debug's product",
        "    ComposableStoreReplay   tt-debug's product",
        "    ComposableStoreTesting  tt-debug's product",
        "    Replay                  tt-debug's product",
        "    TabStackSample          the app's module (imported @testable)",
        "  - a reducer built as TabStackFeature(), from the state's type; if it takes arguments,",
        "    write the test again with --reducer 'TabStackFeature(…)'",
      ], "\(lines)")
    #expect(lines.first?.hasPrefix("wrote $DIR/TabStackTests.swift (") == true)
  }

  /// A starting state given with --initial-state names the app's types, internal unless the app
  /// made them public: the app's module is imported `@testable`, and the report says so.
  @Test func aGivenStartingStateImportsTheAppTestable() throws {
    let (report, written) = try initialStateTest()
    #expect(
      report.contains("    TabStackSample                the app's module (imported @testable)"))
    #expect(written.contains("\n@testable import TabStackSample\n"))
  }

  /// A file for a state that is not Codable reads no log, so with its effects live it imports no
  /// Replay; the report lists what the file imports.
  @Test func aFileThatReadsNoLogImportsNoReplay() throws {
    let (report, written) = try initialStateTest(["--effects", "live"])
    #expect(!written.contains("import Replay"))
    #expect(!report.contains("Replay "))
    #expect(report.contains("    ComposableArchitecture  swift-composable-architecture's product"))
  }

  /// The report and the file of a test of tab-stack.ttlog's first steps from --initial-state.
  private func initialStateTest(_ more: [String] = []) throws -> (report: String, file: String) {
    let workspace = try Workspace()
    let output = workspace.directory + "/TabStackTests.swift"
    let log = CLIRunner.packageRoot.appendingPathComponent("samples/logs/tab-stack.ttlog").path
    let result = try workspace.run(
      ["test", log, "--to", "2", "--initial-state", "TabStackFeature.State()", "-o", output] + more)
    #expect(result.exitCode == 0, "\(result.stderr)")
    return (result.stdout, try String(contentsOfFile: output, encoding: .utf8))
  }

  /// Standard output holds the file alone, with nothing added.
  @Test func withoutOutputStandardOutputIsTheFile() throws {
    let result = try CLIRunner.run(
      ["test", Self.appRoot, "--to", "3"], stateHome: NSTemporaryDirectory())
    #expect(result.exitCode == 0)
    #expect(result.stdout.hasPrefix("// Generated by `tt-debug test "))
    #expect(!result.stdout.contains("To build and pass"))
  }

  /// --name names the function and the test's display name, so an app's tests print apart.
  @Test func theNameGivenIsTheDisplayName() throws {
    let result = try CLIRunner.run(
      ["test", Self.appRoot, "--to", "3", "--name", "only edit"], stateHome: NSTemporaryDirectory())
    #expect(result.exitCode == 0, "\(result.stderr)")
    #expect(
      result.stdout.contains("@MainActor\n@Test(\"only edit\")\nfunc onlyEdit() async throws {"))
  }

  /// A reducer given with --reducer is not named in the report.
  @Test func aGivenReducerIsNotNamed() throws {
    let workspace = try Workspace()
    let result = try workspace.run(
      [
        "test", Self.appRoot, "--to", "3", "--reducer", "AppRootFeature(date: .live)", "-o",
        workspace.directory + "/AppTests.swift",
      ])
    #expect(result.exitCode == 0, "\(result.stderr)")
    #expect(!result.stdout.contains("a reducer built as"))
  }

  /// The help says how the default reducer follows from the state's type, not a fixed name.
  @Test func theReducerHelpSaysHowItsDefaultIsChosen() throws {
    let help = try CLIRunner.run(["test", "--help"], stateHome: NSTemporaryDirectory())
    let text = help.stdout.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    #expect(
      text.contains(
        "--reducer <reducer> The Swift expression that builds the reducer (default: the state's "
          + "type without its module and `.State`, called with no arguments: `AppRootFeature()` "
          + "for AppRootSample.AppRootFeature.State)."), "\(text)")
  }
}
