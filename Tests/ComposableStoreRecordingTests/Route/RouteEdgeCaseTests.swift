import ComposableStore
import Foundation
import Testing
import ToolSupport

@testable import ActionLog
@testable import LogFormat
@testable import ValueCoding

@Suite struct RouteEdgeCaseTests {
  typealias App = AppRootFixture

  struct CheckoutState: RouteOverriding {
    var step = 2
    var override = true
    var path = StackState<App.Path.State>([App.detail(id: 9)])
    var routeOverride: [String]? { override ? ["Checkout", "step \(step)"] : nil }
  }

  struct CartState {
    var path = StackState<CartPath>()
  }

  enum CartPath {
    case checkout(CheckoutState)
  }

  @Test func overridingElementReplacesItsComponentAndEverythingBelow() {
    var cart = CartState()
    cart.path.append(.checkout(CheckoutState()))
    #expect(currentRoute(of: cart) == ["Checkout", "step 2"])
  }

  @Test func nilOverrideKeepsTheDerivedRoute() {
    var cart = CartState()
    cart.path.append(.checkout(CheckoutState(override: false)))
    #expect(currentRoute(of: cart) == ["CheckoutState", "HistoryDetail(id: 9)"])
  }

  @Test func overridingRootReplacesTheWholeRoute() {
    #expect(currentRoute(of: CheckoutState()) == ["Checkout", "step 2"])
  }

  struct ProfileState: NamedScreen {
    var path = StackState<App.Path.State>()
    var screenName: String { "Profile" }
  }

  struct ShellState {
    var banner = "Welcome"
    var profile = ProfileState()
  }

  @Test func namedOrdinaryChildContributesItsOwnComponent() {
    var shell = ShellState()
    shell.profile.path.append(.stats(.init()))
    #expect(currentRoute(of: shell) == ["Profile", "Stats"])
  }

  struct SessionState {
    @Shared var selectedTab: App.MainTabFeature.Tab
    @Shared var history: App.HistoryFeature.State
  }

  @Test func sharedStateIsReadThroughItsValue() {
    var history = App.HistoryFeature.State()
    history.path.append(App.detail(id: 5, .edit(.init())))
    let session = SessionState(selectedTab: .history, history: history)
    #expect(currentRoute(of: session) == ["history", "HistoryDetail(id: 5)", "sheet: Edit"])
    #expect(currentRoute(of: Shared(App.onHistory([App.detail(id: 1)]))).count == 3)
  }

  final class Node {
    var name: String
    var next: Node?
    var path = StackState<App.Path.State>()
    init(name: String) { self.name = name }
  }

  struct GraphState {
    var root: Node
  }

  @Test func cyclicClassPropertiesAreVisitedOnce() {
    let first = Node(name: "first")
    let second = Node(name: "second")
    first.next = second
    second.next = first
    first.path.append(.stats(.init()))
    second.path.append(.loading)
    #expect(currentRoute(of: GraphState(root: first)) == ["Loading", "Stats"])
  }

  struct Level: NamedScreen {
    var depth: Int
    var next: LevelBox?
    var screenName: String { "L\(depth)" }
  }

  final class LevelBox {
    let level: Level
    init(_ level: Level) { self.level = level }
  }

  @Test func deepNestingStopsAtTheDepthLimit() {
    var level = Level(depth: 500, next: nil)
    for depth in (0..<500).reversed() { level = Level(depth: depth, next: LevelBox(level)) }
    let route = currentRoute(of: level)
    #expect(route.first == "L0")
    #expect(route.count < RouteWalker.depthLimit)
  }

  struct RowState {
    var id: Int
    @PresentationState var alert: AlertState<App.AlertAction>?
  }

  struct ListState {
    var rows: [RowState]
    var byName: [String: RowState]
  }

  @Test func collectionsOtherThanStacksAreNotWalked() {
    var row = RowState(id: 1)
    row.alert = AlertState(title: "Row alert")
    let list = ListState(rows: Array(repeating: row, count: 100_000), byName: ["a": row])
    #expect(currentRoute(of: list) == [])
  }

