/// Collects figures as they are measured; a figure whose measurement throws becomes a
/// "not measured" row and counts as an error of the run.
@MainActor
final class FigureSink {
  private(set) var figures: [Figure] = []
  private(set) var errors: [String] = []
  /// When not empty, only figures whose name starts with one of these are measured (`--figure`).
  var namePrefixes: [String] = []

  /// Whether a group of figures is selected by ``namePrefixes``.
  func selects(_ placeholders: [Figure]) -> Bool {
    namePrefixes.isEmpty
      || placeholders.contains { figure in namePrefixes.contains { figure.name.hasPrefix($0) } }
  }

  /// Adds a measured figure.
  func add(_ figure: Figure) {
    figures.append(figure)
    let value = figure.value.map { Format.number($0) } ?? "—"
    let ratio = figure.ratio.map { " (\(Format.fixed($0, decimals: 3))×)" } ?? ""
    say("  \(figure.name): \(value) \(figure.unit)\(ratio)")
  }

  /// Adds a figure that was skipped on purpose (a missing piece, not a failure).
  func skip(_ figure: Figure) {
    figures.append(figure)
    say("  \(figure.name): \(figure.note ?? "skipped")")
  }

  /// Runs `body`; when it throws, records the named figures as not measured and the error.
  func measure(
    _ placeholders: [Figure], _ body: () async throws -> [Figure]
  ) async {
    guard selects(placeholders) else { return }
    do {
      for figure in try await body() { add(figure) }
    } catch {
      errors.append("\(placeholders.first?.name ?? "?"): \(error)")
      for placeholder in placeholders {
        var figure = placeholder
        figure.value = nil
        figure.baselines = []
        figure.note = "not measured: \(error)"
        figures.append(figure)
      }
      say("  error: \(error)")
    }
  }
}
