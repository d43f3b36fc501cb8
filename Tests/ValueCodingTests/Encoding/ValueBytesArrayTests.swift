import JSONTree
import Synchronization
import Testing

@testable import ValueCoding

/// A list whose `encode(to:)` counts its calls, so a test sees when a memo walked it again.
private struct CountedList: Encodable {
  static let calls = Mutex(0)
  var items: [Int]
  var title = "list"

  func encode(to encoder: any Encoder) throws {
    Self.calls.withLock { $0 += 1 }
    var container = encoder.unkeyedContainer()
    for item in items { try container.encode(item) }
  }
}

private struct ListHolder: Encodable {
  var list: CountedList
  var count = 0
}

/// Memos tell a value unchanged when only its arrays' storage differs, comparing elements.
@Suite(.serialized) struct ValueBytesArrayTests {
  private struct Padded {
    var done = false
    var edits = 0
  }

  private struct Stack {
    var steps: [Padded]
    var top = 0
    var names: ContiguousArray<String> = []
  }

  private struct Outer {
    var flag = false
    var stack: Stack
  }

  @Test func theLayoutListsInlineArraysAndTheBytesAroundThem() throws {
    let layout = try #require(ValueBytes.layout(of: Stack.self))
    #expect(layout.ranges == [8..<16])
    #expect(layout.arrayOffsets == [0, 16])
    let outer = try #require(ValueBytes.layout(of: Outer.self))
    #expect(outer.arrayOffsets == [8, 24])
    #expect(ValueBytes.layout(of: Padded.self) == nil)
    #expect(ValueBytes.layout(of: [Int].self) == nil)
  }

  @Test func arraysWithNewStorageAndEqualElementsAreEqual() throws {
    let layout = try #require(ValueBytes.layout(of: Stack.self))
    let old = Stack(steps: (0..<40).map { Padded(done: $0 % 2 == 0, edits: $0) }, names: ["a"])
    var new = old
    new.steps[5].edits += 1
    new.steps[5].edits -= 1
    #expect(!ValueBytes.equal(old, new, in: ValueBytes.ranges(of: Stack.self)))
    #expect(ValueBytes.equalFollowingArrays(old, new, layout: layout))
    new.steps[39].done.toggle()
    #expect(!ValueBytes.equalFollowingArrays(old, new, layout: layout))
    new = old
    new.steps.removeLast()
    #expect(!ValueBytes.equalFollowingArrays(old, new, layout: layout))
    new = old
    new.names[0] = "b"
    #expect(!ValueBytes.equalFollowingArrays(old, new, layout: layout))
    new = old
    new.top = 1
    #expect(!ValueBytes.equalFollowingArrays(old, new, layout: layout))
  }

  @Test func aMemoReusesAListWhoseStorageOnlyWasCopied() throws {
    let plain = TreeEncoder(policy: .default)
    let memoizing = MemoizingTreeEncoder(plain)
    var holder = ListHolder(list: CountedList(items: Array(0..<30)))
    let first = try memoizing.encode(holder)
    let before = CountedList.calls.withLock { $0 }
    // The memo holds the old items, so this writes a copy: new storage, the same elements.
    holder.list.items[3] += 1
    holder.list.items[3] -= 1
    holder.count = 1
    let second = try memoizing.encode(holder)
    #expect(CountedList.calls.withLock { $0 } == before)
    #expect(second == (try plain.encode(holder)))
    let listPointer = try JSONPointer(parsing: "/list")
    let sameList = second.value(at: listPointer)?.isIdentical(
      to: first.value(at: listPointer) ?? .null)
    #expect(sameList == true)
    holder.list.items[3] = 300
    let third = try memoizing.encode(holder)
    // One call from the plain encode above, one from this encode.
    #expect(CountedList.calls.withLock { $0 } == before + 2)
    #expect(third == (try plain.encode(holder)))
  }
}
