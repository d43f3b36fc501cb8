import Foundation
import JSONTree
import Testing

@testable import ValueCoding

private struct CopiedProfile: Encodable {
  var name: String
  var items: [Int]
}

private struct CopiedCard: Encodable {
  var shared: FakeShared<CopiedProfile>
  var n: Int
  var tags: [String]
}

private enum CopiedStep: Encodable {
  case card(CopiedCard)
  case pair(FakeShared<CopiedProfile>, Int)
  case list([Int])
  case none
}

private struct CopiedInner: Encodable {
  var flag = false
  var steps: ContiguousArray<CopiedStep> = []
}

private struct CopiedState: Encodable {
  var steps: [CopiedStep] = []
  var other = 0
  var inner = CopiedInner()
  var cards: [CopiedCard] = []
}

/// Arrays written back unchanged (new storage, equal elements) of enums and structs holding
/// `Shared` boxes whose values change too: the memo gives the plain encoder's tree throughout.
@Suite(.serialized) struct MemoCopiedArraysTests {
  @Test(arguments: [1, 2, 3, 4, 5, 6, 7, 8])
  func givesThePlainTreeThroughCopiedArraysOfEnumsHoldingSharedBoxes(seed start: Int) throws {
    let plain = TreeEncoder(policy: .default, key: RedactionKey(3, 4))
    let memoizing = MemoizingTreeEncoder(plain)
    let refs = SharedReferences()
    let boxes = (0..<3).map { FakeSharedBox(CopiedProfile(name: "p\($0)", items: [$0])) }
    var state = CopiedState()
    var seed = UInt64(start)
    func next(_ bound: Int) -> Int {
      seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((seed >> 33) % UInt64(bound))
    }
    func box() -> FakeShared<CopiedProfile> { FakeShared(box: boxes[next(boxes.count)]) }
    func step() -> CopiedStep {
      switch next(4) {
      case 0: .card(CopiedCard(shared: box(), n: next(3), tags: ["t\(next(2))"]))
      case 1: .pair(box(), next(3))
      case 2: .list([next(3)])
      default: .none
      }
    }
    for index in 0..<600 {
      switch next(14) {
      case 0: state.steps.append(step())
      case 1 where !state.steps.isEmpty: state.steps.removeLast()
      case 2 where !state.steps.isEmpty:
        let i = next(state.steps.count)
        state.steps[i] = state.steps[i]  // new storage, same elements
      case 3 where !state.steps.isEmpty: state.steps[next(state.steps.count)] = step()
      case 4: state.other = next(3)
      case 5: boxes[next(3)].value.name = "n\(next(3))"
      case 6:
        let b = boxes[next(3)]
        b.value.items = b.value.items  // same
        b.value.items.append(0)
        b.value.items.removeLast()  // new storage, same elements
      case 7: boxes[next(3)].value.items = [next(3)]
      case 8: state.inner.steps.append(step())
      case 9 where !state.inner.steps.isEmpty:
        let i = next(state.inner.steps.count)
        state.inner.steps[i] = state.inner.steps[i]
      case 10: state.cards.append(CopiedCard(shared: box(), n: next(3), tags: []))
      case 11 where !state.cards.isEmpty:
        let i = next(state.cards.count)
        state.cards[i].tags.append("x")
        state.cards[i].tags.removeLast()
      case 12 where !state.cards.isEmpty:
        state.cards[next(state.cards.count)].shared = box()
      case 13 where state.steps.count > 1:
        state.steps.swapAt(0, state.steps.count - 1)
      default: state.inner.flag.toggle()
      }
      let expected = try plain.encode(state, shared: refs)
      let actual = try memoizing.encode(state, shared: refs)
      #expect(actual == expected, "seed \(start) step \(index)")
      if actual != expected { break }
    }
  }
}
