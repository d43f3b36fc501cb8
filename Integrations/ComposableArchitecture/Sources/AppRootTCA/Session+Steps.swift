@_spi(Internals) import ComposableArchitecture

extension AppRootSession {
  /// The script's steps, as values: what ``play(_:rename:)`` sends, in order, and where the shared
  /// user is renamed outside any action (for a replay over the same steps).
  enum Step {
    /// Sends the action and waits for its effects.
    case send(AppFeature.Action)
    /// Sends the action and goes on: it pushes or presents something (TCA keeps an effect open
    /// while a child is on screen), or the next keystroke replaces its search.
    case sendWithoutWaiting(AppFeature.Action)
    /// An action one of the script's effects sends: not sent by ``play(_:rename:)``, listed so
    /// that a replay, which ignores effects, reduces it where the log has it.
    case effectSends(AppFeature.Action)
    case renameUserOutsideActions(String)
  }

  /// The scripted steps. Stack element ids are TCA's generational ids, counted from 0 by the
  /// fresh generator ``freshDependencies()`` installs.
  static var steps: [Step] {
    let first = StackElementID(generation: 0)
    let second = StackElementID(generation: 1)
    let groceries = LedgerEntry(id: 1, title: "Groceries", amount: 4_250, date: day(2))
    let rent = LedgerEntry(id: 2, title: "Rent", amount: 95_000, date: day(3))
    let books = LedgerEntry(id: 3, title: "Books", amount: 3_100, date: day(5))
    var renamedRent = rent
    renamedRent.title = "Rent (Dec)"
    func history(_ action: HistoryFeature.Action) -> AppFeature.Action {
      .mainTab(.history(action))
    }
    func detail(
      _ id: StackElementID, _ action: HistoryDetailFeature.Action
    ) -> AppFeature.Action {
      history(.path(.element(id: id, action: .detail(action))))
    }
    func edit(_ action: EditEntryFeature.Action) -> AppFeature.Action {
      detail(first, .destination(.presented(.edit(action))))
    }
    return [
      .send(.intro(.nameChanged("ada"))),
      .send(.intro(.loginTapped)),
      .effectSends(
        .intro(.loginResponse(UserSession(name: "ada", token: "tt_live_7f3c9a1e5b2d4086")))),
      .effectSends(.intro(.delegate(.loggedIn))),
      .send(history(.task)),
      .effectSends(
        history(.entriesResponse(EntriesPage(entries: [groceries, rent], nextPage: 2)))),
      .send(history(.loadMoreTapped)),
      .effectSends(history(.entriesResponse(EntriesPage(entries: [books])))),
      .sendWithoutWaiting(history(.rowTapped(id: 2))),
      .send(detail(first, .favoriteTapped)),
      .sendWithoutWaiting(detail(first, .editButtonTapped)),
      .send(edit(.titleChanged("Rent (Dec)"))),
      .send(edit(.saveButtonTapped)),
      .effectSends(edit(.saveFailed(.serverBusy))),
      .effectSends(edit(.saveResponse(renamedRent))),
      .effectSends(edit(.delegate(.saved(renamedRent)))),
      .effectSends(detail(first, .delegate(.entryUpdated(renamedRent)))),
      .send(history(.path(.popFrom(id: first)))),
      .sendWithoutWaiting(history(.queryChanged("r"))),
      .sendWithoutWaiting(history(.queryChanged("re"))),
      .send(history(.queryChanged("ren"))),
      .effectSends(history(.searchResponse([renamedRent]))),
      .sendWithoutWaiting(history(.rowTapped(id: 3))),
      .sendWithoutWaiting(detail(second, .deleteButtonTapped)),
      .send(detail(second, .destination(.presented(.alert(.confirmDelete))))),
      .effectSends(detail(second, .delegate(.deleteConfirmed(id: 3)))),
      .send(.mainTab(.tabSelected(.settings))),
      .send(.mainTab(.settings(.upgradeTapped))),
      .renameUserOutsideActions("Ada L."),
      .send(.mainTab(.tabSelected(.history))),
    ]
  }
}
