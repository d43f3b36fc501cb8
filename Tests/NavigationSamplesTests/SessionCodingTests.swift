import AppRootSample
import Foundation
import SampleSupport
import SignUpSample
import SplitViewSample
import TabStackSample
import Testing

@MainActor
@Suite struct SessionCodingTests {
  @Test func splitViewActionsAndStatesSurviveJSON() async throws {
    try await expectJSONRoundTrips(SplitViewSession.self)
  }

  @Test func tabStackActionsAndStatesSurviveJSON() async throws {
    try await expectJSONRoundTrips(TabStackSession.self)
  }

  @Test func appRootActionsAndStatesSurviveJSON() async throws {
    try await expectJSONRoundTrips(AppRootSession.self)
  }

  @Test func signUpActionsAndStatesSurviveJSON() async throws {
    try await expectJSONRoundTrips(SignUpSession.self)
  }

  private func expectJSONRoundTrips<Sample: NavigationSample>(_ sample: Sample.Type) async throws {
    let trace = await SessionTrace<Sample>.record()
    for action in trace.actions {
      let data = try JSONEncoder().encode(action)
      #expect(try JSONDecoder().decode(Sample.Feature.Action.self, from: data) == action)
    }
    let data = try JSONEncoder().encode(trace.finalState)
    #expect(try JSONDecoder().decode(Sample.Feature.State.self, from: data) == trace.finalState)
  }
}
