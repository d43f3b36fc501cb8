import Testing

@testable import ComposableStore

// Enums of every shape the runtime lays out differently; each case path through the layout-based
// extraction must answer exactly as the `Mirror`-based one.

private enum Shared: Equatable, Sendable {
  case a(Int)
  case b(Int)
  case text(String)
  case pair(id: Int, name: String)
  case tuple(Int, String)
  case maybe(Int?)
  case list([Int])
  case tapped
  case closed
}

private enum SinglePayload: Equatable, Sendable {
  case value(String)
  case empty
  case other
}

private enum OnlyCase: Equatable, Sendable {
  case only(Int)
}

private enum OnlyEmptyCase: Equatable, Sendable {
  case only
}

private enum Recursive: Equatable, Sendable {
  indirect case nested(Recursive)
  case leaf(Int)
  indirect case boxed(Int)
}

private indirect enum Tree: Equatable, Sendable {
  case node(Int, Tree)
  case value(Int)
  case empty
}

private struct Large: Equatable, Sendable {
  var a = 1
  var b = "two"
  var c = 3.0
  var d: [Int] = [4]
  var e = "five"
}

private enum Big: Equatable, Sendable {
  case large(Large)
  case small(Int8)
  case none
}

private class Base: @unchecked Sendable {
  let id: Int
  init(id: Int) { self.id = id }
}

private final class Derived: Base, @unchecked Sendable {}

private enum Objects: Sendable {
  case base(Base)
  case derived(Derived)
  case any(any Sendable)
  case failure(any Error)
}

private struct Failure: Error, Equatable {
  let code: Int
}

private enum Described: Equatable, Sendable, CustomStringConvertible {
  case first(Int)
  case second
  case third

  var description: String { "same" }
}

private enum Overloaded: Equatable, Sendable {
  case value(x: Int)
  case value(y: Int)
}

private enum Child: Equatable, Sendable {
  case tap
  case set(Int)
}

/// Extracts `roots` with a fresh layout-based path and a fresh `Mirror` path per root, and with one
/// long-lived path of each kind in order, expects equal answers, and returns the fresh answers.
private func answers<Root, Value>(
  _ embed: @escaping @Sendable (Value) -> Root,
  on roots: [Root],
  equal: (Value, Value) -> Bool,
  sourceLocation: SourceLocation = #_sourceLocation
) -> [Value?] {
  func agree(_ lhs: Value?, _ rhs: Value?) -> Bool {
    switch (lhs, rhs) {
    case (nil, nil): true
    case (let lhs?, let rhs?): equal(lhs, rhs)
    default: false
    }
  }
  let fast = roots.map { ReflectedCase(embed: embed).extract(from: $0) }
  let mirror = roots.map { ReflectedCase(embed: embed, usesLayout: false).extract(from: $0) }
  let learningFast = ReflectedCase(embed: embed)
  let learningMirror = ReflectedCase(embed: embed, usesLayout: false)
  for (index, root) in roots.enumerated() {
    #expect(agree(fast[index], mirror[index]), "root #\(index)", sourceLocation: sourceLocation)
    let learned = learningFast.extract(from: root)
    let reference = learningMirror.extract(from: root)
    #expect(agree(learned, reference), "learned, root #\(index)", sourceLocation: sourceLocation)
  }
  return fast
}

private func answers<Root, Value: Equatable>(
  _ embed: @escaping @Sendable (Value) -> Root,
  on roots: [Root],
  sourceLocation: SourceLocation = #_sourceLocation
) -> [Value?] {
  answers(embed, on: roots, equal: ==, sourceLocation: sourceLocation)
}

private let sharedRoots: [Shared] = [
  .a(1), .b(2), .text("t"), .pair(id: 3, name: "n"), .tuple(4, "u"), .maybe(nil), .maybe(5),
  .list([6]), .tapped, .closed,
]

