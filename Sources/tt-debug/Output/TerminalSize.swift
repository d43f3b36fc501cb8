import CLibEdit

/// The size of the terminal the output goes to.
enum TerminalSize {
  /// The columns of the terminal on stdout, else `$COLUMNS`, else 80.
  static var columns: Int {
    let asked = Int(ttd_terminal_columns(1))
    if asked > 0 { return asked }
    if let text = Terminal.environment("COLUMNS"), let columns = Int(text), columns > 0 {
      return columns
    }
    return 80
  }

  /// The rows of the terminal on stdout, else `$LINES`, else 24.
  static var rows: Int {
    let asked = Int(ttd_terminal_rows(1))
    if asked > 0 { return asked }
    if let text = Terminal.environment("LINES"), let rows = Int(text), rows > 0 { return rows }
    return 24
  }
}
