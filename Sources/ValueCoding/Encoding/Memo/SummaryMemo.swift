/// Summaries of recent actions, found again by the actions' bytes: a recorder summarises every
/// action, and apps send the same few actions (a tap, a tab, a toggle) again and again.
///
/// Two values of one type with the same bytes are the same value, provided nothing the summary
/// reads can change behind those bytes. Strings, arrays and enum boxes cannot while the memo holds
/// the value (copy-on-write buffers are not written in place while shared, and the memo's copy
/// keeps them from being freed and reused). Class instances, shared references and custom mirrors
/// can, so a summary that read one is not kept (``SummaryTypeFacts/mayChangeBehindBytes``). Equal
/// values with different bytes (padding, an enum's unused payload bytes) are a miss, never a wrong
/// summary. A summary that leaves part of its value out (a long list or string) is not kept
/// either: the memo would hold that value, and large actions are seldom sent twice.
///
/// ```swift
/// let memo = SummaryMemo(policy: .default)
/// _ = memo.summary(of: AppAction.tabSelected(.inbox))  // written by reflection
/// _ = memo.summary(of: AppAction.tabSelected(.inbox))  // the same text, found by its bytes
/// print(memo.hits)
/// ```
///
/// ```text
/// 1
/// ```
///
/// Not thread-safe: one memo per recorder worker.
package final class SummaryMemo {
  /// Entries kept; the memo starts afresh when full.
  static let capacity = 512

  private struct Entry {
    /// The action, kept so its buffers stay alive and unwritten while its bytes are a key.
    let held: Any
    let text: String
  }

  private let matcher: RedactionMatcher
  private var entries: [ActionBytesKey: Entry] = [:]
  /// How many summaries were found by their action's bytes.
  package private(set) var hits = 0

  /// A memo summarising under `policy`.
  ///
  /// - Parameter policy: What summaries hide.
  package init(policy: RedactionPolicy) {
    matcher = policy.matcher
  }

  /// What ``summary(of:policy:)`` gives for `action` under the memo's policy.
  ///
  /// - Parameter action: Any value, usually an action enum.
  /// - Returns: The summary line.
  package func summary(of action: Any) -> String {
    guard let key = ActionBytesKey(any: action) else { return write(action).text }
    if let entry = entries[key] {
      hits += 1
      return entry.text
    }
    let written = write(action)
    if written.isStable {
      if entries.count >= Self.capacity { entries.removeAll(keepingCapacity: true) }
      entries[key] = Entry(held: action, text: written.text)
    }
    return written.text
  }

  private func write(_ action: Any) -> (text: String, isStable: Bool) {
    var writer = SummaryWriter(matcher: matcher)
    writer.write(action, depth: 0)
    return (writer.text, !writer.readChangeableValue && !writer.elided)
  }

}
