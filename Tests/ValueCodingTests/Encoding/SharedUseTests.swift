import JSONTree
import Testing

@testable import ValueCoding

/// A memo slot keeps one `Shared` use per box: a box met again inside the same value, not writing
/// its value, adds nothing a claim could fail on.
@Suite struct SharedUseTests {
  private struct Step: Encodable {
    var name: String
    var data: FakeShared<Int>
  }

  private struct Flow: Encodable {
    var data: FakeShared<Int>
    var steps: [Step]
  }

  private func use(_ box: FakeSharedBox<Int>, id: UInt64, wrote: Bool) -> SharedUse {
    let reference = FakeShared(box: box)
    return SharedUse(
      reference: reference, object: ObjectIdentifier(box), id: id, wroteValue: wrote,
      valueRedacting: false)
  }

  @Test(arguments: [3, 40])
  func repeatsOfABoxAlreadyMetAreDropped(repeats: Int) {
    let first = FakeSharedBox(1)
    let second = FakeSharedBox(2)
    var uses = [use(first, id: 1, wrote: true)]
    for index in 0..<repeats {
      uses.append(use(first, id: 1, wrote: false))
      if index == 1 { uses.append(use(second, id: 2, wrote: false)) }
    }
    uses.append(use(second, id: 2, wrote: false))
    let kept = SharedUse.distinct(uses[...])
    #expect(kept.map(\.id) == [1, 2])
    #expect(kept.map(\.wroteValue) == [true, false])
  }

  @Test func aUseThatWritesItsValueIsAlwaysKept() {
    let box = FakeSharedBox(1)
    let uses = [use(box, id: 1, wrote: false), use(box, id: 1, wrote: true)]
    #expect(SharedUse.distinct(uses[...]).map(\.wroteValue) == [false, true])
  }

  @Test func stepsHoldingOneBoxStayThePlainEncodersTreeAsTheBoxAndStepsChange() throws {
    let box = FakeSharedBox(7)
    let plain = TreeEncoder(policy: .default, key: RedactionKey(5, 6))
    let memoizing = MemoizingTreeEncoder(plain)
    var flow = Flow(
      data: FakeShared(box: box),
      steps: (0..<30).map { Step(name: "s\($0)", data: FakeShared(box: box)) })
    _ = try memoizing.encode(flow)
    flow.steps[3].name = "changed"
    box.value = 8
    #expect(try memoizing.encode(flow) == (try plain.encode(flow)))
    flow.steps.append(Step(name: "new", data: FakeShared(box: box)))
    #expect(try memoizing.encode(flow) == (try plain.encode(flow)))
    box.value = 9
    #expect(try memoizing.encode(flow) == (try plain.encode(flow)))
  }
}
