import JSONTree
import LogFormat

/// JSON text that can sit inside `<script type="application/json">` whatever its strings hold.
enum ScriptSafeJSON {
  /// The compact JSON of `value` with every `<` written `\u003c`.
  ///
  /// `<` can only occur inside JSON strings, where `\u003c` means the same character, so
  /// `JSON.parse` reads the same value back while the HTML parser never sees `</script>` or
  /// `<!--` in the data.
  static func bytes(_ value: JSONValue) -> [UInt8] {
    var raw: [UInt8] = []
    value.write(into: &raw)
    var escaped: [UInt8] = []
    escaped.reserveCapacity(raw.count + raw.count / 64)
    let replacement = Array(#"\u003c"#.utf8)
    for byte in raw {
      if byte == UInt8(ascii: "<") {
        escaped.append(contentsOf: replacement)
      } else {
        escaped.append(byte)
      }
    }
    return escaped
  }
}
