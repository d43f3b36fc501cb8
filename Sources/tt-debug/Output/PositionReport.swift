/// What `jump`, `step` and `back` print about the cursor's state.
///
/// ```text
/// #5/12  +2.000s  path(.element(id: 1, action: .detail(.saveTapped)))
/// cause  ← effect of #3 (run @ Detail.swift:40)
/// route  mainTab › history › HistoryDetail(id: 2)
/// ★ checkout failed
///   /title: "Milk" → "Oat milk"
/// ```
///
/// A marker the app placed at an earlier state a step passed names its state: `★ saved (#4)`.
struct PositionReport {
  /// The state's seq.
  var seq: UInt64
  /// The log's last seq.
  var lastSeq: UInt64
  /// Seconds since the session started.
  var timeOffset: Double
  /// What made the state.
  var caption: StateCaption
  /// `StateDiff` text of the change the action made; empty when nothing changed.
  var diff: String
  /// A line saying the move stopped at an end, if it did.
  var note: String?
  /// The markers placed at this state, and with a step, at the states it passed.
  var markers: [Marker] = []

  /// A marker the app placed: its text and the state it was placed at.
  struct Marker: Equatable {
    var seq: UInt64
    var text: String

    /// `★ text`, and ` (#seq)` when it was placed at another state than `shown`.
    func line(shown: UInt64, style: Style) -> String {
      style.marker("★ \(text)") + (seq == shown ? "" : style.dim(" (#\(seq))"))
    }
  }

  /// The report's lines.
  func lines(style: Style) -> [String] {
    var lines: [String] = []
    if let note { lines.append(style.marker(note)) }
    lines.append(
      "\(style.seq("#\(seq)/\(lastSeq)"))  \(style.dim(TimeText.offset(timeOffset)))  "
        + caption.summary)
    if !caption.cause.isEmpty {
      lines.append("\(style.dim("cause"))  \(style.cause(caption.cause))")
    }
    if !caption.route.isEmpty {
      lines.append("\(style.dim("route"))  \(style.route(caption.route))")
    }
    if let reads = caption.reads { lines.append("\(style.dim("reads"))  \(reads)") }
    lines += markers.map { $0.line(shown: seq, style: style) }
    if diff.isEmpty, caption.summary.hasPrefix("(state from a keyframe") {
      lines.append(style.dim("(no diff: the state before it is lost)"))
    } else if diff.isEmpty {
      lines.append(style.dim("(no state change)"))
    } else {
      lines.append(style.diff(diff))
    }
    return lines
  }
}

extension PositionReport {
  /// Prints the report; on a terminal broken between words to fit its width, and through the
  /// pager (as `log`) when it is taller than the screen, so the position, route and markers stay
  /// in view.
  func write(style: Style) {
    let lines = lines(style: style)
    guard Terminal.stdoutIsTerminal else { return lines.writeLines() }
    let split = lines.flatMap { $0.split(separator: "\n", omittingEmptySubsequences: false) }
      .map(String.init)
    Pager.write(ScreenFit.wrap(split, width: TerminalSize.columns), enabled: true)
  }
}
