import ComposableStore
import SampleSupport

extension AppRootSession {
  /// Logs in, registers transactions in the calendar sheet, edits and deletes them from the history
  /// stack, then logs out and withdraws from my page, waiting for each step's effects.
  ///
  /// - Parameters:
  ///   - store: A store running ``AppRootFeature``.
  ///   - environment: The environment the feature was built with.
  @MainActor
  public static func play(
    _ store: Store<AppRootFeature.State, AppRootFeature.Action>,
    _ environment: SampleEnvironment
  ) async {
    let script = AppRootScript(store: store)
    await script.login(typing: ["a", "ad", "ada"])

    await script.calendar(.daySelected(3))
    await script.calendar(.registerButtonTapped)
    await script.calendar(.registerTransaction(.presented(.titleChanged("Co"))))
    await script.calendar(.registerTransaction(.presented(.titleChanged("Coffee"))))
    await script.calendar(.registerTransaction(.presented(.amountChanged(450))))
    await script.calendar(.registerTransaction(.presented(.saveButtonTapped)))
    await script.calendar(.registerButtonTapped)
    await script.calendar(.registerTransaction(.presented(.cancelButtonTapped)))
    await script.calendar(.registerButtonTapped)
    await script.calendar(.registerTransaction(.dismiss))

    await script.tab(.history)
    await script.history(.rowTapped(id: 2))
    await script.detail(.editButtonTapped)
    await script.detail(.destination(.presented(.edit(.titleChanged("Rent (June)")))))
    await script.detail(.destination(.presented(.edit(.amountChanged(97_500)))))
    await script.detail(.destination(.presented(.edit(.saveButtonTapped))))
    await script.detail(.editButtonTapped)
    await script.detail(.destination(.presented(.edit(.cancelButtonTapped))))
    await script.detail(.deleteButtonTapped)
    await script.detail(.destination(.dismiss))
    await script.popDetail()
    await script.history(.rowTapped(id: 4))
    await script.detail(.deleteButtonTapped)
    environment.mark("delete alert shown for transaction 4")
    await script.detail(.destination(.presented(.alert(.confirmDelete))))
    await script.history(.rowTapped(id: 1))
    await script.tab(.myPage)
    await script.tab(.history)
    await script.popDetail()

    await script.tab(.myPage)
    await script.myPage(.withdrawButtonTapped)
    await script.myPage(.alert(.dismiss))
    environment.mark("logging out")
    await script.myPage(.logoutButtonTapped)
    await script.myPage(.alert(.presented(.confirmLogout)))

    await script.login(typing: [])
    await script.tab(.myPage)
    await script.myPage(.withdrawButtonTapped)
    await script.myPage(.alert(.presented(.confirmWithdraw)))
  }
}

/// Sends the app-root script's steps through the root's nested actions.
@MainActor
private struct AppRootScript {
  let store: Store<AppRootFeature.State, AppRootFeature.Action>

  /// Pages through the intro, types the user name in steps and logs in.
  func login(typing names: [String]) async {
    await store.sendAndFinish(.intro(.nextPageTapped))
    await store.sendAndFinish(.intro(.nextPageTapped))
    for name in names {
      await store.sendAndFinish(.intro(.usernameChanged(name)))
    }
    await store.sendAndFinish(.intro(.loginButtonTapped))
  }

  func tab(_ tab: MainTabFeature.Tab) async {
    await store.sendAndFinish(.mainTab(.tabSelected(tab)))
  }

  func calendar(_ action: CalendarFeature.Action) async {
    await store.sendAndFinish(.mainTab(.calendar(action)))
  }

  func history(_ action: HistoryFeature.Action) async {
    await store.sendAndFinish(.mainTab(.history(action)))
  }

  func myPage(_ action: MyPageFeature.Action) async {
    await store.sendAndFinish(.mainTab(.myPage(action)))
  }

  /// Sends an action to the top detail of the history stack, if one is pushed.
  func detail(_ action: HistoryDetailFeature.Action) async {
    guard let id = topDetailID else { return }
    await history(.path(.element(id: id, action: .detail(action))))
  }

  /// Pops the top detail of the history stack with the back gesture.
  func popDetail() async {
    guard let id = topDetailID else { return }
    await history(.path(.popFrom(id: id)))
  }

  private var topDetailID: StackElementID? {
    guard case let .mainTab(tabs) = store.state else { return nil }
    return tabs.history.path.ids.last
  }
}
