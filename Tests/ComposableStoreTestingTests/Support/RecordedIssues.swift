import Synchronization
import Testing

/// The comments of the issues `body` records, in order; the known-issue block fails the calling
/// test when there are none.
@MainActor
func recordedIssues(_ body: @MainActor () async -> Void) async -> [String] {
  let recorded = Mutex<[String]>([])
  await withKnownIssue {
    await body()
  } matching: { issue in
    recorded.withLock { $0.append(issue.comments.map(\.rawValue).joined(separator: "\n")) }
    return true
  }
  return recorded.withLock { $0 }
}
