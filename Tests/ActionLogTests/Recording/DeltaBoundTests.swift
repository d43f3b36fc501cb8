import JSONTree
import Testing

@testable import ActionLog

/// The worker skips measuring a delta whose bound says it is small, so the bound must never be
/// below the bytes the delta takes when written.
@Suite struct DeltaBoundTests {
  /// Texts that escape to more bytes than they hold: quotes, backslashes, control characters,
  /// pointer escapes, non-ASCII.
  static let texts = ["", "a", "\"", "\\", "\n\u{1}\u{1F}", "~/~1", "é漢🙂", "plain text"]

  static func values(_ seed: Int) -> [JSONValue] {
    let text = texts[seed % texts.count]
    return [
      .null, .bool(seed % 2 == 0), .int(Int64.min), .int(-1), .uint(UInt64.max),
      .double(-2.2250738585072014e-308), .double(.greatestFiniteMagnitude), .double(.nan),
      .string(text), .string(String(repeating: text, count: 40)),
      .array([.string(text), .int(Int64(seed)), .object(["k\(text)": .string(text)])]),
      .object([text: .array([.null, .double(0.1)]), "n": .object([:])]),
    ]
  }

  @Test(arguments: 0..<texts.count)
  func theBoundIsNeverBelowTheWrittenBytes(seed: Int) {
    let tokens = Self.texts + ["0", "-", "\(seed)"]
    var operations: [PatchOperation] = []
    for (index, value) in Self.values(seed).enumerated() {
      let path = JSONPointer(tokens: Array(tokens[(index % tokens.count)...].prefix(3)))
      let from = JSONPointer(tokens: [tokens[(index + seed) % tokens.count]])
      operations += [
        .add(path: path, value: value), .replace(path: path, value: value),
        .test(path: path, value: value), .remove(path: path),
        .move(from: from, path: path), .copy(from: from, path: path),
      ]
    }
    for count in [0, 1, 2, operations.count] {
      let delta = Array(operations.prefix(count))
      var written: [UInt8] = []
      JSONPatch.write(delta, into: &written)
      #expect(RecordingWorker.byteBound(of: delta) >= written.count, "\(count) operations")
    }
    for operation in operations {
      var written: [UInt8] = []
      JSONPatch.write([operation], into: &written)
      #expect(RecordingWorker.byteBound(of: [operation]) >= written.count, "\(operation)")
    }
  }
}
