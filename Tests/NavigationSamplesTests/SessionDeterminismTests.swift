import AppRootSample
import BookshelfSample
import SampleSupport
import SignUpSample
import SplitViewSample
import TabStackSample
import Testing

@MainActor
@Suite struct SessionDeterminismTests {
  @Test func splitViewSessionIsLongAndRepeatsExactly() async {
    await expectLongRepeatableSession(SplitViewSession.self)
  }

  @Test func tabStackSessionIsLongAndRepeatsExactly() async {
    await expectLongRepeatableSession(TabStackSession.self)
  }

  @Test func appRootSessionIsLongAndRepeatsExactly() async {
    await expectLongRepeatableSession(AppRootSession.self)
  }

  @Test func signUpSessionIsLongAndRepeatsExactly() async {
    await expectLongRepeatableSession(SignUpSession.self)
  }

  @Test func bookshelfSessionIsLongAndRepeatsExactly() async {
    await expectLongRepeatableSession(BookshelfSession.self)
  }

  @Test func plainRunCountsTheSameActionsAsTheTrace() async {
    let run = await TabStackSession.run()
    let trace = await SessionTrace<TabStackSession>.record()
    #expect(run.actionCount == trace.steps.count)
    #expect(run.finalState == trace.finalState)
  }

  private func expectLongRepeatableSession<Sample: NavigationSample>(_ sample: Sample.Type) async {
    let first = await SessionTrace<Sample>.record()
    let second = await SessionTrace<Sample>.record()
    #expect(first.steps.count >= 40, "\(Sample.name) sent only \(first.steps.count) actions")
    #expect(first.actions == second.actions)
    #expect(first.finalState == second.finalState)
  }
}
