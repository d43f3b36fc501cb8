/// What went wrong driving the browser: the kind of failure, what happened and what to do, and the
/// protocol method it happened in, where there is one.
///
/// ```swift
/// do {
///   _ = try session.evaluate("null.x")
/// } catch let error as BrowserError where error.code == .script {
///   print(error.message)
/// }
/// ```
/// ```text
/// the page's script threw: TypeError: Cannot read properties of null (reading 'x')
/// ```
package struct BrowserError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The kind of failure.
  package enum Code: String, Equatable, Sendable {
    /// No browser on this machine.
    case missing
    /// The browser could not be started, or did not answer its first commands.
    case launch
    /// The browser exited or closed its end of the protocol pipe, or the page crashed.
    case exited
    /// A wait ran out of time.
    case timeout
    /// The browser refused a command (a protocol error, a failed navigation).
    case command
    /// The page's script threw, or an element a call needs is not on the page.
    case script
    /// A file could not be written.
    case file
  }

  /// The kind of failure.
  package var code: Code
  /// What happened and, where it helps, what to do.
  package var message: String
  /// The DevTools method the failure happened in (`Page.navigate`), if any.
  package var method: String?

  /// A failure of kind `code`.
  package init(_ code: Code, _ message: String, method: String? = nil) {
    self.code = code
    self.message = message
    self.method = method
  }

  /// No browser to run.
  package static let missing = BrowserError(
    .missing,
    "no headless browser: install Debian's chromium (apt-get install chromium) or set TT_CHROMIUM")

  package var description: String {
    method.map { "\($0): \(message)" } ?? message
  }
}
