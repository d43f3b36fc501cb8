import JSONTree
import Testing

/// The diff's short cuts for trees that share storage (a memoizing encoder's output) and for
/// identified arrays whose ids stay in place give the operations the full walk gives.
@Suite struct JSONPatchDiffSharedTreeTests {
  func row(_ id: Int, _ title: String) -> JSONValue {
    .object(["id": .int(Int64(id)), "title": .string(title), "done": .bool(false)])
  }

  func pointer(_ text: String) throws -> JSONPointer { try JSONPointer(parsing: text) }

  @Test func oneEditedRowOfALongListIsOneReplace() throws {
    let rows = (0..<1_000).map { row($0, "row \($0)") }
    var edited = rows
    edited[517] = row(517, "renamed")
    let before = JSONValue.object(["items": .array(rows), "count": .int(1)])
    let after = JSONValue.object(["items": .array(edited), "count": .int(1)])
    #expect(
      JSONPatch.diff(from: before, to: after) == [
        .replace(path: try pointer("/items/517/title"), value: .string("renamed"))
      ])
  }

  @Test func aDifferentIdAtTheSameIndexIsARemoveAndAnAdd() throws {
    let before = JSONValue.array([row(1, "a"), row(2, "b"), row(3, "c")])
    let after = JSONValue.array([row(1, "a"), row(9, "b"), row(3, "c")])
    #expect(
      JSONPatch.diff(from: before, to: after) == [
        .remove(path: try pointer("/1")), .add(path: try pointer("/1"), value: row(9, "b")),
      ])
  }

  @Test func repeatedIdsAtTheSameIndexesAreDiffedInPlace() throws {
    let before = JSONValue.array([row(1, "a"), row(1, "b")])
    let after = JSONValue.array([row(1, "a"), row(1, "c")])
    #expect(
      JSONPatch.diff(from: before, to: after) == [
        .replace(path: try pointer("/1/title"), value: .string("c"))
      ])
  }

  @Test func sharedSubtreesAreIdenticalAndCopiesAreNot() {
    let tree = JSONValue.array([row(1, "a")])
    let copy = tree
    #expect(tree.isIdentical(to: copy))
    #expect(!tree.isIdentical(to: .array([row(1, "a")])))
    #expect(JSONValue.int(3).isIdentical(to: .int(3)))
  }

  @Test func membersInANewOrderStillReplaceTheObject() throws {
    let before = JSONValue.object(["a": .int(1), "b": .int(2)])
    let after = JSONValue.object(["b": .int(2), "a": .int(1)])
    #expect(
      JSONPatch.diff(from: before, to: after) == [.replace(path: try pointer(""), value: after)])
  }
}
