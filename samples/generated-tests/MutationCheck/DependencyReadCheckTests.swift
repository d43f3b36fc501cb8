import ComposableStore
import SampleSupport
import SplitViewSample
import Synchronization
import Testing

/// The generated tests serve the recorded dependency reads in order: a build that reads one more
/// UUID than the log recorded fails, naming the seq and the read, rather than getting the same
/// value again.
@Suite struct DependencyReadCheckTests {
  @MainActor
  @Test func aReadTooManyIsAnIssueNamingTheSeqAndTheRead() async throws {
    let recorded = Mutex<[String]>([])
    try await withKnownIssue("the reducer reads one UUID more than the log recorded") {
      let reducer = SplitViewSession.makeFeature(SampleEnvironment()).mutated {
        state, action, base in
        guard case .featureA(.destination(.presented(.newFeature(.saveButtonTapped)))) = action
        else { return nil }
        _ = UUIDGenerator.live()
        return base.reduce(into: &state, action: action)
      }
      try await splitViewSession(reducer: reducer)
    } matching: { issue in
      recorded.withLock { $0.append(issue.comments.map(\.rawValue).joined(separator: "\n")) }
      return true
    }
    let issues = recorded.withLock { $0 }
    #expect(
      issues.contains {
        $0.hasPrefix("seq 22: the build read uuid (read 2 of the action)")
      }, "\(issues)")
  }
}