@Suite struct CasePathLayoutTests {
  @Test func casesSharingAPayloadTypeAreTellApartByTag() {
    #expect(answers(Shared.a, on: sharedRoots) == [1, nil, nil, nil, nil, nil, nil, nil, nil, nil])
    #expect(answers(Shared.b, on: sharedRoots) == [nil, 2, nil, nil, nil, nil, nil, nil, nil, nil])
    #expect(answers(Shared.text, on: sharedRoots).compactMap { $0 } == ["t"])
  }

  @Test func payloadlessCasesMatchAVoidEmbedOnly() {
    let tapped = answers({ (_: Void) in Shared.tapped }, on: sharedRoots, equal: { _, _ in true })
    #expect(tapped.map { $0 != nil } == sharedRoots.map { $0 == .tapped })
    let only = answers({ (_: Void) in OnlyEmptyCase.only }, on: [.only], equal: { _, _ in true })
    #expect(only.map { $0 != nil } == [true])
  }

  @Test func labeledAndUnlabeledTuplePayloadsMatchTheirOwnCase() {
    let pairs = answers(
      { (payload: (id: Int, name: String)) in Shared.pair(id: payload.id, name: payload.name) },
      on: sharedRoots, equal: { $0.id == $1.id && $0.name == $1.name })
    #expect(pairs.compactMap { $0?.id } == [3])
    let tuples = answers(Shared.tuple, on: sharedRoots, equal: { $0.0 == $1.0 && $0.1 == $1.1 })
    #expect(tuples.compactMap { $0?.1 } == ["u"])
    // A case constructor drops the labels; the unlabeled payload goes through the dynamic cast.
    let unlabeled = answers(Shared.pair, on: sharedRoots, equal: { $0.0 == $1.0 && $0.1 == $1.1 })
    #expect(unlabeled.compactMap { $0?.0 } == [3])
  }

