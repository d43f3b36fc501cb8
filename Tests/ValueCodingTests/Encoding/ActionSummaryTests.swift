import ActionLog
import Foundation
import Testing
import ValueCoding

@Suite struct ActionSummaryTests {
  enum Detail { case editButtonTapped, titleChanged(String) }
  enum Path { case detail(Detail) }
  enum StackAction { case element(id: StackElementID, action: Path), popFrom(id: StackElementID) }
  enum Sidebar { case select(Tab) }
  enum Tab { case a, b }
  struct Item { var id: Int; var title: String }
  struct Big { var a = 1, b = 2, c = 3, d = 4 }
  enum AppAction {
    case path(StackAction)
    case sidebar(Sidebar)
    case setItems([Item])
    case queryChanged(String)
    case big(Big)
    case loaded(Result<Int, URLError>)
    case optional(Int?)
    case move(from: Int, to: Int)
    case callback(@Sendable () -> Void)
    case onAppear
  }

  @Test(arguments: [
    (
      AppAction.path(.element(id: StackElementID(rawValue: 3), action: .detail(.editButtonTapped))),
      "path(.element(id: 3, action: .detail(.editButtonTapped)))"
    ),
    (.path(.popFrom(id: StackElementID(rawValue: 1))), "path(.popFrom(id: 1))"),
    (.sidebar(.select(.b)), "sidebar(.select(.b))"),
    (
      .setItems([Item(id: 1, title: "Milk"), Item(id: 2, title: "Eggs")]),
      #"setItems([Item(id: 1, title: "Milk"), Item(id: 2, title: "Eggs")])"#
    ),
    (
      .setItems((1...5).map { Item(id: $0, title: "") }),
      #"setItems([Item(id: 1, title: ""), Item(id: 2, title: ""), Item(id: 3, title: ""), …])"#
    ),
    (
      .queryChanged(String(repeating: "a", count: 50)),
      #"queryChanged("aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa…")"#
    ),
    (.queryChanged("say \"hi\"\n"), #"queryChanged("say \"hi\"\n")"#),
    (.big(Big()), "big(Big(a: 1, b: 2, c: 3, …))"),
    (.loaded(.success(4)), "loaded(.success(4))"),
    (.optional(nil), "optional(nil)"),
    (.move(from: 1, to: 2), "move(from: 1, to: 2)"),
    (.callback({}), "callback((function))"),
    (.onAppear, "onAppear"),
  ])
  func summariesReadLikeTCA(action: AppAction, expected: String) {
    #expect(summary(of: action) == expected)
  }

  @Test func longSummariesStopAtTheLimit() {
    indirect enum Deep { case leaf(String), node(Deep, Deep) }
    let text = String(repeating: "x", count: 39)
    var deep = Deep.leaf(text)
    for _ in 0..<6 { deep = .node(deep, deep) }
    let line = summary(of: deep)
    #expect(line.hasSuffix("…"))
    #expect(line.count <= 161)
  }

  @Test func structFieldsAndPathsAreRedacted() {
    struct Login { var user: String; var token: String }
    enum Action { case submit(Login), email(String) }
    #expect(
      summary(of: Action.submit(Login(user: "ada", token: "t0k3n")))
        == #"submit(Login(user: "ada", token: <redacted>))"#)
    let policy = RedactionPolicy(keys: [], paths: ["/email"])
    #expect(summary(of: Action.email("a@b.c"), policy: policy) == "email(<redacted>)")
  }

  /// A payload whose own mirror says `.tuple` is written as a tuple's fields, like a real tuple;
  /// one that reflects as a struct keeps its type name.
  @Test func payloadsThatReflectAsTuplesShowTheirFields() {
    struct Pair: CustomReflectable {
      var a = 1, b = "x"
      var customMirror: Mirror {
        Mirror(self, children: ["a": a, "b": b], displayStyle: .tuple)
      }
    }
    struct Plain { var a = 1 }
    enum Action { case pair(Pair), plain(Plain), both(first: Int, second: Plain) }
    #expect(summary(of: Action.pair(Pair())) == #"pair(a: 1, b: "x")"#)
    #expect(summary(of: Action.plain(Plain())) == "plain(Plain(a: 1))")
    #expect(
      summary(of: Action.both(first: 2, second: Plain())) == "both(first: 2, second: Plain(a: 1))")
  }

  /// Paths are followed through nested payloads and list elements when the policy has any.
  @Test func pathsReachIntoNestedPayloadsAndLists() {
    struct Form { var names: [String] }
    enum Inner { case form(Form) }
    enum Action { case inner(Inner) }
    let policy = RedactionPolicy(keys: [], paths: ["/inner/form/names/1"])
    #expect(
      summary(of: Action.inner(.form(Form(names: ["a", "b", "c"]))), policy: policy)
        == #"inner(.form(Form(names: ["a", <redacted>, "c"])))"#)
  }
}
