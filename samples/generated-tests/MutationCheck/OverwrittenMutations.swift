import AppRootSample
import BookshelfSample
import ComposableStore
import Foundation
import SampleSupport
import SignUpSample
import TabStackSample

/// Bugs whose wrong value a later step of the session overwrites, so only a check at the step
/// that made it catches them.
extension Mutation {
  static let overwritten: [Mutation] = [
    .make(
      "closing a pushed screen pops one screen too far (a later pop hides it)", log: "tab-stack",
      firstStep: 9,
      {
        TabStackFeature().mutated { state, action, base in
          guard case .path(.element(_, .another(.delegate(.close)))) = action else { return nil }
          let effect = base.reduce(into: &state, action: action)
          _ = state.path.popLast()
          return effect
        }
      },
      nonExhaustive: { try await tabStackSession(reducer: $0) },
      exhaustive: { try await tabStackExhaustive(reducer: $0) }),
    .make(
      "cancelling the registration sheet leaves it open (the next register replaces it)",
      log: "app-root", firstStep: 16,
      {
        AppRootFeature(date: .incrementing(from: SampleEnvironment.startDate, by: 1))
          .mutated { _, action, _ in
            guard
              case .mainTab(.calendar(.registerTransaction(.presented(.cancelButtonTapped)))) =
                action
            else { return nil }
            return Effect.none
          }
      },
      nonExhaustive: { try await appRootSession(reducer: $0) },
      exhaustive: { try await appRootExhaustive(reducer: $0) }),
    .make(
      "the search spinner never stops on results (the next query resets it)", log: "bookshelf",
      firstStep: 6,
      {
        BookshelfFeature().mutated { state, action, base in
          guard case .search(.searchResponse) = action else { return nil }
          let effect = base.reduce(into: &state, action: action)
          state.search.isSearching = true
          return effect
        }
      },
      nonExhaustive: { try await bookshelfSession(reducer: $0) },
      exhaustive: { try await bookshelfExhaustive(reducer: $0) }),
    .make(
      "choosing a topic does not clear the topics error", log: "sign-up", firstStep: 26,
      {
        SignUpFeature(clock: ImmediateClock()).mutated { state, action, base in
          guard case .path(.element(let id, .topics(.topicToggled))) = action,
            case .topics(var topics)? = state.path[id: id]
          else { return nil }
          let error = topics.error
          let effect = base.reduce(into: &state, action: action)
          if case .topics(let after)? = state.path[id: id] { topics = after }
          topics.error = error
          state.path[id: id] = .topics(topics)
          return effect
        }
      },
      nonExhaustive: { try await signUpSession(reducer: $0) },
      exhaustive: { try await signUpExhaustive(reducer: $0) }),
  ]
}