  @Test func optionalAndCollectionPayloadsKeepTheirDynamicCasts() {
    let maybe = answers(Shared.maybe, on: sharedRoots)
    #expect(
      maybe.map { $0 != nil } == sharedRoots.map { if case .maybe = $0 { true } else { false } })
    #expect(maybe[6] == 5)
    let widened = answers({ (value: Int?) in Shared.a(value ?? 0) }, on: sharedRoots)
    #expect(widened[0] == 1)
    let list = answers(Shared.list, on: sharedRoots)
    #expect(list.compactMap { $0 } == [[6]])
  }

  @Test func singlePayloadAndSingleCaseEnumsExtract() {
    let roots: [SinglePayload] = [.value("v"), .empty, .other]
    #expect(answers(SinglePayload.value, on: roots) == ["v", nil, nil])
    #expect(answers(OnlyCase.only, on: [.only(9)]) == [9])
  }

  @Test func genericNavigationActionsExtract() {
    let presentation: [PresentationAction<Child>] = [
      .presented(.tap), .presented(.set(1)), .dismiss,
    ]
    let presented = answers(PresentationAction<Child>.presented, on: presentation)
    #expect(presented == [.tap, .set(1), nil])
    let stack: [StackAction<Int, Child>] = [
      .element(id: 1, action: .tap), .popFrom(id: 2), .push(id: 3, state: 4),
    ]
    let elements = answers(
      StackAction<Int, Child>.element, on: stack,
      equal: { $0.0 == $1.0 && $0.1 == $1.1 }
    )
    #expect(elements.map { $0?.0 } == [1, nil, nil])
    #expect(answers(StackAction<Int, Child>.popFrom, on: stack) == [nil, 2, nil])
  }

  @Test func indirectCasesAndIndirectEnumsExtract() {
    let roots: [Recursive] = [.nested(.leaf(1)), .leaf(2), .boxed(3)]
    #expect(answers(Recursive.nested, on: roots) == [.leaf(1), nil, nil])
    #expect(answers(Recursive.leaf, on: roots) == [nil, 2, nil])
    #expect(answers(Recursive.boxed, on: roots) == [nil, nil, 3])
    let trees: [Tree] = [.node(1, .empty), .value(2), .empty]
    #expect(answers(Tree.value, on: trees) == [nil, 2, nil])
    let nodes = answers(Tree.node, on: trees, equal: { $0.0 == $1.0 && $0.1 == $1.1 })
    #expect(nodes.map { $0?.0 } == [1, nil, nil])
  }

  @Test func optionalRootsAnswerAsMirrorDoes() {
    let roots: [Int?] = [1, nil]
    #expect(answers(Optional<Int>.some, on: roots) == [nil, nil])
  }

  @Test func largePayloadsCopyOutWhole() {
    let roots: [Big] = [.large(Large()), .small(1), .none]
    #expect(answers(Big.large, on: roots) == [Large(), nil, nil])
    #expect(answers(Big.small, on: roots) == [nil, 1, nil])
  }

  @Test func classAndExistentialPayloadsExtract() {
    let derived = Derived(id: 2)
    let roots: [Objects] = [
      .base(Base(id: 1)), .derived(derived), .base(derived), .any(3), .failure(Failure(code: 4)),
    ]
    let bases = answers(Objects.base, on: roots, equal: { $0 === $1 })
    #expect(bases.map { $0?.id } == [1, nil, 2, nil, nil])
    let subclass = answers(
      { (value: Derived) in Objects.base(value) }, on: roots, equal: { $0 === $1 })
    #expect(subclass.map { $0?.id } == [nil, nil, 2, nil, nil])
    let errors = answers(Objects.failure, on: roots, equal: { "\($0)" == "\($1)" })
    #expect(errors.map { ($0 as? Failure)?.code } == [nil, nil, nil, nil, 4])
    let concrete = answers({ (value: Failure) in Objects.failure(value) }, on: roots)
    #expect(concrete == [nil, nil, nil, nil, Failure(code: 4)])
    let anything = answers(Objects.any, on: roots, equal: { "\($0)" == "\($1)" })
    #expect(anything.map { $0 as? Int } == [nil, nil, nil, 3, nil])
  }

  @Test func customEmbedClosuresAreConfirmedByReembedding() {
    #expect(answers({ (value: Int) in Shared.b(value) }, on: sharedRoots).compactMap { $0 } == [2])
    let moved = answers({ (value: Int) in Shared.b(value + 1) }, on: sharedRoots)
    #expect(moved.compactMap { $0 } == [2])
    let constant = answers({ (_: Int) in Shared.tapped }, on: sharedRoots)
    #expect(constant.allSatisfy { $0 == nil })
    let split = answers(
      { (value: Int) in value > 1 ? Shared.b(value) : Shared.a(value) }, on: sharedRoots)
    #expect(split.compactMap { $0 } == [1, 2])
  }

  @Test func customDescriptionsAndOverloadedNamesStayOnMirror() {
    #expect(EnumLayout(of: Described.self) == nil)
    #expect(EnumLayout(of: Overloaded.self) == nil)
    let described: [Described] = [.first(1), .second, .third]
    let second = answers({ (_: Void) in Described.second }, on: described, equal: { _, _ in true })
    // `Mirror` labels payload-less cases by description, so both payload-less cases match.
    #expect(second.map { $0 != nil } == [false, true, true])
    let overloaded: [Overloaded] = [.value(x: 1), .value(y: 2)]
    #expect(answers(Overloaded.value(x:), on: overloaded) == [1, 2])
  }

  @Test func layoutReadsPayloadTypesAndIndirectCases() throws {
    let layout = try #require(EnumLayout(of: Recursive.self))
    let kinds = layout.cases.map { entry -> String in
      switch entry.payload {
      case .empty: "empty"
      case .inline(let type, let castDescriptor): "\(type) decided:\(castDescriptor != nil)"
      case .opaque: "opaque"
      }
    }
    #expect(kinds == ["opaque", "Int decided:true", "opaque"])
    let shared = try #require(EnumLayout(of: Shared.self))
    #expect(shared.cases.count == 9)
    #expect(shared.metadata.tag(of: Shared.tapped) == 7)
    #expect(shared.metadata.tag(of: Shared.list([])) == 6)
  }
}
