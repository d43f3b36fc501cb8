import BookshelfSample
import Synchronization
import Testing

/// With `--effects live` the generated test runs the app's effects, so its API client must be
/// given by hand: with none, the client's test value fails the test at the first API call, with
/// the stand-in's unimplemented message (as TCA's does).
@Suite struct LiveEffectsCheckTests {
  @MainActor
  @Test func withNoClientTheLiveTestFailsAtTheFirstCallAsUnimplemented() async throws {
    let recorded = Mutex<[String]>([])
    try await withKnownIssue("the bookshelf's test client fails when called") {
      try await bookshelfLiveEffects(reducer: BookshelfFeature())
    } matching: { issue in
      recorded.withLock { $0.append(issue.comments.map(\.rawValue).joined(separator: "\n")) }
      return true
    }
    let issues = recorded.withLock { $0 }
    #expect(issues.first == "Unimplemented: 'APIClient.search'", "\(issues)")
  }
}
