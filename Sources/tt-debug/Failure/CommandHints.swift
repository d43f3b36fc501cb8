/// The commands a command-line error suggests name the log the user typed: "`tt-debug show FILE
/// 3`" becomes "`tt-debug show session.ttlog 3`", ready to paste. Only text between backticks is
/// rewritten. (Inside `open`, ``SessionHints`` turns such hints into the session's own verbs.)
///
/// ```swift
/// let error = CLIError.notInLog("no marker contains 'x'", fix: "list them with `tt-debug log FILE --grep ★`")
/// print(CommandHints.line(for: error, path: "logs/bug 12.ttlog"))
/// ```
///
/// ```text
/// no marker contains 'x'; list them with `tt-debug log 'logs/bug 12.ttlog' --grep ★`
/// ```
enum CommandHints {
  /// `error.line` with `FILE` in its backticked commands replaced by `path`, shell-quoted; as it
  /// is without a path.
  static func line(for error: CLIError, path: String?) -> String {
    let text = error.line
    guard let path else { return text }
    let word = ShellWord.quoted(path)
    var parts = text.split(separator: "`", omittingEmptySubsequences: false).map(String.init)
    // Odd parts lie between backticks.
    for index in parts.indices where index % 2 == 1 && parts[index].hasPrefix("tt-debug ") {
      let words = parts[index].split(separator: " ", omittingEmptySubsequences: false)
      parts[index] = words.map { $0 == "FILE" ? word : String($0) }.joined(separator: " ")
    }
    return parts.joined(separator: "`")
  }
}

/// A command whose first argument is the log it reads, so its errors' hints can name it.
protocol LogFileCommand {
  var file: String { get }
}

extension InfoCommand: LogFileCommand {}
extension OrdersCommand: LogFileCommand {}
extension LogCommand: LogFileCommand {}
extension ShowCommand: LogFileCommand {}
extension DiffCommand: LogFileCommand {}
extension JumpCommand: LogFileCommand {}
extension StepCommand: LogFileCommand {}
extension BackCommand: LogFileCommand {}
extension OpenCommand: LogFileCommand {}
extension VerifyCommand: LogFileCommand {}
extension RecoverCommand: LogFileCommand {}
extension ExportCommand: LogFileCommand {}
extension HTMLCommand: LogFileCommand {}
extension TestCommand: LogFileCommand {}
