import JSONTree
import Testing
import ToolSupport

/// Members as written (what record readers parse lines into) and objects built from them must
/// match what assigning the members one by one gives, names met again included.
@Suite struct JSONMembersTests {
  /// The object the members make, assigned one by one: first place, last value.
  private func assignedOneByOne(_ members: JSONMembers) -> JSONObject {
    var object = JSONObject()
    for (key, value) in zip(members.keys, members.values) { object[key] = value }
    return object
  }

  /// Object text with `count` members whose names repeat when `repeating`.
  private func objectText(count: Int, repeating: Bool) -> String {
    let members = (0..<count).map { index in
      let name = repeating ? "k\(index % 5)" : "k\(index)"
      return "\"\(name)\":\(index)"
    }
    return "{" + members.joined(separator: ",") + "}"
  }

  @Test(arguments: [0, 1, 2, 5, 16, 17, 40])
  func repeatedNamesKeepTheirFirstPlaceAndTheirLastValue(count: Int) throws {
    for repeating in [false, true] {
      let text = objectText(count: count, repeating: repeating)
      let members = try #require(try JSONMembers(parsing: Array(text.utf8)))
      #expect(members.keys.count == count)
      let expected = assignedOneByOne(members)
      #expect(members.object == expected)
      #expect(try JSONValue(parsing: text) == .object(expected))
      // A nested object is assembled by the same rule.
      #expect(try JSONValue(parsing: "[\(text)]") == .array([.object(expected)]))
    }
    let repeated = try JSONValue(parsing: #"{"a":1,"b":2,"a":3,"c":4,"b":5}"#)
    #expect(repeated == .object(["a": .int(3), "b": .int(5), "c": .int(4)]))
    guard case .object(let object) = repeated else { return }
    #expect(Array(object.keys) == ["a", "b", "c"])
  }

  @Test func aNameGivesItsLastValueAndEditsMatchTheObjectsEdits() throws {
    var members = try #require(
      try JSONMembers(parsing: Array(#" {"t":"x","dw":1,"n":2,"dw":3} "#.utf8)))
    #expect(members["dw"] == .int(3))
    #expect(members["missing"] == nil)
    #expect(members.firstIndex(of: "n") == 2)
    var object = members.object
    #expect(members.removeAll(named: "dw") == .int(3))
    object.removeValue(forKey: "dw")
    #expect(members.removeAll(named: "dw") == nil)
    members.override("n", with: .string("new"))
    object["n"] = .string("new")
    members.override("wall", with: .int(9))
    object["wall"] = .int(9)
    members.insert("seq", .int(4), at: 1)
    #expect(
      members.object == ["t": .string("x"), "seq": .int(4), "n": .string("new"), "wall": .int(9)])
    #expect(Array(object.keys) == ["t", "n", "wall"])
  }

  @Test(arguments: ["[1]", "\"text\"", "3", "null", " true "])
  func aTopLevelValueThatIsNotAnObjectHasNoMembers(text: String) throws {
    #expect(try JSONMembers(parsing: Array(text.utf8)) == nil)
  }

  /// The error, as text, that parsing throws; `nil` when it parses.
  private func failure(_ body: () throws -> Void) -> String? {
    do {
      try body()
      return nil
    } catch {
      return "\(error)"
    }
  }

  @Test func malformedTextThrowsWhatTheTreeParserThrows() {
    var generator = SeededGenerator(seed: 5)
    var texts = [
      "", "{", "{\"a\"", "{\"a\":", "{\"a\":1", "{\"a\":1,", "{\"a\":1}x", "{,}", "{\"a\" 1}",
      "{1:2}", "{\"a\":[}", "{\"\\ud800\":1}", "{\"a\":01}",
      String(repeating: "{\"a\":", count: 600),
    ]
    for _ in 0..<1500 {
      var bytes = Array(RandomTrees.tree(depth: 4, using: &generator).jsonBytes)
      guard !bytes.isEmpty else { continue }
      bytes[Int.random(in: 0..<bytes.count, using: &generator)] = UInt8.random(
        in: 0...255, using: &generator)
      texts.append(String(decoding: bytes, as: UTF8.self))
      texts.append("{\"m\":" + String(decoding: bytes, as: UTF8.self) + "}")
    }
    var failures = 0
    for text in texts {
      let bytes = Array(text.utf8)
      let expected = failure { _ = try JSONValue(parsing: bytes) }
      #expect(failure { _ = try JSONMembers(parsing: bytes) } == expected, "\(text)")
      if expected != nil { failures += 1 }
    }
    #expect(failures > 100, "too few damaged texts to test the error paths")
  }

  @Test(arguments: [
    "/", "//", "/a", "/a/", "/a//b", "/path/0/element", "/é/🙂/x",
    "/" + String(repeating: "x", count: 40),
  ])
  func pointersWithoutEscapesSplitAtEverySlash(text: String) throws {
    let expected = text.split(separator: "/", omittingEmptySubsequences: false).dropFirst()
      .map(String.init)
    #expect(try JSONPointer(parsing: text).tokens == expected)
    #expect(try JSONPointer(parsing: text).description == text)
  }

  @Test func pointersWithEscapesStillUnescape() throws {
    #expect(try JSONPointer(parsing: "/a~1b/~0/c").tokens == ["a/b", "~", "c"])
    #expect(throws: JSONError.self) { try JSONPointer(parsing: "/a~2") }
  }
}
