import JSONTree
import Testing

@Suite struct JSONPatchApplyTests {
  let document: JSONValue = .object(["a": .array([.int(1), .int(2)]), "b": .object(["c": .null])])

  func apply(_ json: String) throws -> JSONValue {
    try JSONPatch.apply(JSONPatch.operations(from: JSONValue(parsing: json)), to: document)
  }

  @Test func addsInsertAndAppend() throws {
    #expect(
      try apply(#"[{"op":"add","path":"/a/-","value":3}]"#)["a"]
        == .array([.int(1), .int(2), .int(3)]))
    #expect(
      try apply(#"[{"op":"add","path":"/a/0","value":0}]"#)["a"]
        == .array([.int(0), .int(1), .int(2)]))
    #expect(try apply(#"[{"op":"add","path":"/b/d","value":true}]"#)["b"]?["d"] == .bool(true))
    #expect(try apply(#"[{"op":"add","path":"","value":1}]"#) == .int(1))
  }

  @Test func moveCopyAndTestFollowRFC6902() throws {
    let moved = try apply(#"[{"op":"move","from":"/a/0","path":"/b/first"}]"#)
    #expect(moved["a"] == .array([.int(2)]))
    #expect(moved["b"]?["first"] == .int(1))
    let copied = try apply(#"[{"op":"copy","from":"/b","path":"/a/1"}]"#)
    #expect(copied["a"]?[1] == .object(["c": .null]))
    #expect(try apply(#"[{"op":"test","path":"/a/1","value":2}]"#) == document)
  }

  @Test(arguments: [
    (#"[{"op":"remove","path":"/a/5"}]"#, 0),
    (#"[{"op":"add","path":"/a/1","value":0},{"op":"replace","path":"/zz","value":1}]"#, 1),
    (#"[{"op":"add","path":"/a/9","value":0}]"#, 0),
    (#"[{"op":"add","path":"/a/01","value":0}]"#, 0),
    (#"[{"op":"test","path":"/a/0","value":5}]"#, 0),
    (#"[{"op":"move","from":"/b","path":"/b/c/d"}]"#, 0),
    (#"[{"op":"remove","path":""}]"#, 0),
    (#"[{"op":"add","path":"/a/0/x","value":0}]"#, 0),
  ])
  func failuresNameTheOperationIndex(json: String, index: Int) {
    let error = #expect(throws: JSONError.self) { try apply(json) }
    #expect(error?.code == .patchFailed)
    #expect(error?.message.hasPrefix("patch operation \(index) ") == true)
  }

  @Test(arguments: [
    #"{"op":"add","path":"/a"}"#, #"{"op":"jump","path":"/a"}"#, #"{"path":"/a"}"#,
    #"{"op":"remove","path":"a"}"#, #"{"op":"move","path":"/a"}"#,
  ])
  func malformedOperationsAreRejected(json: String) throws {
    let value = try JSONValue(parsing: json)
    #expect(throws: JSONError.self) { try PatchOperation(json: value) }
  }

  @Test func operationsWriteTheirRFCForm() throws {
    let operations: [PatchOperation] = [
      .add(path: try JSONPointer(parsing: "/a/0"), value: .int(1)),
      .remove(path: try JSONPointer(parsing: "/a~1b")),
      .move(from: try JSONPointer(parsing: "/x"), path: try JSONPointer(parsing: "/y")),
    ]
    #expect(
      JSONPatch.jsonValue(operations).jsonText
        == #"[{"op":"add","path":"/a/0","value":1},{"op":"remove","path":"/a~1b"},{"op":"move","from":"/x","path":"/y"}]"#
    )
  }
}
