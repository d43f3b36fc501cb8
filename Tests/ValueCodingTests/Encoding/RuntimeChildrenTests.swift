import Foundation
import Testing

@testable import ValueCoding

/// The children read from the runtime are the ones `Mirror` lists, label for label and value for
/// value, for every kind of value the summary reads that way.
@Suite struct RuntimeChildrenTests {
  final class Box { var count = 1 }
  struct Wrapped { @Clamped var level = 3 }
  @propertyWrapper struct Clamped {
    var wrappedValue: Int
  }
  struct Row { var id: Int; var title: String; var tags: [String]; var box: Box }
  struct Empty {}
  struct Generic<Value> { var value: Value; var values: [Value] }
  indirect enum Tree { case leaf(Int), node(Tree, Tree) }
  enum Action {
    case tapped
    case renamed(id: Int, title: String)
    case pair(Int, String)
    case single(String)
    case row(Row)
    case generic(Generic<UUID>)
    case boxed(Box)
  }

  static var values: [Any] {
    [
      Row(id: 3, title: "Milk", tags: ["a", "b"], box: Box()),
      Wrapped(),
      Empty(),
      Generic(value: 1.5, values: [2, 3]),
      (1, "two"),
      (first: 1, second: "two"),
      Tree.node(.leaf(1), .node(.leaf(2), .leaf(3))),
      Action.tapped,
      Action.renamed(id: 3, title: "Milk"),
      Action.pair(1, "x"),
      Action.single("x"),
      Action.row(Row(id: 1, title: "", tags: [], box: Box())),
      Action.generic(Generic(value: UUID(), values: [])),
      Action.boxed(Box()),
    ]
  }

  @Test(arguments: 0..<14)
  func listsWhatTheMirrorLists(index: Int) {
    let value = Self.values[index]
    let fromMirror = Mirror(reflecting: value).children.map { ($0.label, describe($0.value)) }
    let fromRuntime = RuntimeChildren.of(value).map { ($0.label, describe($0.value)) }
    #expect(fromRuntime.map(\.0) == fromMirror.map(\.0))
    #expect(fromRuntime.map(\.1) == fromMirror.map(\.1))
  }

  @Test func summariesOfEveryKindAreTheMirrorsOnes() {
    // The summary reads plain values through the runtime and customised ones through a mirror;
    // both give the text the mirror alone gave.
    #expect(
      summary(of: Action.renamed(id: 3, title: "Milk"), policy: .none)
        == #"renamed(id: 3, title: "Milk")"#)
    #expect(summary(of: Action.pair(1, "x"), policy: .none) == #"pair(1, "x")"#)
    #expect(
      summary(of: Tree.node(.leaf(1), .leaf(2)), policy: .none) == "node(.leaf(1), .leaf(2))")
    #expect(summary(of: (first: 1, second: "two"), policy: .none) == #"(first: 1, second: "two")"#)
    #expect(summary(of: Wrapped(), policy: .none) == "Wrapped(level: Clamped(wrappedValue: 3))")
    #expect(summary(of: Empty(), policy: .none) == "Empty()")
  }

  private func describe(_ value: Any) -> String {
    // Class instances differ by identity only; name their type.
    if type(of: value) is AnyClass { return "\(type(of: value))" }
    return String(reflecting: value)
  }
}
