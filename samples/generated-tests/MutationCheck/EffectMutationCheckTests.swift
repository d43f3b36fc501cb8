import BookshelfSample
import Synchronization
import Testing

/// The generated tests, serving the bookshelf session's effects from its log, catch effect bugs:
/// an effect not started, started twice or on the wrong action, not cancelled, a response handled
/// in the wrong case, a retry that does not stop. Default and exhaustive alike, the first issue
/// names the first wrong step.
@Suite struct EffectMutationCheckTests {
  @MainActor
  @Test(arguments: EffectMutation.all)
  func exhaustiveTestNamesTheFirstWrongStep(_ mutation: EffectMutation) async throws {
    let issues = try await issues { try await bookshelfExhaustive(reducer: mutation.reducer) }
    expectFirst(issues, of: mutation)
  }

  @MainActor
  @Test(arguments: EffectMutation.all)
  func defaultTestNamesTheFirstWrongStep(_ mutation: EffectMutation) async throws {
    let issues = try await issues { try await bookshelfSession(reducer: mutation.reducer) }
    expectFirst(issues, of: mutation)
  }

  private func expectFirst(_ issues: [String], of mutation: EffectMutation) {
    guard let first = issues.first else { return }
    #expect(
      first.hasPrefix("#\(mutation.firstStep) ") || first.hasPrefix("#\(mutation.firstStep):"),
      "first issue: \(first)")
    #expect(first.contains(mutation.says), "first issue: \(first)")
  }

  /// The issues `body` records, in order; the known-issue block fails the test when there are
  /// none.
  @MainActor
  private func issues(_ body: @MainActor () async throws -> Void) async throws -> [String] {
    let recorded = Mutex<[String]>([])
    try await withKnownIssue("the reducer under test is deliberately broken") {
      try await body()
    } matching: { issue in
      recorded.withLock { $0.append(issue.comments.map(\.rawValue).joined(separator: "\n")) }
      return true
    }
    return recorded.withLock { $0 }
  }
}
