import ComposableStore
import SignUpSample
import Testing

@MainActor
@Suite struct SignUpSessionTests {
  @Test func summaryEditsAreSeenByEveryStep() async {
    let trace = await SessionTrace<SignUpSession>.record()
    let steps = Array(trace.finalState.path)
    #expect(steps.count == 4)
    for step in steps {
      #expect(step.signUpData.firstName == "Augusta")
      #expect(step.signUpData.email == "augusta@example.com")
      #expect(step.signUpData.topics == [.swift, .navigation, .concurrency])
      #expect(step.signUpData == trace.finalState.signUpData)
    }
  }

  @Test func sessionTypesThePasswordIntoBothFields() async {
    let trace = await SessionTrace<SignUpSession>.record()
    #expect(trace.finalState.signUpData.password == "correct-horse-battery-staple")
    #expect(trace.finalState.signUpData.passwordConfirmation == "correct-horse-battery-staple")
  }

  @Test func mismatchedConfirmationBlocksTheFirstContinue() async throws {
    let trace = await SessionTrace<SignUpSession>.record()
    let state = try #require(
      trace.state { action in
        if case .path(.element(_, .basics(.continueButtonTapped))) = action { return true }
        return false
      })
    guard case let .basics(basics) = state.path.last else {
      Issue.record("expected basics on top, got \(state.path.count) steps")
      return
    }
    #expect(basics.error == "The passwords do not match.")
    #expect(state.path.count == 1)
  }

  @Test func finishedEditPopsBackToTheSummary() async throws {
    let trace = await SessionTrace<SignUpSession>.record()
    let pops = trace.steps.filter { step in
      if case .path(.element(_, .personalInfo(.delegate(.doneEditing)))) = step.action {
        return true
      }
      return false
    }
    let state = try #require(pops.first?.state)
    guard case .summary = state.path.last else {
      Issue.record("expected the summary on top after editing")
      return
    }
    #expect(state.path.count == 4)
  }

  @Test func submitWaitsForTheClockThenWelcomesTheUser() async throws {
    let trace = await SessionTrace<SignUpSession>.record()
    let submitting = try #require(
      trace.state { action in
        if case .path(.element(_, .summary(.submitButtonTapped))) = action { return true }
        return false
      })
    let submitted = try #require(
      trace.state { action in
        if case .path(.element(_, .summary(.submitResponse))) = action { return true }
        return false
      })
    guard case let .summary(before) = submitting.path.last,
      case let .summary(after) = submitted.path.last
    else {
      Issue.record("expected the summary on top while submitting")
      return
    }
    #expect(before.isSubmitting && !before.isSubmitted)
    #expect(!after.isSubmitting && after.isSubmitted)
    #expect(after.alert?.title == TextState("Welcome, Augusta!"))
  }
}
