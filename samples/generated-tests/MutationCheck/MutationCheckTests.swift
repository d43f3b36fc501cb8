import Foundation
import Replay
import Synchronization
import Testing

/// The generated tests must catch deliberate bugs: for each ``Mutation``, the exhaustive test's
/// first issue names the first step that differs from the log, with a diff (or, for a missed
/// effect, says the reducer no longer starts it, or that its action was never received), and the
/// default non-exhaustive test's first issue names it too.
@Suite struct MutationCheckTests {
  @MainActor
  @Test(arguments: Mutation.all)
  func exhaustiveTestFailsAtTheFirstDifferingStep(_ mutation: Mutation) async throws {
    let issues = try await issues(of: mutation, exhaustive: true)
    let first = try #require(issues.first)
    // The test store names a step by its number, served effects by its seq: the same from #0.
    #expect(Self.names(first, step: mutation.firstStep), "first issue: \(first)")
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

  /// The default test checks each step's own change, so a bug whose value a later step overwrites
  /// fails it too, at its step.
  @MainActor
  @Test(arguments: Mutation.all)
  func defaultTestNamesTheFirstWrongStep(_ mutation: Mutation) async throws {
    let issues = try await issues(of: mutation, exhaustive: false)
    let first = try #require(issues.first)
    #expect(Self.names(first, step: mutation.firstStep), "first issue: \(first)")
  }

  /// Whether an issue names `step`: the test store's "Step 12, …", served effects' "#12 …", or a
  /// step's own check (`#expect(…, "#12")`, after the comment above it).
  static func names(_ issue: String, step: UInt64) -> Bool {
    issue.hasPrefix("Step \(step), ") || issue.hasPrefix("#\(step) ")
      || issue.hasPrefix("#\(step):")
      || issue.split(separator: "\n").last == "#\(step)"
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
