/// A type's name as the header records it: fully qualified, without the process-specific part the
/// runtime gives a private or local type (`(unknown context at $55ada6a2b5c0)`), so two runs of one
/// session write the same header and no address reaches the file.
///
/// ```swift
/// print(loggedTypeName(Login.State.self))   // Login is `private` in the module Checkout
/// ```
///
/// ```text
/// Checkout.Login.State
/// ```
///
/// - Parameter type: Any type.
/// - Returns: Its qualified name without unknown-context segments.
func loggedTypeName(_ type: Any.Type) -> String {
  let full = String(reflecting: type)
  guard full.contains("(unknown context at ") else { return full }
  var result = ""
  var rest = Substring(full)
  while let start = rest.range(of: "(unknown context at ") {
    result += rest[..<start.lowerBound]
    rest = rest[start.upperBound...]
    // Skip the address and the closing parenthesis, and the dot that joins it to the next name.
    guard let close = rest.firstIndex(of: ")") else { break }
    rest = rest[rest.index(after: close)...]
    if rest.first == "." { rest = rest.dropFirst() }
  }
  return result + rest
}
