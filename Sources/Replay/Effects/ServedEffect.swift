/// One effect of a recorded session as a test serves it: the action that started it, its name,
/// the actions it sent with their seqs, and how it ended. A generated test writes these as Swift
/// literals, so the actions need not be `Decodable`.
///
/// ```swift
/// let effect = ServedEffect<Search.Action>(
///   startedBy: 3, "run @ Search.swift:41", ending: .finished(at: 5),
///   sends: [5: .searchResponse(["Swift"])])
/// ```
public struct ServedEffect<Action: Sendable>: Sendable {
  /// The seq of the action that started the effect.
  public var startedBy: UInt64
  /// The effect's name in the log, e.g. `run @ Search.swift:41`.
  public var name: String
  /// The actions the effect sent, each with the seq the log gave it, in order.
  public var sends: [(seq: UInt64, action: Action)]
  /// How the effect ended in the log, or `nil` when it was still running.
  public var end: EffectEnd?

  /// Creates a served effect.
  ///
  /// - Parameters:
  ///   - startedBy: The seq of the action that started it.
  ///   - name: Its name in the log.
  ///   - end: How it ended in the log; `nil` when it was still running.
  ///   - sends: The actions it sent, keyed by their seqs, in order.
  public init(
    startedBy: UInt64, _ name: String, ending end: EffectEnd? = nil,
    sends: KeyValuePairs<UInt64, Action> = [:]
  ) {
    self.startedBy = startedBy
    self.name = name
    self.end = end
    self.sends = sends.map { (seq: $0.key, action: $0.value) }
  }
}
