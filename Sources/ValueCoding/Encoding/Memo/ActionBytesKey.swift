/// An action's type and bytes: the key under which the recorder's memos find an action sent
/// before (``SummaryMemo``, ``ActionTreeMemo``). Two values of one type with the same bytes are the
/// same value while a memo holds the first one; equal values with different bytes are a miss.
///
/// ```swift
/// let key = ActionBytesKey(AppAction.tabSelected(.inbox))
/// print(key == ActionBytesKey(AppAction.tabSelected(.inbox)))
/// ```
///
/// ```text
/// true
/// ```
struct ActionBytesKey: Hashable {
  /// Actions larger than this get no key: they are summarised and encoded every time.
  static let largestAction = 256

  let type: ObjectIdentifier
  let bytes: [UInt8]

  /// The key of `action`, or `nil` when it is larger than ``largestAction``.
  init?<Action>(_ action: Action) {
    guard MemoryLayout<Action>.size <= Self.largestAction else { return nil }
    type = ObjectIdentifier(Action.self)
    bytes = withUnsafeBytes(of: action) { Array($0) }
  }

  /// The key of `action` by its dynamic type, or `nil` when it is larger than ``largestAction``.
  init?(any action: Any) {
    func key<Action>(_ action: Action) -> ActionBytesKey? { ActionBytesKey(action) }
    guard let key = _openExistential(action, do: key) else { return nil }
    self = key
  }
}
