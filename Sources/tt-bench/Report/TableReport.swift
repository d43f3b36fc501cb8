/// Renders the figures as one aligned text table.
enum TableReport {
  static func render(_ figures: [Figure], repetitions: Int, quick: Bool) -> String {
    let header = ["group", "figure", "value", "baselines (same run)", "ratio", "goal", "result"]
    var rows: [[String]] = []
    for figure in figures {
      let value = figure.value.map { "\(Format.number($0)) \(figure.unit)" } ?? "—"
      let baselines = figure.baselines
        .map { "\($0.name) \(Format.number($0.value))" }
        .joined(separator: "; ")
      let ratio = figure.ratio.map { "\(Format.fixed($0, decimals: 3))×" } ?? ""
      let result: String
      switch figure.passed {
      case true?: result = quick ? "(pass)" : "pass"
      case false?: result = quick ? "(miss)" : "MISS"
      case nil: result = figure.value == nil ? "—" : "info"
      }
      rows.append([
        figure.group, figure.title, value, baselines, ratio, figure.goal?.text ?? "", result,
      ])
    }
    var widths = header.map(\.count)
    for row in rows {
      for (column, cell) in row.enumerated() { widths[column] = max(widths[column], cell.count) }
    }
    func line(_ cells: [String]) -> String {
      cells.enumerated()
        .map { column, cell in
          cell + String(repeating: " ", count: widths[column] - cell.count)
        }
        .joined(separator: " | ")
        .trimmingTrailingSpaces()
    }
    var text = line(header) + "\n"
    text += widths.map { String(repeating: "-", count: $0) }.joined(separator: "-|-") + "\n"
    for row in rows { text += line(row) + "\n" }
    let notes = figures.filter { $0.note != nil }
    if !notes.isEmpty {
      text += "\nNotes:\n"
      for figure in notes { text += "  [\(figure.name)] \(figure.note ?? "")\n" }
    }
    text +=
      "\nValues are medians of \(repetitions) repetitions unless a note says otherwise"
      + (quick ? " (--quick: small sizes, nothing asserted)." : ".")
    return text
  }
}

extension String {
  fileprivate func trimmingTrailingSpaces() -> String {
    var copy = self
    while copy.last == " " { copy.removeLast() }
    return copy
  }
}
