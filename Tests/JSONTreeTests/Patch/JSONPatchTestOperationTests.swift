import JSONTree
import Testing

/// RFC 6902 §4.6 `test`, with cases written after the community JSON Patch test suite
/// (json-patch/json-patch-tests, `tests.json` and `spec_tests.json`): objects compare members
/// regardless of order, numbers by value, arrays in order, strings and literals exactly.
@Suite struct JSONPatchTestOperationTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var comment: String
    var document: String
    var patch: String
    var passes: Bool
    var testDescription: String { comment }
  }

  static let cases: [Case] = [
    Case(
      comment: "members in another order pass", document: #"{"q":{"x":1,"y":2}}"#,
      patch: #"[{"op":"test","path":"/q","value":{"y":2,"x":1}}]"#, passes: true),
    Case(
      comment: "members in another order inside an array pass",
      document: #"{"q":[{"x":1,"y":2}]}"#,
      patch: #"[{"op":"test","path":"/q","value":[{"y":2,"x":1}]}]"#, passes: true),
    Case(
      comment: "nested objects in another order pass",
      document: #"{"q":{"a":{"m":[1,{"n":null,"o":"s"}],"p":true}}}"#,
      patch:
        #"[{"op":"test","path":"","value":{"q":{"a":{"p":true,"m":[1,{"o":"s","n":null}]}}}}]"#,
      passes: true),
    Case(
      comment: "an integer equals the same number with a fraction", document: #"{"n":1}"#,
      patch: #"[{"op":"test","path":"/n","value":1.0}]"#, passes: true),
    Case(
      comment: "a number equals its exponent form", document: #"{"n":100}"#,
      patch: #"[{"op":"test","path":"/n","value":1e2}]"#, passes: true),
    Case(
      comment: "a fraction equals itself", document: #"{"n":[0.5]}"#,
      patch: #"[{"op":"test","path":"/n/0","value":0.5}]"#, passes: true),
    Case(
      comment: "arrays compare in order", document: #"{"a":[1,2,5,4]}"#,
      patch: #"[{"op":"test","path":"/a","value":[1,2,4,5]}]"#, passes: false),
    Case(
      comment: "a missing member fails", document: #"{"q":{"x":1,"y":2}}"#,
      patch: #"[{"op":"test","path":"/q","value":{"x":1}}]"#, passes: false),
    Case(
      comment: "an extra member fails", document: #"{"q":{"x":1}}"#,
      patch: #"[{"op":"test","path":"/q","value":{"x":1,"y":2}}]"#, passes: false),
    Case(
      comment: "an object is not an array", document: #"{"q":{"0":1}}"#,
      patch: #"[{"op":"test","path":"/q","value":[1]}]"#, passes: false),
    Case(
      comment: "a number is not a string", document: #"{"n":"1"}"#,
      patch: #"[{"op":"test","path":"/n","value":1}]"#, passes: false),
    Case(
      comment: "different numbers fail", document: #"{"n":1}"#,
      patch: #"[{"op":"test","path":"/n","value":1.5}]"#, passes: false),
    Case(
      comment: "a negative integer is not a large unsigned one", document: #"{"n":-1}"#,
      patch: #"[{"op":"test","path":"/n","value":18446744073709551615}]"#, passes: false),
    Case(
      comment: "null equals null", document: #"{"n":null}"#,
      patch: #"[{"op":"test","path":"/n","value":null}]"#, passes: true),
    Case(
      comment: "null is not false", document: #"{"n":null}"#,
      patch: #"[{"op":"test","path":"/n","value":false}]"#, passes: false),
    Case(
      comment: "escaped pointer tokens reach their member", document: #"{"a/b":{"m~n":8}}"#,
      patch: #"[{"op":"test","path":"/a~1b/m~0n","value":8}]"#, passes: true),
    Case(
      comment: "a path that does not exist fails", document: #"{"a":1}"#,
      patch: #"[{"op":"test","path":"/b","value":1}]"#, passes: false),
    Case(
      comment: "strings compare exactly", document: #"{"s":"\u00e9"}"#,
      patch: #"[{"op":"test","path":"/s","value":"é"}]"#, passes: true),
  ]

  @Test(arguments: cases) func testOperationFollowsRFC6902(_ test: Case) throws {
    let document = try JSONValue(parsing: Array(test.document.utf8))
    let operations = try JSONPatch.operations(from: JSONValue(parsing: Array(test.patch.utf8)))
    let result = Result { try JSONPatch.apply(operations, to: document) }
    switch result {
    case .success(let patched):
      #expect(test.passes, "the test passed but should fail")
      #expect(patched == document)
    case .failure:
      #expect(!test.passes, "the test failed but should pass")
    }
  }
}
