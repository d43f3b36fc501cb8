import Foundation
import Testing
import ValueCoding

/// `SummaryMemo` finds a summary again by its action's bytes, and only where nothing the summary
/// reads can change behind those bytes.
@Suite struct SummaryMemoTests {
  final class Counter { var count = 0 }
  struct Mirrored: CustomReflectable {
    let counter: Counter
    var customMirror: Mirror { Mirror(self, children: ["count": counter.count]) }
  }
  enum Action {
    case tabSelected(ActionSummaryTests.Tab)
    case renamed(id: Int, title: String)
    case counted(Counter)
    case shared(FakeShared<Int>)
    case mirrored(Mirrored)
    case many([Int])
  }

  @Test func aRepeatedActionIsFoundByItsBytes() {
    let memo = SummaryMemo(policy: .default)
    let actions: [Action] = [
      .tabSelected(.b), .renamed(id: 2, title: "Milk"), .tabSelected(.b),
      .renamed(id: 2, title: String(repeating: "long ", count: 4)),
      .renamed(id: 2, title: String(repeating: "long ", count: 4)), .many([1, 2, 3]),
    ]
    for action in actions {
      #expect(memo.summary(of: action) == summary(of: action))
    }
    // The second `.tabSelected(.b)` hits; the long titles are equal strings in two buffers, so
    // their bytes differ: a miss, summarised again.
    #expect(memo.hits == 1)
    let again = Action.many([1, 2, 3])
    let copies = [again, again]
    for copy in copies { #expect(memo.summary(of: copy) == "many([1, 2, 3])") }
    #expect(memo.hits == 2, "a copy of a value shares its array's buffer, so its bytes")
  }

  @Test func aClassAClosureOrASharedValueIsReadAgain() {
    let memo = SummaryMemo(policy: .default)
    let counter = Counter()
    let box = FakeSharedBox(1)
    let mirrored = Mirrored(counter: counter)
    #expect(memo.summary(of: Action.counted(counter)) == "counted(Counter(count: 0))")
    #expect(memo.summary(of: Action.shared(FakeShared(box: box))) == "shared(1)")
    #expect(memo.summary(of: Action.mirrored(mirrored)) == "mirrored(Mirrored(count: 0))")
    counter.count = 5
    box.value = 6
    #expect(memo.summary(of: Action.counted(counter)) == "counted(Counter(count: 5))")
    #expect(memo.summary(of: Action.shared(FakeShared(box: box))) == "shared(6)")
    #expect(memo.summary(of: Action.mirrored(mirrored)) == "mirrored(Mirrored(count: 5))")
    #expect(memo.hits == 0)
  }

  @Test func aSummaryThatLeavesPartOutIsNotKept() {
    let memo = SummaryMemo(policy: .default)
    let long = Action.many(Array(0..<10_000))
    let title = Action.renamed(id: 1, title: String(repeating: "x", count: 1_000))
    for _ in 0..<3 {
      #expect(memo.summary(of: long) == "many([0, 1, 2, …])")
      #expect(memo.summary(of: title) == summary(of: title))
    }
    #expect(memo.hits == 0, "the memo would hold a 10,000-element array and a long string")
  }

  @Test func summariesFollowTheMemosPolicy() {
    let memo = SummaryMemo(policy: RedactionPolicy(keys: ["title"], paths: []))
    let action = Action.renamed(id: 1, title: "secret")
    #expect(memo.summary(of: action) == "renamed(id: 1, title: <redacted>)")
    #expect(memo.summary(of: action) == "renamed(id: 1, title: <redacted>)")
    #expect(memo.hits == 1)
  }
}
