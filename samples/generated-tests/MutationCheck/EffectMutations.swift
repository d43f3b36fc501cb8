import BookshelfSample
import ComposableStore

/// Six effect bugs in the bookshelf sample, each the app's reducer with one change: what the
/// generated tests, serving the effects from the log, must catch at the first wrong step.
extension EffectMutation {
  static let all: [EffectMutation] = [
    EffectMutation(
      "the login button no longer starts the login request (an effect not started)",
      firstStep: 20, says: "the reducer no longer starts logIn"
    ) { state, action, base in
      guard case .login(.logInButtonTapped) = action else { return nil }
      _ = base.reduce(into: &state, action: action)
      return Effect.none
    },
    EffectMutation(
      "loading more starts the page request twice (an effect started twice)",
      firstStep: 28, says: "the reducer starts shelfPage, which the log has no record of"
    ) { state, action, base in
      guard case .shelf(.loadMoreButtonTapped) = action else { return nil }
      let effect = base.reduce(into: &state, action: action)
      return .merge(effect, effect)
    },
    EffectMutation(
      "the login request starts when the password changes (an effect on the wrong action)",
      firstStep: 19, says: "the reducer starts logIn, which the log has no record of"
    ) { state, action, base in
      switch action {
      case .login(.passwordChanged):
        _ = base.reduce(into: &state, action: action)
        var tapped = state
        return base.reduce(into: &tapped, action: .login(.logInButtonTapped))
      case .login(.logInButtonTapped):
        _ = base.reduce(into: &state, action: action)
        return Effect.none
      default:
        return nil
      }
    },
    EffectMutation(
      "a search is not cancellable, so a keystroke's search races the next (a cancellation id dropped)",
      firstStep: 2, says: "this build had not cancelled it"
    ) { state, action, base in
      guard case .search(.queryChanged(let query)) = action, !query.isEmpty else { return nil }
      _ = base.reduce(into: &state, action: action)
      let (client, clock) = (
        DependencyValues.current.apiClient, DependencyValues.current.continuousClock
      )
      return .run(name: "search") { send in
        try await clock.sleep(for: SearchFeature.debounce)
        await send(.search(.searchResponse(try await client.search(query))))
      }
    },
    EffectMutation(
      "a failed save is handled as a saved one, so it is never retried (a response in the wrong case)",
      firstStep: 34, says: "the reducer no longer starts retrySave"
    ) { state, action, base in
      guard case .shelf(.saveFailed) = action,
        let book = state.shelf.books.first(where: { $0.id == state.shelf.saving })
      else { return nil }
      return base.reduce(into: &state, action: .shelf(.saveResponse(book)))
    },
    EffectMutation(
      "a save is retried even after it succeeded (a retry that never stops)",
      firstStep: 35, says: "the reducer starts retrySave, which the log has no record of"
    ) { state, action, base in
      guard case .shelf(.saveResponse) = action else { return nil }
      let effect = base.reduce(into: &state, action: action)
      let clock = DependencyValues.current.continuousClock
      return .merge(
        effect,
        .run(name: "retrySave") { _ in
          try await clock.sleep(for: ShelfFeature.retryDelay)
        })
    },
  ]
}
