import Testing
import ToolSupport

@testable import JSONTree

@Suite struct JSONValueWritingTests {
  @Test func compactTextHasNoWhitespaceAndKeepsMemberOrder() {
    let value: JSONValue = .object([
      "z": .int(1), "a": .array([.bool(true), .null, .double(0.5)]), "m": .object([:]),
    ])
    #expect(value.jsonText == #"{"z":1,"a":[true,null,0.5],"m":{}}"#)
  }

  @Test func stringsEscapeQuotesBackslashesAndControlCharacters() {
    let value = JSONValue.string("a\"b\\c\nd\te\u{01}f\u{1F}é🙂")
    #expect(value.jsonText == #""a\"b\\c\nd\te\u0001f\u001fé🙂""#)
  }

  @Test(arguments: [
    (Int64.min, "-9223372036854775808"), (Int64.max, "9223372036854775807"), (0, "0"), (-7, "-7"),
  ])
  func integersAreExact(value: Int64, text: String) {
    #expect(JSONValue.int(value).jsonText == text)
  }

  @Test func unsignedAboveInt64IsExact() {
    #expect(JSONValue.uint(UInt64.max).jsonText == "18446744073709551615")
  }

  @Test(arguments: [
    0.1, 1.0, -2.5, 1e-5, 1e20, 123456.789, Double.leastNonzeroMagnitude,
    Double.greatestFiniteMagnitude,
  ])
  func doublesUseShortestTextThatRoundTrips(value: Double) throws {
    let text = JSONValue.double(value).jsonText
    #expect(text == value.description)
    #expect(try JSONValue(parsing: text) == .double(value))
  }

  @Test func nonFiniteDoublesBecomeStrings() {
    #expect(JSONValue.double(.nan).jsonText == #""nan""#)
    #expect(JSONValue.double(.infinity).jsonText == #""inf""#)
    #expect(JSONValue.double(-.infinity).jsonText == #""-inf""#)
  }

  @Test func prettyTextIndentsTwoSpaces() {
    let value: JSONValue = .object([
      "a": .array([.int(1), .int(2)]), "b": .object([:]), "c": .array([]),
    ])
    #expect(
      value.prettyText == """
        {
          "a": [
            1,
            2
          ],
          "b": {},
          "c": []
        }
        """)
  }

  @Test func subscriptsAndPointerLookUpValues() throws {
    let value: JSONValue = .object(["a": .array([.int(1), .object(["b/c": .string("x")])])])
    #expect(value["a"]?[1]?["b/c"] == .string("x"))
    #expect(value["missing"] == nil)
    #expect(value["a"]?[5] == nil)
    #expect(value.value(at: try JSONPointer(parsing: "/a/1/b~1c")) == .string("x"))
    #expect(value.value(at: try JSONPointer(parsing: "/a/01")) == nil)
    #expect(value.value(at: JSONPointer()) == value)
  }
}

@Suite struct JSONByteCountTests {
  @Test func byteCountEqualsTheEncodedLengthOnRandomTrees() {
    var generator = SeededGenerator(seed: 31)
    for _ in 0..<200 {
      let tree = RandomTrees.tree(depth: 4, using: &generator)
      #expect(tree.jsonByteCount == tree.jsonBytes.count, "\(tree.jsonText)")
    }
  }

  @Test func byteCountCountsEscapesAndMultibyteCharacters() {
    let tree = JSONValue.object([
      "a\"": .array([.string("é\n"), .double(0.1), .null, .bool(false)])
    ])
    #expect(tree.jsonByteCount == tree.jsonBytes.count)
  }
}
