import JSONTree
import Testing

@Suite struct JSONPointerTests {
  @Test func escapesTildeAndSlash() {
    let pointer = JSONPointer(tokens: ["a/b", "m~n", "", "0"])
    #expect(pointer.description == "/a~1b/m~0n//0")
  }

  @Test(arguments: ["", "/", "/a", "/a~1b/m~0n", "/~01", "//x", "/é/🙂"])
  func parsingInvertsFormatting(text: String) throws {
    let pointer = try JSONPointer(parsing: text)
    #expect(pointer.description == text)
  }

  @Test func emptyTokensSurviveParsing() throws {
    #expect(try JSONPointer(parsing: "/").tokens == [""])
    #expect(try JSONPointer(parsing: "/a//b/").tokens == ["a", "", "b", ""])
    #expect(try JSONPointer(parsing: "/a~1b//c").tokens == ["a/b", "", "c"])
  }

  @Test func decodesEscapesInOrder() throws {
    #expect(try JSONPointer(parsing: "/~01").tokens == ["~1"])
    #expect(try JSONPointer(parsing: "/~10").tokens == ["/0"])
  }

  @Test(arguments: ["a", "a/b", "/~", "/~2", "/a~"])
  func malformedPointersThrow(text: String) {
    #expect(throws: JSONError.self) { try JSONPointer(parsing: text) }
  }
}
