import ActionLog
import ComposableStore
import Testing
import ToolSupport

@Suite struct RouteBuilderTests {
  typealias App = AppRootFixture

  @Test func enumRootContributesItsCase() {
    #expect(currentRoute(of: App.AppFeature.State.intro(.init())) == ["intro"])
  }

  @Test func selectedTabFollowsRootCase() {
    #expect(currentRoute(of: App.AppFeature.State.mainTab(.init())) == ["mainTab", "home"])
  }

  @Test func appRootSampleRouteReachesSheetOverDetail() {
    let state = App.onHistory([App.detail(id: 2, .edit(.init()))])
    #expect(
      currentRoute(of: state) == ["mainTab", "history", "HistoryDetail(id: 2)", "sheet: Edit"])
  }

  @Test func stackElementsAppearBottomToTop() {
    let state = App.onHistory([App.detail(id: 1), .stats(.init()), App.detail(id: 7), .loading])
    #expect(
      currentRoute(of: state) == [
        "mainTab", "history", "HistoryDetail(id: 1)", "Stats", "HistoryDetail(id: 7)", "Loading",
      ])
  }

  @Test func unselectedTabsAreSkipped() {
    var tabs = App.MainTabFeature.State()
    tabs.home.path.append(.news(.init(headline: "Old")))
    tabs.settingsState.alert = AlertState(title: "Hidden")
    tabs.selectedTab = .history
    #expect(currentRoute(of: App.AppFeature.State.mainTab(tabs)) == ["mainTab", "history"])
    tabs.selectedTab = .home
    #expect(currentRoute(of: App.AppFeature.State.mainTab(tabs)) == ["mainTab", "home", "News"])
    tabs.selectedTab = .settings
    #expect(
      currentRoute(of: App.AppFeature.State.mainTab(tabs)) == [
        "mainTab", "settings", "alert: Hidden",
      ])
  }

  @Test func presentedAlertAndDialogShowTheirTitles() {
    let alert = App.onHistory([App.detail(id: 3, .alert(AlertState(title: "Delete entry?")))])
    #expect(currentRoute(of: alert).suffix(2) == ["HistoryDetail(id: 3)", "alert: Delete entry?"])
    let dialog = App.onHistory([App.detail(id: 3, .share(ConfirmationDialogState(title: "Share")))])
    #expect(currentRoute(of: dialog).suffix(2) == ["HistoryDetail(id: 3)", "dialog: Share"])
  }

  @Test func sheetCanPresentAnAlert() {
    var edit = App.EditFeature.State()
    edit.alert = AlertState(title: "Discard changes?")
    let state = App.onHistory([App.detail(id: 2, .edit(edit))])
    #expect(
      currentRoute(of: state) == [
        "mainTab", "history", "HistoryDetail(id: 2)", "sheet: Edit", "alert: Discard changes?",
      ])
  }

  @Test func presentationOfAStackHolderComesAfterItsStack() {
    var tabs = App.MainTabFeature.State()
    tabs.selectedTab = .history
    tabs.historyTab.path.append(App.detail(id: 4))
    tabs.historyTab.alert = AlertState(title: "Sync failed")
    #expect(
      currentRoute(of: App.AppFeature.State.mainTab(tabs)) == [
        "mainTab", "history", "HistoryDetail(id: 4)", "alert: Sync failed",
      ])
  }

  @Test func namedTabEnumNamesTheTabStackRoute() {
    var state = TabStackFixture.AppState()
    state.first.path.append(.detail(.init()))
    state.first.path.append(.another(.init()))
    state.second.path.append(.detail(.init()))
    #expect(currentRoute(of: state) == ["First", "FirstDetail", "Another"])
    state.tab = .second
    #expect(currentRoute(of: state) == ["Second", "FirstDetail"])
  }

  @Test func stateWithoutNavigationHasAnEmptyRoute() {
    #expect(currentRoute(of: 42).isEmpty)
    #expect(currentRoute(of: ["a": 1]).isEmpty)
    #expect(currentRoute(of: App.StatsFeature.State()).isEmpty)
    let absent: App.AppFeature.State? = nil
    #expect(currentRoute(of: absent as Any) == [])
  }
}
