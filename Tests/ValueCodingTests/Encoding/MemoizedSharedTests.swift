import Foundation
import JSONTree
import Synchronization
import Testing

@testable import ValueCoding

/// Counts its `encode(to:)` calls, so a test can see which parts were encoded again.
private struct Step: Encodable {
  static let calls = Mutex(0)
  var name: String
  var data: FakeShared<Profile>
  var draft = ""

  func encode(to encoder: any Encoder) throws {
    Self.calls.withLock { $0 += 1 }
    var container = encoder.container(keyedBy: Keys.self)
    try container.encode(name, forKey: .name)
    try container.encode(data, forKey: .data)
    try container.encode(draft, forKey: .draft)
  }

  private enum Keys: String, CodingKey { case name, data, draft }
}

private struct Profile: Encodable {
  var email = ""
  var topics: [String] = []
  var nested: FakeShared<Int>?
}

private struct Flow: Encodable {
  var data: FakeShared<Profile>
  var steps: [Step] = []
  var other: FakeShared<Profile>?
  var count = 0
}

/// `MemoizingTreeEncoder` reuses the trees of places holding `Shared` boxes while each box keeps its
/// number, is written where it was and holds the value its own memo holds.
@Suite(.serialized) struct MemoizedSharedTests {
  private let plain = TreeEncoder(policy: .default, key: RedactionKey(5, 6))

  @Test func givesThePlainEncodersTreeThroughRandomSharedChanges() throws {
    let inner = FakeSharedBox(1)
    let boxes = [
      FakeSharedBox(Profile(email: "a")), FakeSharedBox(Profile(email: "b")),
      FakeSharedBox(Profile(email: "c", nested: FakeShared(box: inner))),
    ]
    let memoizing = MemoizingTreeEncoder(plain)
    var state = Flow(data: FakeShared(box: boxes[0]))
    var seed: UInt64 = 7
    func next(_ bound: Int) -> Int {
      seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((seed >> 33) % UInt64(bound))
    }
    for step in 0..<600 {
      switch next(10) {
      case 0:
        state.steps.append(Step(name: "s\(step)", data: FakeShared(box: boxes[next(3)])))
      case 1 where !state.steps.isEmpty:
        state.steps.removeLast()
      case 2 where !state.steps.isEmpty:
        state.steps.remove(at: next(state.steps.count))
      case 3 where !state.steps.isEmpty:
        state.steps[next(state.steps.count)].draft += "x"
      case 4:
        boxes[next(3)].value.email += "!"
      case 5:
        boxes[next(3)].value.topics.append("t\(next(4))")
      case 6:
        // The box written first (with its value) moves: the root's box changes.
        state.data = FakeShared(box: boxes[next(3)])
      case 7:
        state.other = next(2) == 0 ? nil : FakeShared(box: boxes[next(3)])
      case 8:
        inner.value += 1
      default:
        state.count += 1
      }
      // A fresh table numbers boxes in the order met, as a replay's encode does; a long-lived one
      // keeps them, as the recorder's does. Both must match the plain encoder.
      let expected = try plain.encode(state)
      let actual = try memoizing.encode(state)
      #expect(actual == expected, "step \(step)")
      if actual != expected { break }
    }
  }

  @Test func givesThePlainEncodersTreeWithALongLivedNumbering() throws {
    let shared = SharedReferences()
    let boxes = [FakeSharedBox(Profile(email: "a")), FakeSharedBox(Profile(email: "b"))]
    let memoizing = MemoizingTreeEncoder(plain)
    var state = Flow(data: FakeShared(box: boxes[0]))
    for step in 0..<40 {
      state.steps.append(Step(name: "s\(step)", data: FakeShared(box: boxes[step % 2])))
      if step % 3 == 0 { boxes[step % 2].value.email += "." }
      if step % 5 == 0 { state.data = FakeShared(box: boxes[(step / 5) % 2]) }
      let expected = try plain.encode(state, shared: shared)
      #expect(try memoizing.encode(state, shared: shared) == expected, "step \(step)")
    }
  }

  @Test func stepsHoldingAnUnchangedBoxAreNotEncodedAgain() throws {
    let box = FakeSharedBox(Profile(email: "ada"))
    let memoizing = MemoizingTreeEncoder(plain)
    var state = Flow(data: FakeShared(box: box))
    state.steps = (0..<20).map { Step(name: "s\($0)", data: FakeShared(box: box)) }
    _ = try memoizing.encode(state)
    let before = Step.calls.withLock { $0 }
    state.steps[4].draft = "typed"
    let tree = try memoizing.encode(state)
    #expect(Step.calls.withLock { $0 } == before + 1)
    #expect(tree == (try plain.encode(state)))
    // The box's value changes: every place that wrote it is encoded again, the others are not.
    box.value.email = "grace"
    let changed = try memoizing.encode(state)
    #expect(changed == (try plain.encode(state)))
    #expect(changed.value(at: try JSONPointer(parsing: "/data/value/email")) == .string("grace"))
  }
}

/// Which bytes memos compare: fields, not the padding between them.
@Suite struct ValueBytesTests {
  private struct Row {
    var done = false
    var edits = 0
  }

  @Test func paddingBetweenFieldsIsNotCompared() {
    #expect(ValueBytes.ranges(of: Row.self) == [0..<1, 8..<16])
    let row = Row(done: true, edits: 3)
    var copy = row
    withUnsafeMutableBytes(of: &copy) { $0[3] = 0xA5 }
    // Whether the garbage survives into the call is up to how Swift copies the value (that is the
    // point: copies do not keep padding), so only the compared ranges are checked.
    #expect(ValueBytes.equal(row, copy, in: ValueBytes.ranges(of: Row.self)))
    copy.edits = 4
    #expect(!ValueBytes.equal(row, copy, in: ValueBytes.ranges(of: Row.self)))
  }

  @Test func typesWithoutAStructLayoutAreComparedWhole() {
    enum Choice { case a(Int), b }
    #expect(ValueBytes.ranges(of: Choice.self) == nil)
  }
}
