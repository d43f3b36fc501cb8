/// RFC 6902 JSON Patch over ``JSONValue`` trees: structural diff and application.
///
/// ```swift
/// let before: JSONValue = .object(["path": .array([.object(["id": .int(0), "element": .null])])])
/// let after: JSONValue = .object(["path": .array([
///   .object(["id": .int(0), "element": .null]), .object(["id": .int(1), "element": .null]),
/// ])])
/// print(JSONPatch.jsonValue(JSONPatch.diff(from: before, to: after)).jsonText)
/// ```
///
/// ```text
/// [{"op":"add","path":"/path/1","value":{"id":1,"element":null}}]
/// ```
public enum JSONPatch {}
