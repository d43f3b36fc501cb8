/// What `log --grep`, `open`'s `find` and `log --follow --grep` look for: text as typed, or as
/// copied off the screen, where each `…` stands for the part a layout cut. Case is ignored.
///
/// `…path[0].detail(.deleteButtonTapped)`, `… › sheet: EditTransaction` and `Rent (J…` match the
/// lines a terminal showed them on: the pieces between the `…`s must appear in that order.
///
/// ```swift
/// let search = SearchText("Rent (J…")
/// print(search.matches(#"titleChanged("Rent (June)")"#))
/// ```
///
/// ```text
/// true
/// ```
struct SearchText: Equatable {
  /// The lowercased pieces between the `…`s, empty ones left out.
  private let pieces: [String]

  /// The search for `text`.
  init(_ text: String) {
    pieces = text.lowercased().split(separator: "…").map(String.init)
  }

  /// Whether `line` holds every piece, in order and without overlap.
  func matches(_ line: String) -> Bool {
    let line = line.lowercased()
    var rest = line[...]
    for piece in pieces {
      guard let found = rest.firstRange(of: piece) else { return false }
      rest = rest[found.upperBound...]
    }
    return true
  }
}
