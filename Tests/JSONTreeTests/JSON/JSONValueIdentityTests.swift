import JSONTree
import Testing

/// `hasIdenticalParts(to:)`: a container rebuilt from another's very parts counts as made of them;
/// anything else, equal or not, does not.
@Suite struct JSONValueIdentityTests {
  private let rows: [JSONValue] = (0..<20).map {
    .object(["id": .int(Int64($0)), "title": .string("row \($0) with a longer title")])
  }

  @Test func anArrayRebuiltFromTheSameElementsHasIdenticalParts() {
    let old = JSONValue.array(rows)
    let rebuilt = JSONValue.array(rows.map { $0 })
    #expect(!rebuilt.isIdentical(to: old))
    #expect(rebuilt.hasIdenticalParts(to: old))
  }

  @Test func anEqualButSeparatelyBuiltElementIsNotAnIdenticalPart() {
    var copied = rows
    copied[7] = .object(["id": .int(7), "title": .string("row 7 with a longer title")])
    #expect(JSONValue.array(copied) == .array(rows))
    #expect(!JSONValue.array(copied).hasIdenticalParts(to: .array(rows)))
    #expect(!JSONValue.array(Array(rows.dropLast())).hasIdenticalParts(to: .array(rows)))
  }

  @Test func objectsNeedTheSameNamesInTheSameOrder() {
    let first = rows[0]
    let second = rows[1]
    let old = JSONValue.object(["a": first, "b": second])
    #expect(JSONValue.object(["a": first, "b": second]).hasIdenticalParts(to: old))
    #expect(!JSONValue.object(["b": second, "a": first]).hasIdenticalParts(to: old))
    #expect(!JSONValue.object(["a": first, "c": second]).hasIdenticalParts(to: old))
    #expect(!JSONValue.object(["a": first]).hasIdenticalParts(to: old))
  }

  @Test func scalarsAndMixedKindsCompareAsIdentity() {
    #expect(JSONValue.int(3).hasIdenticalParts(to: .int(3)))
    #expect(!JSONValue.int(3).hasIdenticalParts(to: .int(4)))
    #expect(!JSONValue.array([]).hasIdenticalParts(to: .object([:])))
  }
}