  struct ItemFeatureState {
    var id: UUID
  }

  struct TaggedID {
    var rawValue: String
  }

  struct TaggedItemState {
    var id: TaggedID
  }

  @Test func idSuffixShortensUUIDsAndUnwrapsTaggedIDs() throws {
    let uuid = try #require(UUID(uuidString: "3F2504E0-4F89-11D3-9A0C-0305E82C3301"))
    var items = StackState<ItemFeatureState>()
    items.append(ItemFeatureState(id: uuid))
    #expect(currentRoute(of: CartStackHolder(items: items)) == ["ItemFeatureState(id: 3F2504E0)"])
    var tagged = StackState<TaggedItemState>()
    tagged.append(TaggedItemState(id: TaggedID(rawValue: "abc")))
    #expect(currentRoute(of: TaggedHolder(items: tagged)) == ["TaggedItemState(id: abc)"])
  }

  struct CartStackHolder { var items: StackState<ItemFeatureState> }
  struct TaggedHolder { var items: StackState<TaggedItemState> }

  enum Mode {
    case idle
    case failed(String)
    case picking(App.StatsFeature.State)
  }

  struct ModeHolder {
    var mode: Mode
  }

  @Test func nestedEnumsContributeOnlyForStatePayloads() {
    #expect(currentRoute(of: ModeHolder(mode: .idle)) == [])
    #expect(currentRoute(of: ModeHolder(mode: .failed("offline"))) == [])
    #expect(currentRoute(of: ModeHolder(mode: .picking(.init()))) == ["picking"])
  }

  struct TwoPanes {
    var currentTab: PaneTab = .left
    var leftPane = ProfileState()
    var rightPane = ProfileState()
  }

  enum PaneTab { case left, right, other }

  @Test func tabSelectionMatchesSuffixedSiblingsAndFallsBackToAll() {
    var panes = TwoPanes()
    panes.rightPane.path.append(.loading)
    #expect(currentRoute(of: panes) == ["left", "Profile"])
    panes.currentTab = .right
    #expect(currentRoute(of: panes) == ["right", "Profile", "Loading"])
    panes.currentTab = .other
    #expect(currentRoute(of: panes) == ["other", "Profile", "Profile", "Loading"])
  }

  @Test(arguments: [
    (App.HistoryDetailFeature.State.self as Any.Type, "HistoryDetail"),
    (App.Path.State.self, "Path"),
    (GenericFeature<Int>.State.self, "Generic"),
    (Feature.self, "Feature"),
    (Int.self, "Int"),
  ])
  func screenNamesDropModuleGenericsStateAndFeature(type: Any.Type, name: String) {
    #expect(ScreenName.of(type) == name)
  }

  enum GenericFeature<Value> { struct State {} }
  struct Feature {}

  struct PlainState {
    var title = ""
    var count = 0
    var tags: [String] = []
    var nested = Inner()
    struct Inner { var when = Date(timeIntervalSince1970: 0); var id = UUID() }
  }

  struct MixedState {
    var title = ""
    var plain = PlainState()
    var path = StackState<App.Path.State>()
    var maybe: App.HistoryFeature.State?
    var action: @Sendable () -> Void = {}
  }

  @Test func typeFactsSkipFieldsThatCannotHoldNavigation() {
    #expect(!RouteTypeFacts.of(PlainState.self).mayContainNavigation)
    let mixed = RouteTypeFacts.of(MixedState.self)
    #expect(mixed.mayContainNavigation)
    #expect(mixed.relevantFields?.map(\.label) == ["path", "maybe"])
  }

  struct EditorHost {
    @PresentationState var editor: App.EditFeature.State?
    var panes = StackState<PanePath>()
  }

  enum PanePath {
    case pair(Int, Int)
    case blank
  }

  @Test func structPresentationIsASheetAndUntypedElementsUseTheirCase() {
    var host = EditorHost()
    host.panes.append(.pair(1, 2))
    host.panes.append(.blank)
    host.editor = App.EditFeature.State()
    #expect(currentRoute(of: host) == ["Pair", "Blank", "sheet: Edit"])
  }
}
