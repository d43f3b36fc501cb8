import AppRootSample
import ComposableStore
import Foundation
import SampleSupport
import SignUpSample
import SplitViewSample
import TabStackSample

/// Twelve bugs across the four samples: wrong cases handled, off-by-ones, missed effects, a skipped
/// `@Shared` write. Each reducer is the app's own with one change.
extension Mutation {
  static let all: [Mutation] = tabStack + splitView + appRoot + signUp + overwritten

  static let tabStack: [Mutation] = [
    .make(
      "tabSelected always selects the first tab (a wrong case handled)", log: "tab-stack",
      firstStep: 11,
      {
        TabStackFeature().mutated { state, action, base in
          guard case .tabs(.tabSelected) = action else { return nil }
          return base.reduce(into: &state, action: .tabs(.tabSelected(.first)))
        }
      },
      nonExhaustive: { try await tabStackSession(reducer: $0) },
      exhaustive: { try await tabStackExhaustive(reducer: $0) }),
    .make(
      "the first tab's detail button no longer asks the root to push (a missed effect)",
      log: "tab-stack", firstStep: 2, changesState: false,
      {
        TabStackFeature().mutated { state, action, base in
          guard case .tabs(.first(.detailButtonTapped)) = action else { return nil }
          _ = base.reduce(into: &state, action: action)
          return Effect.none
        }
      },
      nonExhaustive: { try await tabStackSession(reducer: $0) },
      exhaustive: { try await tabStackExhaustive(reducer: $0) }),
    .make(
      "the first detail's increment counts by two (an off-by-one)", log: "tab-stack",
      firstStep: 3,
      {
        TabStackFeature().mutated { state, action, base in
          guard case .path(.element(_, .firstDetail(.incrementButtonTapped))) = action else {
            return nil
          }
          _ = base.reduce(into: &state, action: action)
          return base.reduce(into: &state, action: action)
        }
      },
      nonExhaustive: { try await tabStackSession(reducer: $0) },
      exhaustive: { try await tabStackExhaustive(reducer: $0) }),
  ]

  static let splitView: [Mutation] = [
    .make(
      "feature A's list drops its last model (an off-by-one)", log: "split-view", firstStep: 2,
      {
        SplitViewSession.makeFeature(SampleEnvironment()).mutated { state, action, base in
          guard case .featureA(.setModels(let models)) = action, !models.isEmpty else { return nil }
          return base.reduce(into: &state, action: .featureA(.setModels(models.dropLast())))
        }
      },
      nonExhaustive: { try await splitViewSession(reducer: $0) },
      exhaustive: { try await splitViewExhaustive(reducer: $0) }),
    .make(
      "the sidebar ignores selections (a case not handled)", log: "split-view", firstStep: 5,
      {
        SplitViewSession.makeFeature(SampleEnvironment()).mutated { _, action, _ in
          guard case .sidebarSelected = action else { return nil }
          return Effect.none
        }
      },
      nonExhaustive: { try await splitViewSession(reducer: $0) },
      exhaustive: { try await splitViewExhaustive(reducer: $0) }),
    .make(
      "feature C's delete button shows no alert", log: "split-view", firstStep: 44,
      {
        SplitViewSession.makeFeature(SampleEnvironment()).mutated { _, action, _ in
          guard case .featureC(.deleteButtonTapped) = action else { return nil }
          return Effect.none
        }
      },
      nonExhaustive: { try await splitViewSession(reducer: $0) },
      exhaustive: { try await splitViewExhaustive(reducer: $0) }),
  ]

  static let appRoot: [Mutation] = [
    .make(
      "the intro's next page skips a page (an off-by-one)", log: "app-root", firstStep: 1,
      {
        appRootFeature.mutated { state, action, base in
          guard case .intro(.nextPageTapped) = action else { return nil }
          _ = base.reduce(into: &state, action: action)
          return base.reduce(into: &state, action: action)
        }
      },
      nonExhaustive: { try await appRootSession(reducer: $0) },
      exhaustive: { try await appRootExhaustive(reducer: $0) }),
    .make(
      "a history row opens the transaction before it (a wrong id)", log: "app-root",
      firstStep: 20,
      {
        appRootFeature.mutated { state, action, base in
          guard case .mainTab(.history(.rowTapped(let id))) = action, id > 1 else { return nil }
          return base.reduce(into: &state, action: .mainTab(.history(.rowTapped(id: id - 1))))
        }
      },
      nonExhaustive: { try await appRootSession(reducer: $0) },
      exhaustive: { try await appRootExhaustive(reducer: $0) }),
    .make(
      "logging in no longer tells the root (a missed delegate effect)", log: "app-root",
      firstStep: 7, changesState: false,
      {
        appRootFeature.mutated { state, action, base in
          guard case .intro(.loginButtonTapped) = action else { return nil }
          _ = base.reduce(into: &state, action: action)
          return Effect.none
        }
      },
      nonExhaustive: { try await appRootSession(reducer: $0) },
      exhaustive: { try await appRootExhaustive(reducer: $0) }),
  ]

  static let signUp: [Mutation] = [
    .make(
      "the email field does not write the @Shared sign-up data (a skipped shared write)",
      log: "sign-up", firstStep: 2,
      {
        SignUpFeature(clock: ImmediateClock()).mutated { state, action, base in
          guard case .path(.element(_, .basics(.emailChanged))) = action else { return nil }
          let email = state.signUpData.email
          let effect = base.reduce(into: &state, action: action)
          state.signUpData.email = email
          return effect
        }
      },
      nonExhaustive: { try await signUpSession(reducer: $0) },
      exhaustive: { try await signUpExhaustive(reducer: $0) }),
    .make(
      "toggling a topic toggles it twice, so nothing changes", log: "sign-up", firstStep: 26,
      {
        SignUpFeature(clock: ImmediateClock()).mutated { state, action, base in
          guard case .path(.element(_, .topics(.topicToggled))) = action else { return nil }
          _ = base.reduce(into: &state, action: action)
          return base.reduce(into: &state, action: action)
        }
      },
      nonExhaustive: { try await signUpSession(reducer: $0) },
      exhaustive: { try await signUpExhaustive(reducer: $0) }),
    .make(
      "submitting never sends the response (a missed effect)", log: "sign-up", firstStep: 47,
      changesState: false,
      {
        SignUpFeature(clock: ImmediateClock()).mutated { state, action, base in
          guard case .path(.element(_, .summary(.submitButtonTapped))) = action else { return nil }
          _ = base.reduce(into: &state, action: action)
          return Effect.none
        }
      },
      nonExhaustive: { try await signUpSession(reducer: $0) },
      exhaustive: { try await signUpExhaustive(reducer: $0) }),
  ]

  private static var appRootFeature: AppRootFeature {
    AppRootFeature(date: .incrementing(from: SampleEnvironment.startDate, by: 1))
  }
}
