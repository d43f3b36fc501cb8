import Testing

@testable import ActionLog

/// The walk that reads shared references on the store's thread: it finds every reference wherever
/// it sits, and proves per type, without a walk, that most state parts cannot hold one.
@Suite struct SharedSnapshotTests {
  private enum Tab: String { case inbox, settings }
  private enum Alert { case confirmDelete(id: Int), rename(String, [Int]), cancel }
  private enum Destination {
    case edit(profile: MiniShared<String>)
    case alert(Alert)
  }
  private indirect enum Tree { case leaf(Int), node(Tree, Tree) }
  private enum Box<Value> { case value(Value), empty }
  private struct Plain {
    var tab = Tab.inbox
    var alert: Alert? = .cancel
    var rows: [String: [Int]] = [:]
    var tree = Tree.leaf(1)
    var pair = (1, "one")
  }
  private struct Holder {
    var destination: Destination?
    var byName: [String: MiniShared<Int>] = [:]
    var boxed: Box<MiniShared<Int>> = .empty
  }

  private func mayHold(_ type: Any.Type) -> Bool {
    var facts: [ObjectIdentifier: Bool] = [:]
    var recursion = SharedTypeFacts.Recursion()
    return SharedTypeFacts.compute(type, into: &facts, recursion: &recursion, depth: 0)
  }

  @Test func typesWithoutReferencesAreProvedSoWithoutAValue() {
    #expect(!mayHold(Tab.self))
    #expect(!mayHold(Alert.self))
    #expect(!mayHold(Tree.self))
    #expect(!mayHold(Box<[String]>.self))
    #expect(!mayHold(Plain.self))
  }

  @Test func typesThatCanHoldAReferenceAreWalked() {
    #expect(mayHold(MiniShared<Int>.self))
    #expect(mayHold(Destination.self))
    #expect(mayHold(Box<MiniShared<Int>>.self))
    #expect(mayHold([String: MiniShared<Int>].self))
    #expect(mayHold(Holder.self))
    #expect(mayHold(Any.self))
  }

  @Test func theWalkFindsReferencesInPayloadsDictionariesAndGenericEnums() {
    let profile = MiniBox("Ada")
    let counter = MiniBox(1)
    let boxed = MiniBox(2)
    var holder = Holder()
    holder.destination = .edit(profile: MiniShared(box: profile))
    holder.byName = ["a": MiniShared(box: counter), "b": MiniShared(box: counter)]
    holder.boxed = .value(MiniShared(box: boxed))
    let snapshot = SharedSnapshot.capture(holder)
    #expect(
      Set(snapshot.references.keys) == [
        ObjectIdentifier(profile), ObjectIdentifier(counter), ObjectIdentifier(boxed),
      ])
    #expect(snapshot.values[ObjectIdentifier(profile)] as? String == "Ada")
    counter.value = 5
    #expect(snapshot.reread().values[ObjectIdentifier(counter)] as? Int == 5)
    #expect(
      snapshot.reread().changed(since: snapshot).map(ObjectIdentifier.init) == [
        ObjectIdentifier(counter)
      ])
  }
}
