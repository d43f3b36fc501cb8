/// A one-line description of an action for listings, in the style TCA prints actions.
///
/// The outermost case has no leading dot, nested cases do; payloads sit in parentheses with their
/// labels; strings are quoted and cut to 40 characters; structs show up to 3 fields and
/// collections up to 3 elements, then `…`; a `StackElementID` shows as its number; nesting past 6
/// levels shows `…`; the whole line stops at 160 characters. Redacted values (by key, enum case
/// name, path, or ``RedactedInLogs``) show as `<redacted>` and are never read.
///
/// ```swift
/// print(summary(of: AppAction.path(.element(id: 3, action: .detail(.editButtonTapped)))))
/// print(summary(of: AppAction.sidebar(.select(.b))))
/// print(summary(of: LoginAction.passwordChanged("hunter2")))
/// print(summary(of: ListAction.setItems([Item(id: 1, title: "Milk"), Item(id: 2, title: "Eggs")])))
/// print(summary(of: SearchAction.queryChanged(String(repeating: "a", count: 50))))
/// ```
///
/// ```text
/// path(.element(id: 3, action: .detail(.editButtonTapped)))
/// sidebar(.select(.b))
/// passwordChanged(<redacted>)
/// setItems([Item(id: 1, title: "Milk"), Item(id: 2, title: "Eggs")])
/// queryChanged("aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa…")
/// ```
///
/// - Parameters:
///   - action: Any value, usually an action enum.
///   - policy: What to hide.
/// - Returns: The summary line.
package func summary(of action: Any, policy: RedactionPolicy = .default) -> String {
  var writer = SummaryWriter(matcher: policy.matcher)
  writer.write(action, depth: 0)
  return writer.text
}
