/// Text made safe to print on a terminal: what a log holds is shown, never obeyed.
///
/// A log comes from someone else's device, so its action summaries, markers, routes, notes and
/// the error texts that quote it may hold escape sequences that would clear the screen, set the
/// window's title or hide a line. Every byte ``Terminal`` writes passes through ``escaped(_:keepingStyles:)``:
/// C0 and C1 controls, DEL, and the Unicode marks that reorder or break lines are written as
/// `\u{…}` (a tab as `\t`); a line break stays a line break. The only escape sequences kept are the
/// tool's own colours (``Style``), and only while colour is on.
///
/// ```swift
/// print(TerminalText.escaped("saved\u{1B}]0;PWNED\u{07}\u{202E}txt", keepingStyles: false))
/// ```
///
/// ```text
/// saved\u{1B}]0;PWNED\u{07}\u{202E}txt
/// ```
enum TerminalText {
  /// The select-graphic-rendition parameters ``Style`` writes (`ESC [ n m`).
  static let styleCodes: Set<String> = ["0", "1", "2", "31", "32", "33", "35", "36"]

  /// `text` with every control character written out; `keepingStyles` keeps ``styleCodes``.
  static func escaped(_ text: String, keepingStyles: Bool) -> String {
    guard needsEscaping(text.utf8) else { return text }
    var out = ""
    out.reserveCapacity(text.utf8.count + 16)
    let scalars = Array(text.unicodeScalars)
    var index = 0
    while index < scalars.count {
      let scalar = scalars[index]
      if scalar == "\u{1B}", keepingStyles, let end = styleEnd(scalars, from: index) {
        out.unicodeScalars.append(contentsOf: scalars[index...end])
        index = end + 1
        continue
      }
      if scalar == "\n" {
        out.unicodeScalars.append(scalar)
      } else if scalar == "\t" {
        out += "\\t"
      } else if isControl(scalar) {
        out += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
      } else {
        out.unicodeScalars.append(scalar)
      }
      index += 1
    }
    return out
  }

  /// Whether a scalar is one a terminal would obey rather than show.
  static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x00...0x1F, 0x7F...0x9F: true
    // Bidirectional embeddings, overrides and isolates, and the marks that reorder text.
    case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true
    // Line and paragraph separators, which some terminals break lines at.
    case 0x2028, 0x2029: true
    default: false
    }
  }

  /// The last index of a colour sequence of ``Style``'s starting at `start`, or `nil`.
  private static func styleEnd(_ scalars: [Unicode.Scalar], from start: Int) -> Int? {
    guard start + 3 < scalars.count, scalars[start + 1] == "[" else { return nil }
    var index = start + 2
    var code = ""
    while index < scalars.count, index - start <= 4, ("0"..."9").contains(scalars[index]) {
      code.unicodeScalars.append(scalars[index])
      index += 1
    }
    guard index < scalars.count, scalars[index] == "m", styleCodes.contains(code) else {
      return nil
    }
    return index
  }

  /// A fast look at the bytes: most lines hold nothing to escape.
  private static func needsEscaping(_ bytes: String.UTF8View) -> Bool {
    var previous: UInt8 = 0
    var beforePrevious: UInt8 = 0
    for byte in bytes {
      if byte < 0x20 && byte != 0x0A { return true }
      if byte == 0x7F { return true }
      // C1 controls (U+0080…U+009F) are C2 80…C2 9F.
      if previous == 0xC2, byte <= 0x9F { return true }
      // U+061C is D8 9C; U+200E/F, U+202A…E, U+2028/9 are E2 80 …; U+2066…9 are E2 81 A6…A9.
      if previous == 0xD8, byte == 0x9C { return true }
      if beforePrevious == 0xE2, previous == 0x80,
        byte == 0x8E || byte == 0x8F || (0xA8...0xAE).contains(byte)
      {
        return true
      }
      if beforePrevious == 0xE2, previous == 0x81, (0xA6...0xA9).contains(byte) { return true }
      beforePrevious = previous
      previous = byte
    }
    return false
  }
}
