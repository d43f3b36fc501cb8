import JSONTree
import Testing
import ToolSupport

@Suite struct JSONPatchDiffTests {
  func entry(_ id: Int, _ element: JSONValue) -> JSONValue {
    .object(["id": .int(Int64(id)), "element": element])
  }

  func state(_ stack: [JSONValue]) -> JSONValue {
    .object(["tab": .string("home"), "path": .array(stack)])
  }

  func pointer(_ text: String) throws -> JSONPointer { try JSONPointer(parsing: text) }

  @Test func equalTreesNeedNoOperations() {
    let tree = state([entry(0, .null)])
    #expect(JSONPatch.diff(from: tree, to: tree).isEmpty)
  }

  @Test func pushingOntoAStackIsOneAdd() throws {
    let before = state([entry(0, .string("list"))])
    let after = state([entry(0, .string("list")), entry(1, .object(["title": .string("x")]))])
    #expect(
      JSONPatch.diff(from: before, to: after) == [
        .add(path: try pointer("/path/1"), value: entry(1, .object(["title": .string("x")])))
      ])
  }

  @Test func poppingOffAStackIsOneRemove() throws {
    let before = state([entry(0, .null), entry(4, .null), entry(7, .null)])
    let after = state([entry(0, .null), entry(4, .null)])
    #expect(JSONPatch.diff(from: before, to: after) == [.remove(path: try pointer("/path/2"))])
  }

  @Test func poppingSeveralRemovesHighestIndexFirst() throws {
    let before = state([entry(0, .null), entry(4, .null), entry(7, .null)])
    let after = state([entry(0, .null)])
    #expect(
      JSONPatch.diff(from: before, to: after) == [
        .remove(path: try pointer("/path/2")), .remove(path: try pointer("/path/1")),
      ])
  }

  @Test func editingAnIdentifiedElementPatchesUnderItsIndex() throws {
    let before = state([entry(0, .null), entry(4, .object(["title": .string("a")]))])
    let after = state([entry(0, .null), entry(4, .object(["title": .string("b")]))])
    #expect(
      JSONPatch.diff(from: before, to: after) == [
        .replace(path: try pointer("/path/1/element/title"), value: .string("b"))
      ])
  }

  @Test func removingFromTheMiddleOfAnIdentifiedArrayKeepsTheRestInPlace() throws {
    let before = JSONValue.array([entry(1, .int(1)), entry(2, .int(2)), entry(3, .int(3))])
    let after = JSONValue.array([entry(1, .int(1)), entry(3, .int(30)), entry(9, .int(9))])
    #expect(
      JSONPatch.diff(from: before, to: after) == [
        .remove(path: try pointer("/1")),
        .add(path: try pointer("/2"), value: entry(9, .int(9))),
        .replace(path: try pointer("/1/element"), value: .int(30)),
      ])
  }

  @Test func reorderedIdentifiedElementsReplaceTheArray() throws {
    let before = JSONValue.array([entry(1, .null), entry(2, .null)])
    let after = JSONValue.array([entry(2, .null), entry(1, .null)])
    #expect(
      JSONPatch.diff(from: before, to: after) == [.replace(path: JSONPointer(), value: after)])
  }

  @Test func plainArraysKeepCommonPrefixAndSuffix() throws {
    let before: JSONValue = .array([.int(1), .int(2), .int(3), .int(9)])
    let after: JSONValue = .array([.int(1), .int(5), .int(6), .int(3), .int(9)])
    #expect(
      JSONPatch.diff(from: before, to: after) == [
        .replace(path: try pointer("/1"), value: .int(5)),
        .add(path: try pointer("/2"), value: .int(6)),
      ])
  }

  @Test func objectMembersAreAddedRemovedAndEscaped() throws {
    let before: JSONValue = .object(["a": .int(1), "x/y": .int(2)])
    let after: JSONValue = .object(["x/y": .int(3), "n~": .null])
    #expect(
      JSONPatch.diff(from: before, to: after) == [
        .remove(path: try pointer("/a")),
        .replace(path: try pointer("/x~1y"), value: .int(3)),
        .add(path: try pointer("/n~0"), value: .null),
      ])
  }

  @Test func enumCaseChangeReplacesTheObjectOrSwapsTheKey() throws {
    let before: JSONValue = .object(["destination": .object(["sheet": .object([:])])])
    let after: JSONValue = .object(["destination": .object(["alert": .object([:])])])
    #expect(
      JSONPatch.diff(from: before, to: after) == [
        .remove(path: try pointer("/destination/sheet")),
        .add(path: try pointer("/destination/alert"), value: .object([:])),
      ])
  }

  @Test func applyingTheDiffAlwaysRebuildsTheTarget() throws {
    var generator = SeededGenerator(seed: 2026)
    for _ in 0..<600 {
      let old = RandomTrees.tree(depth: 4, using: &generator)
      let new =
        Bool.random(using: &generator)
        ? RandomTrees.mutation(of: old, using: &generator)
        : RandomTrees.tree(depth: 4, using: &generator)
      let patch = JSONPatch.diff(from: old, to: new)
      #expect(try JSONPatch.apply(patch, to: old) == new, "\(old.jsonText) -> \(new.jsonText)")
      let reread = try JSONPatch.operations(
        from: JSONValue(parsing: JSONPatch.jsonValue(patch).jsonBytes))
      #expect(reread == patch)
    }
  }
}
