import ComposableStore
import SampleSupport

extension BookshelfSession {
  /// Searches as a reader types (each keystroke cancelling the search before it, one cleared
  /// before it ran), logs in with a wrong then the right password, loads the shelf page by page,
  /// and marks books finished: the first save fails and is retried after its back-off.
  ///
  /// - Parameters:
  ///   - store: A store running ``BookshelfFeature``.
  ///   - environment: The environment the feature was built with.
  @MainActor
  public static func play(
    _ store: Store<BookshelfFeature.State, BookshelfFeature.Action>,
    _ environment: SampleEnvironment
  ) async {
    let script = BookshelfScript(store: store, clock: environment.clock)
    await script.type(["s", "sw", "swi", "swif", "swift"])
    await script.type(["h", "he", ""])
    await script.type(["d", "du", "dun", "dune"])

    environment.mark("logging in")
    await store.sendAndFinish(.tabSelected(.shelf))
    for email in ["a", "ada", "ada@example.com"] {
      await store.sendAndFinish(.login(.emailChanged(email)))
    }
    await store.sendAndFinish(.login(.passwordChanged("open-sesame")))
    await store.sendAndFinish(.login(.logInButtonTapped))
    await store.sendAndFinish(.login(.passwordChanged(APIClient.inMemoryPassword)))
    await store.sendAndFinish(.login(.logInButtonTapped))

    await store.sendAndFinish(.shelf(.task))
    for _ in 0..<3 {
      await store.sendAndFinish(.shelf(.loadMoreButtonTapped))
    }
    environment.mark("saving a finished mark")
    await script.toggleFinished(at: 1)
    await script.toggleFinished(at: 7)

    await store.sendAndFinish(.tabSelected(.search))
    await script.type(["e", "em", "emm", "emma"])
    await script.type([""])
  }
}

/// Sends the bookshelf script's typing and saves, which wait on the clock.
@MainActor
private struct BookshelfScript {
  let store: Store<BookshelfFeature.State, BookshelfFeature.Action>
  let clock: ManualClock

  /// Types each text into the search field as a fast typist would, each before the search of the
  /// one before it starts, then lets the debounce of the last one pass.
  func type(_ texts: [String]) async {
    var previous: StoreTask?
    for text in texts {
      let task = store.send(.search(.queryChanged(text)))
      // The search before it was cancelled: let it end, then let the new one reach its debounce.
      await previous?.finish()
      await giveTurns { clock.sleeperCount > 0 || text.isEmpty }
      previous = task
    }
    await clock.advance(by: SearchFeature.debounce)
    await previous?.finish()
  }

  /// Marks the shelf book at `index` finished or not, and waits for its save, letting the back-off
  /// before each retry pass.
  func toggleFinished(at index: Int) async {
    guard store.state.shelf.books.indices.contains(index) else { return }
    let task = store.send(.shelf(.finishedToggled(store.state.shelf.books[index].id)))
    while true {
      await giveTurns { clock.sleeperCount > 0 || store.state.shelf.saving == nil }
      guard clock.sleeperCount > 0 else { break }
      await clock.advance(by: ShelfFeature.retryDelay)
    }
    await task.finish()
  }

  /// Gives the store's effects turns until `done` holds, or a bounded number of turns passed.
  private func giveTurns(until done: () -> Bool) async {
    var turns = 0
    while !done(), turns < 10_000 {
      await Task.yield()
      turns += 1
    }
  }
}
