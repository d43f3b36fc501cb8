import ComposableStore
import SampleSupport
import SplitViewSample
import Synchronization
import Testing

/// A bug inside a dependency client: the split view's models client whose delete does nothing.
/// Served effects never run the client, so the default test passes by design; the test written
/// with `--effects live` runs it and fails at the step that receives the list, which still holds the model.
@Suite struct ClientBugCheckTests {
  @MainActor
  @Test func theServedTestPassesByDesign() async throws {
    try await splitViewSession(reducer: Self.feature(deletes: false))
  }

  @MainActor
  @Test func theLiveTestPassesWithTheWorkingClient() async throws {
    try await splitViewLiveEffects(reducer: Self.feature(deletes: true))
  }

  @MainActor
  @Test func theLiveTestFailsAtAStepWithADeleteThatDoesNothing() async throws {
    let recorded = Mutex<[String]>([])
    try await withKnownIssue("the models client's delete does nothing") {
      try await splitViewLiveEffects(reducer: Self.feature(deletes: false))
    } matching: { issue in
      recorded.withLock { $0.append(issue.comments.map(\.rawValue).joined(separator: "\n")) }
      return true
    }
    let first = try #require(recorded.withLock { $0.first })
    // The streamed list after the delete still holds the model: the test store's receive fails.
    #expect(MutationCheckTests.names(first, step: 31), "first issue: \(first)")
  }

  private static func feature(deletes: Bool) -> SplitViewFeature {
    var client = ModelsClient.inMemory(uuid: .incrementing)
    if !deletes { client.delete = { _, _ in } }
    return SplitViewFeature(client: client, uuid: .live)
  }
}
