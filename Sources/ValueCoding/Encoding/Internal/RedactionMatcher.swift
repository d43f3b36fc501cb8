import JSONTree

/// The compiled form of a ``RedactionPolicy``: lowercased key words as bytes and split path patterns.
package struct RedactionMatcher: Sendable {
  /// Lowercased words grouped by their first byte, so a key is scanned once, not once per word.
  private let wordsByFirstByte: [[[UInt8]]]
  private let isEmpty: Bool
  private let patterns: [[String]]

  init(keys: [String], paths: [String]) {
    var groups = [[[UInt8]]](repeating: [], count: 256)
    for key in keys {
      let word = Array(key.lowercased().utf8)
      guard let first = word.first else { continue }
      groups[Int(first)].append(word)
    }
    wordsByFirstByte = groups
    isEmpty = groups.allSatisfy(\.isEmpty)
    patterns = paths.compactMap { try? JSONPointer(parsing: $0).tokens }
  }

  /// Whether any path patterns exist, so encoders only track paths when they matter.
  package var hasPaths: Bool { !patterns.isEmpty }

  /// Whether `key` contains a listed word, ASCII case-insensitively, without allocating.
  package func redactsKey(_ key: String) -> Bool {
    guard !isEmpty else { return false }
    var key = key
    return key.withUTF8 { utf8 in
      for start in 0..<utf8.count {
        for word in wordsByFirstByte[Int(Self.lower(utf8[start]))]
        where start + word.count <= utf8.count {
          var offset = 1
          while offset < word.count, Self.lower(utf8[start + offset]) == word[offset] {
            offset += 1
          }
          if offset == word.count { return true }
        }
      }
      return false
    }
  }

  /// Whether a path (member names and decimal indices, outermost first) matches a pattern.
  package func redactsPath(_ path: [String]) -> Bool {
    patterns.contains { pattern in
      pattern.count == path.count
        && zip(pattern, path).allSatisfy { $0 == "*" || $0 == $1 }
    }
  }

  /// Whether the value under `key`, at `path` (already including `key`), is hidden.
  package func redacts(key: String, path: [String]) -> Bool {
    redactsKey(key) || (hasPaths && redactsPath(path))
  }

  private static func lower(_ byte: UInt8) -> UInt8 {
    byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte + 32 : byte
  }
}
