/// One cell of an aligned table: its plain text and how to paint it.
struct Cell {
  /// The text, uncoloured (alignment counts its characters).
  var text: String
  /// Paints the padded text.
  var paint: (String) -> String = { $0 }
}

/// Aligns rows of cells into columns separated by two spaces; trailing empty cells, and columns
/// empty in every row (a cause no listed action has), are dropped.
enum Columns {
  /// Renders rows with each column as wide as its widest cell.
  ///
  /// - Parameter rows: Rows of cells; rows may have different lengths.
  /// - Returns: One line per row, without trailing spaces.
  static func render(_ rows: [[Cell]]) -> [String] {
    var widths: [Int] = []
    for row in rows {
      for (column, cell) in row.enumerated() {
        if column == widths.count { widths.append(0) }
        widths[column] = max(widths[column], cell.text.count)
      }
    }
    return rows.map { row in
      var cells = row
      while let last = cells.last, last.text.isEmpty { cells.removeLast() }
      return cells.enumerated().compactMap { column, cell in
        guard widths[column] > 0 else { return nil }
        let isLast = column == cells.count - 1
        let padding = isLast ? "" : String(repeating: " ", count: widths[column] - cell.text.count)
        return cell.paint(cell.text) + padding
      }.joined(separator: "  ")
    }
  }
}
