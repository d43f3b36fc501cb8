import JSONTree
import ValueCoding

/// How the worker turns captured states and actions into trees: ``TreeEncoder`` for `Encodable`
/// values, ``ValueEncoder`` (reflection) for the rest, both under the recorder's redaction policy
/// and pseudonym key. A class, so the worker reaches it without copying its encoders.
final class StateEncoding {
  /// `"encodable"` or `"reflection"`, as the header's `encoding.values` says.
  let valueEncoding: String
  let policy: RedactionPolicy
  private let reflection: ValueEncoder
  private let tree: TreeEncoder
  /// Encodes states, reusing the trees of the parts unchanged since the previous state; `nil`
  /// when the options turned that off, and every state is encoded in full.
  private let states: MemoizingTreeEncoder?
  /// Log numbers of the session's shared references, and the values captured with the state being
  /// encoded.
  let shared = SharedReferences()
  /// Summaries of recent actions, found again by the actions' bytes.
  private let summaries: SummaryMemo
  /// Trees of recent actions, found again by the actions' bytes; `nil` when the options turned
  /// reuse off.
  private let actions: ActionTreeMemo?
  /// Set after an `encode(to:)` threw, so the warning is logged once.
  private(set) var encodableFailure: String?

  init(
    stateIsEncodable: Bool, policy: RedactionPolicy, key: RedactionKey,
    reusesUnchangedParts: Bool = true
  ) {
    valueEncoding = stateIsEncodable ? "encodable" : "reflection"
    self.policy = policy
    reflection = ValueEncoder(policy: policy, key: key)
    tree = TreeEncoder(policy: policy, key: key)
    states = reusesUnchangedParts ? MemoizingTreeEncoder(tree) : nil
    summaries = SummaryMemo(policy: policy)
    actions = reusesUnchangedParts ? ActionTreeMemo(tree) : nil
  }

  /// The state's tree; shared boxes are written with the values they held at capture time.
  func encodeState(_ state: Any, sharedValues: [ObjectIdentifier: Any]) -> JSONValue {
    shared.capturedValues = sharedValues
    if valueEncoding == "encodable", let encodable = state as? any Encodable {
      do {
        return try states?.encode(encodable, shared: shared)
          ?? tree.encode(encodable, shared: shared)
      } catch {
        // A throwing `encode(to:)` must not lose the state: reflection still records it.
        encodableFailure = "\(error)"
      }
    }
    return reflection.encode(state, shared: shared)
  }

  /// The action's tree: through its `Encodable` conformance when it has one, else by reflection.
  func encodeAction(_ action: Any) -> JSONValue {
    if let encodable = action as? any Encodable,
      let value = try? actions?.tree(of: encodable) ?? tree.encode(encodable)
    {
      return value
    }
    actions?.forgetLast()
    return reflection.encode(action)
  }

  /// ``jsonSummary(of:)`` of the tree ``encodeAction(_:)`` gave last, made once per action the
  /// memo keeps; `nil` when it kept none.
  func jsonSummaryOfLastAction() -> String? {
    actions?.jsonSummaryOfLastTree()
  }

  /// The action's one-line summary, redacted by the same policy (as plain `<redacted>`: summaries
  /// are for people, and a pseudonym would tell them nothing).
  func summarize(_ action: Any) -> String {
    summaries.summary(of: action)
  }
}
