import ComposableArchitecture
import Testing

@testable import AppRootTCA

/// The test `tt-debug test --effects live` wrote from the seed app's log
/// (Generated/SeedAppLiveEffectsTests.swift) runs the app's effects: given an in-memory server it
/// passes; given only the app's reducer, it fails at the session's first API call, with the
/// client's unimplemented test value.
@MainActor @Suite struct SeedAppLiveEffectsTests {
  @Test func withNoClientGivenItFailsAtTheFirstAPICallUnimplemented() async throws {
    let issues = LockIsolated<[String]>([])
    try await withKnownIssue("effects run live on the API client's test value") {
      try await seedAppLiveEffects(reducer: AppFeature.body)
    } matching: { issue in
      issues.withValue { $0.append(issue.comments.map(\.rawValue).joined(separator: "\n")) }
      return true
    }
    let first = try #require(issues.value.first)
    #expect(first.hasPrefix("Unimplemented: 'APIClient.login'"), "\(issues.value)")
  }
}
