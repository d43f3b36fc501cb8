import Foundation
import JSONTree
import LogFormat
import Testing
import ValueCoding

/// `ActionTreeMemo` finds an action's tree again by its bytes, and only where nothing the encode
/// read can change behind those bytes.
@Suite struct ActionTreeMemoTests {
  final class Counter: Encodable { var count = 0 }
  struct Big: Encodable {
    var values = Array(repeating: 7, count: 3); var tail = (0..<40).map { $0 }
  }
  enum Action: Encodable {
    case tabSelected(Int)
    case renamed(id: Int, title: String)
    case counted(Counter)
    case shared(FakeShared<Int>)
    case many([Int])
  }

  private let encoder = TreeEncoder(policy: .default)

  @Test func aRepeatedActionIsFoundByItsBytes() throws {
    let memo = ActionTreeMemo(encoder)
    let actions: [Action] = [
      .tabSelected(1), .renamed(id: 2, title: "Milk"), .tabSelected(1), .tabSelected(2),
      .renamed(id: 2, title: "Milk"), .many([1, 2, 3]),
    ]
    for action in actions {
      #expect(try memo.tree(of: action) == encoder.encode(action))
    }
    // The second `.tabSelected(1)` and the second rename (a small string is stored inline).
    #expect(memo.hits == 2)
    let again = Action.many([1, 2, 3])
    for copy in [again, again] { #expect(try memo.tree(of: copy) == encoder.encode(copy)) }
    #expect(memo.hits == 3, "a copy of a value shares its array's buffer, so its bytes")
  }

  @Test func aClassOrASharedValueIsEncodedAgain() throws {
    let memo = ActionTreeMemo(encoder)
    let counter = Counter()
    let box = FakeSharedBox(1)
    _ = try memo.tree(of: Action.counted(counter))
    _ = try memo.tree(of: Action.shared(FakeShared(box: box)))
    counter.count = 5
    box.value = 6
    #expect(try memo.tree(of: Action.counted(counter)) == encoder.encode(Action.counted(counter)))
    #expect(
      try memo.tree(of: Action.shared(FakeShared(box: box)))
        == encoder.encode(Action.shared(FakeShared(box: box))))
    #expect(memo.hits == 0)
  }

  @Test func treesFollowTheEncodersPolicy() throws {
    let memo = ActionTreeMemo(TreeEncoder(policy: RedactionPolicy(keys: ["title"], paths: [])))
    let action = Action.renamed(id: 1, title: "secret")
    let first = try memo.tree(of: action)
    #expect(first.jsonText.contains("secret") == false)
    #expect(try memo.tree(of: action) == first)
    #expect(memo.hits == 1)
  }

  @Test func theLastKeptTreesJSONSummaryIsMadeOnce() throws {
    let memo = ActionTreeMemo(encoder)
    let tree = try memo.tree(of: Action.renamed(id: 2, title: "Milk"))
    #expect(memo.jsonSummaryOfLastTree() == jsonSummary(of: tree))
    _ = try memo.tree(of: Action.renamed(id: 2, title: "Milk"))
    #expect(memo.jsonSummaryOfLastTree() == jsonSummary(of: tree))
    _ = try memo.tree(of: Action.counted(Counter()))
    #expect(memo.jsonSummaryOfLastTree() == nil, "a tree that was not kept")
    _ = try memo.tree(of: Action.tabSelected(3))
    memo.forgetLast()
    #expect(memo.jsonSummaryOfLastTree() == nil)
  }

  @Test func aLargeTreeIsNotKept() throws {
    let memo = ActionTreeMemo(encoder)
    let page = Action.many(Array(0..<ActionTreeMemo.largestTree))
    #expect(try memo.tree(of: page) == encoder.encode(page))
    #expect(try memo.tree(of: page) == encoder.encode(page))
    #expect(memo.hits == 0)
    let small = Action.many(Array(0..<(ActionTreeMemo.largestTree - 3)))
    _ = try memo.tree(of: small)
    _ = try memo.tree(of: small)
    #expect(memo.hits == 1)
  }

  @Test func aLargeValueIsEncodedEveryTime() throws {
    let memo = ActionTreeMemo(encoder)
    let big = Big()
    #expect(try memo.tree(of: big) == encoder.encode(big))
    #expect(try memo.tree(of: big) == encoder.encode(big))
    #expect(memo.hits == (MemoryLayout<Big>.size <= 256 ? 1 : 0))
  }
}
