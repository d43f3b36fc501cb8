import ComposableStore
import Testing

@testable import ActionLog
@testable import LogFormat
@testable import ValueCoding

// Routes of unusual state shapes: tab names, limits, class elements, concurrent walks,
// existential fields, named data. The edge cases of overrides and nesting are in
// RouteEdgeCaseTests.

@Suite struct RouteTabSelectionTests {
  @Test(arguments: [
    ("tab", true), ("tabs", true), ("selectedTab", true), ("tabSelection", true),
    ("current_tab", true), ("TAB", true), ("selectedTabBar", true), ("tab2", true),
    ("table", false), ("stable", false), ("tableStyle", false), ("TABLE", false),
    ("establishment", false), ("selection", false),
  ])
  func tabSelectionNeedsTheWordTab(label: String, isTab: Bool) {
    #expect(TabSelection.namesATab(label) == isTab)
  }

  enum Style { case plain, grouped }

  struct TableScreen {
    var tableStyle: Style = .grouped
    var plain = RouteEdgeCaseTests.ProfileState()
  }

  @Test func enumPropertyNamedTableIsNotATab() {
    #expect(currentRoute(of: TableScreen()) == ["Profile"])
  }
}

@Suite struct RouteLimitTests {
  struct LongStack {
    var path = StackState<AppRootFixture.Path.State>(
      (0..<1_000).map { AppRootFixture.detail(id: $0) })
  }

  @Test func veryLongStacksAreCutAtTheComponentLimit() {
    let route = currentRoute(of: LongStack())
    #expect(route.count == RouteWalker.componentLimit)
    #expect(route.first == "HistoryDetail(id: 0)")
  }

  struct Overflowing: RouteOverriding {
    var routeOverride: [String]? { Array(repeating: "x", count: 1_000) }
  }

  @Test func overridesAreCutAtTheComponentLimit() {
    #expect(currentRoute(of: Overflowing()).count == RouteWalker.componentLimit)
  }

  enum Labeled {
    case detail(id: Int, state: AppRootFixture.HistoryFeature.State)
  }

  @Test func tuplePayloadsAreSearched() {
    var history = AppRootFixture.HistoryFeature.State()
    history.alert = AlertState(title: "Inside")
    var stack = StackState<Labeled>()
    stack.append(.detail(id: 1, state: history))
    #expect(currentRoute(of: LabeledHolder(stack: stack)) == ["Detail", "alert: Inside"])
  }

  struct LabeledHolder { var stack: StackState<Labeled> }
}

@Suite struct RouteClassStateTests {
  final class ReportModel {
    let id = 5
    var title = "Q3"
  }

  struct Reports { var path = StackState<ReportModel>() }

  @Test func classElementsAreNamedWithTheirID() {
    var reports = Reports()
    reports.path.append(ReportModel())
    #expect(currentRoute(of: reports) == ["ReportModel(id: 5)"])
  }
}

@Suite struct RouteConcurrencyTests {
  @Test func concurrentWalksAgreeWithASingleWalk() async {
    let state = AppRootFixture.onHistory([AppRootFixture.detail(id: 2, .edit(.init()))])
    let expected = currentRoute(of: state)
    let routes = await withTaskGroup(of: [String].self) { group in
      for _ in 0..<16 { group.addTask { currentRoute(of: state) } }
      return await group.reduce(into: []) { $0.append($1) }
    }
    #expect(routes.count == 16)
    #expect(routes.allSatisfy { $0 == expected })
  }
}

@Suite struct RouteExistentialFieldTests {
  struct Failure: Error {}
  struct WithError {
    var failure: (any Error)?
    var anything: Any = 1
    @PresentationState var sheet: Sheet.State?
  }
  enum Sheet { struct State {} }

  @Test func statesWithExistentialFieldsGetARouteInsteadOfCrashing() {
    var state = WithError(failure: Failure())
    #expect(currentRoute(of: state) == [])
    state.sheet = Sheet.State()
    #expect(currentRoute(of: state) == ["sheet: Sheet"])
  }
}

@Suite struct RouteNamedDataTests {
  enum Tab: NamedScreen {
    case first, second
    var screenName: String { self == .first ? "First" : "Second" }
  }
  struct Detail { var origin: Tab = .second }
  struct Root {
    var selectedTab: Tab = .first
    var path = StackState<Detail>()
  }

  @Test func aNamedEnumHeldAsDataIsNotAScreen() {
    var root = Root()
    root.path.append(Detail())
    #expect(currentRoute(of: root) == ["First", "Detail"])
  }
}
