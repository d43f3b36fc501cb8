/// Lines printed on a terminal kept within its width and height: broken between words (colour
/// escapes take no columns), and folded after the rows that fit.
///
/// ```swift
/// ScreenFit.wrap("#28/52  +7.000s  mainTab(.history(.path(.element(id: 0, action: .detail(.deleteButtonTapped)))))", width: 60)
/// ```
///
/// ```text
/// #28/52  +7.000s  mainTab(.history(.path(.element(id: 0,
///   action: .detail(.deleteButtonTapped)))))
/// ```
enum ScreenFit {
  /// `line` broken between words into lines of at most `width` columns; a word wider than a whole
  /// line is cut at the width.
  ///
  /// - Parameters:
  ///   - line: One line, possibly coloured.
  ///   - width: The columns available.
  ///   - indent: Spaces before each continuation line (default: the line's own indentation,
  ///     after a diff's `-`/`+` mark, plus two), at most half the width.
  /// - Returns: The line, or its pieces.
  static func wrap(_ line: String, width: Int, indent: Int? = nil) -> [String] {
    let units = Unit.split(line)
    guard units.reduce(0, { $0 + $1.columns }) > width, width > 1 else { return [line] }
    let hang = min(indent ?? defaultIndent(units), width / 2)
    var lines: [String] = []
    var current = ""
    var columns = 0
    var hasWord = false
    var pending: [Unit] = []
    func breakLine() {
      lines.append(current)
      current = String(repeating: " ", count: hang)
      columns = hang
      hasWord = false
    }
    for token in Unit.tokens(units) {
      if token.isSpace {
        if hasWord {
          pending += token.units
        } else {
          // The first line keeps its indentation; a continuation line starts at `hang`.
          for unit in token.units where lines.isEmpty || unit.columns == 0 {
            current += unit.text
            columns += unit.columns
          }
        }
        continue
      }
      let spaces = pending.reduce(0) { $0 + $1.columns }
      if hasWord, columns + spaces + token.columns > width {
        breakLine()
        // Colour escapes between the words still apply.
        current += pending.filter { $0.columns == 0 }.map(\.text).joined()
      } else {
        current += pending.map(\.text).joined()
        columns += spaces
      }
      pending = []
      for unit in token.units {
        if unit.columns > 0, columns >= width { breakLine() }
        current += unit.text
        columns += unit.columns
      }
      hasWord = true
    }
    current += pending.filter { $0.columns == 0 }.map(\.text).joined()
    lines.append(current)
    return lines
  }

  /// Each of `lines` wrapped to `width` columns.
  static func wrap(_ lines: some Sequence<String>, width: Int) -> [String] {
    lines.flatMap { wrap($0, width: width) }
  }

  /// `lines` when they fit `rows`, else the first `rows - 1` and a last line from `more`, given
  /// how many were left out.
  static func fold(_ lines: [String], rows: Int, more: (Int) -> String) -> [String] {
    guard lines.count > rows else { return lines }
    let kept = max(1, rows - 1)
    return Array(lines.prefix(kept)) + [more(lines.count - kept)]
  }

  /// The line's indentation (after a diff's `-`/`+` mark) plus two.
  private static func defaultIndent(_ units: [Unit]) -> Int {
    let plain = units.filter { $0.columns > 0 }.map(\.text)
    var count = 0
    for (offset, character) in plain.enumerated() {
      if character == " " || (offset == 0 && (character == "-" || character == "+")) {
        count += 1
      } else {
        break
      }
    }
    return count + 2
  }

  /// One character of the line (one column) or a colour escape (none).
  private struct Unit {
    var text: String
    var columns: Int

    static func split(_ line: String) -> [Unit] {
      var units: [Unit] = []
      var escape: String?
      for character in line {
        if var sequence = escape {
          sequence.append(character)
          escape = character.isLetter ? nil : sequence
          if character.isLetter { units.append(Unit(text: sequence, columns: 0)) }
        } else if character == "\u{1B}" {
          escape = String(character)
        } else {
          units.append(Unit(text: String(character), columns: 1))
        }
      }
      if let escape { units.append(Unit(text: escape, columns: 0)) }
      return units
    }

    /// Runs of spaces and runs of anything else (escapes go with the run they are in).
    static func tokens(_ units: [Unit]) -> [Token] {
      var tokens: [Token] = []
      for unit in units {
        let isSpace = unit.text == " "
        if let last = tokens.last, last.isSpace == isSpace || unit.columns == 0 {
          tokens[tokens.count - 1].units.append(unit)
        } else {
          tokens.append(Token(isSpace: isSpace, units: [unit]))
        }
      }
      return tokens
    }
  }

  private struct Token {
    var isSpace: Bool
    var units: [Unit]
    var columns: Int { units.reduce(0) { $0 + $1.columns } }
  }
}
