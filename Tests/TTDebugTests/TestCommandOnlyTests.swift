import Foundation
import Testing

/// `tt-debug test --only`: a test of chosen steps, refused when a chosen action's effect parent is
/// left out.
@Suite struct TestCommandOnlyTests {
  private static let log = CLIRunner.packageRoot.appendingPathComponent(
    "samples/generated-tests/tab-stack.ttlog"
  ).path

  @Test func onlyWritesTheChosenStepsAndAssertsNoStateItLeftOut() throws {
    let result = try CLIRunner.run(
      ["test", Self.log, "--only", "1-2,11", "--store", "composable-store"],
      stateHome: NSTemporaryDirectory())
    #expect(result.exitCode == 0, "\(result.stderr)")
    let steps = result.stdout.split(separator: "\n").filter { $0.contains("await store.send") }
    #expect(
      steps == [
        "  await store.send(.tabs(.first(.detailButtonTapped)))",
        "  await store.send(.tabs(.tabSelected(.second)))",
      ])
    #expect(result.stdout.contains("await store.receive(.tabs(.first(.delegate(.showDetail))))"))
    #expect(result.stdout.contains("--only 1-2,11"))
    // Through #2 every step is kept, so the log's states hold there; after it they do not.
    #expect(
      result.stdout.contains("through #2, the last state before a step left out; none after it."))
    #expect(!result.stdout.contains("What changed from #2 to #11"))
  }

  @Test func anEffectsActionWithoutItsParentIsOneLineNamingTheParent() throws {
    let result = try CLIRunner.run(
      ["test", Self.log, "--only", "2-4"], stateHome: NSTemporaryDirectory())
    #expect(result.exitCode == 4)
    #expect(
      result.stderr
        == "tt-debug: #2 was sent by an effect of #1 (send), which --only leaves out; add 1 to "
        + "--only, or leave out 2\n")
  }

  /// A chosen seq the log does not have is named; the user gave no --from or --to.
  @Test func aSeqPastTheLogIsNamed() throws {
    let result = try CLIRunner.run(
      ["test", Self.log, "--only", "1,9999"], stateHome: NSTemporaryDirectory())
    #expect(result.exitCode == 4)
    #expect(result.stderr.hasPrefix("tt-debug: #9999 is not in this log, whose states are #0…#"))
    #expect(!result.stderr.contains("--from"), "\(result.stderr)")
  }

  @Test(arguments: ["3-1", "a", "1,,2", ""])
  func aListThatIsNotSeqsIsAUsageError(_ list: String) throws {
    let result = try CLIRunner.run(
      ["test", Self.log, "--only", list], stateHome: NSTemporaryDirectory())
    #expect(result.exitCode == 64)
    #expect(result.stderr.contains("is not a list of seqs and ranges; write it like 3,7,12-15"))
  }
}
