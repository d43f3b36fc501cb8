import Foundation
import Replay
import Synchronization
import Testing

/// The generated tests must catch deliberate bugs: for each ``Mutation``, the exhaustive test's
/// first issue names the first step that differs from the log, with a diff (or, for a missed
/// effect, says the reducer no longer starts it, or that its action was never received), and the
/// default non-exhaustive test fails too.
@Suite struct MutationCheckTests {
  @MainActor
  @Test(arguments: Mutation.all)
  func exhaustiveTestFailsAtTheFirstDifferingStep(_ mutation: Mutation) async throws {
    let issues = try await issues(of: mutation, exhaustive: true)
    let first = try #require(issues.first)
    // The test store names a step by its number, served effects by its seq: the same from #0.
    #expect(
      first.hasPrefix("Step \(mutation.firstStep), ") || first.hasPrefix("#\(mutation.firstStep) "),
      "first issue: \(first)")
    if mutation.changesState {
      #expect(first.contains("the state differs from the expected one (- expected, + actual)"))
      let diffLines = first.split(separator: "\n").filter { $0.hasPrefix("-") || $0.hasPrefix("+") }
      #expect(!diffLines.isEmpty, "no diff lines in: \(first)")
      // An independent oracle: replaying the log through the broken reducer diverges there too.
      let timeline = try Timeline(path: logPath(mutation.log))
      #expect(try mutation.replayDivergence(timeline) == mutation.firstStep)
    } else {
      #expect(
        first.contains("receive(") || first.contains("the reducer no longer starts"),
        "first issue: \(first)")
    }
  }

  /// The default test checks only at markers and at the end, so a bug whose effect the session
  /// later overwrites passes it; ``Mutation/caughtByDefaultTest`` says which, and this holds it to that.
  @MainActor
  @Test(arguments: Mutation.all)
  func nonExhaustiveTestFailsWhereTheEndStateShowsTheBug(_ mutation: Mutation) async throws {
    if mutation.caughtByDefaultTest {
      let issues = try await issues(of: mutation, exhaustive: false)
      #expect(!issues.isEmpty)
    } else {
      try await mutation.run(false)
    }
  }

  /// The issues the generated steps record over the broken reducer, in order; the known-issue
  /// block fails this test when there are none.
  @MainActor
  private func issues(of mutation: Mutation, exhaustive: Bool) async throws -> [String] {
    let recorded = Mutex<[String]>([])
    try await withKnownIssue("the reducer under test is deliberately broken") {
      try await mutation.run(exhaustive)
    } matching: { issue in
      let text = issue.comments.map(\.rawValue).joined(separator: "\n")
      recorded.withLock { $0.append(text.isEmpty ? String(describing: issue) : text) }
      return true
    }
    return recorded.withLock { $0 }
  }

  private func logPath(_ name: String) -> String {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("\(name).ttlog").path
  }
}
