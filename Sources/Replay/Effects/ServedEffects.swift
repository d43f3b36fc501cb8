import JSONTree
import LogFormat

/// The effects of a recorded session, served in place of the effects a reducer starts: the
/// reducer runs for real, and each effect it returns sends the actions the log says that effect
/// sent, each at its recorded place, and nothing else. Store-agnostic: a store's glue calls
/// ``willReduce()`` before each action its store reduces, and ``serve(_:startedBy:action:)`` with
/// the effects the reducer returned, then runs the ``ServedRun``s it gets in their place.
///
/// Each served action waits until every step the log has before it has happened (counted in
/// steps reduced, not in time), so a test's `send`s and `receive`s interleave as in the session,
/// including effects in flight at the same time. An effect the log recorded as cancelled sends
/// what it sent before that and no more, and must be cancelled where the log has it. Where the
/// reducer no longer starts an effect the log recorded for an action, or starts one the log has no
/// record of, the mismatch is reported at that step.
///
/// ```swift
/// let effects = ServedEffects<Search.Action>(
///   from: 0, to: 3,
///   [ServedEffect(startedBy: 1, "run @ Search.swift:41", ending: .finished(at: 2),
///     sends: [2: .response(["Swift"])])]
/// ) { mismatch in Issue.record(Comment(rawValue: mismatch.message)) }
/// ```
public final class ServedEffects<Action: Sendable>: Sendable {
  /// The seq of the state the session starts from.
  public let from: UInt64
  /// The seq of its last state.
  public let to: UInt64
  let effects: [ServedEffect<Action>]
  let report: @Sendable (EffectMismatch) -> Void
  let frontier: StepFrontier
  let cancellations = CancellationWatch()
  private let startedBy: [UInt64: [Int]]
  private let steps: LockedValue<Steps>

  /// The steps the store reduces that no served effect sends (sent by the test, or by a
  /// reducer's `.send`), and the served actions sent but not yet reduced.
  private struct Steps {
    var reduced: [UInt64]
    var next = 0
    var pending: [UInt64] = []
  }

  /// Creates the served effects of a session.
  ///
  /// - Parameters:
  ///   - from: The seq of the starting state.
  ///   - to: The seq of the last state.
  ///   - outOfBand: The seqs of changes made outside any action, which the test applies with
  ///     ``outOfBand(at:_:)``.
  ///   - effects: The effects started after `from` (an effect started at or before it is not
  ///     served: nothing in the test starts it).
  ///   - only: The seqs of the steps the test keeps (`tt-debug test --only`), or `nil` for every
  ///     step: a step left out is one that will not come, and an effect sends only kept actions.
  ///   - report: Called with each mismatch, when it is found (a test records it as an issue).
  public init(
    from: UInt64, to: UInt64, outOfBand: [UInt64] = [], only: [UInt64]? = nil,
    _ effects: [ServedEffect<Action>],
    reportingTo report: @escaping @Sendable (EffectMismatch) -> Void
  ) {
    self.from = from
    self.to = max(from, to)
    self.report = report
    let kept = only.map(Set.init)
    let served = effects.filter { $0.startedBy > from && $0.startedBy <= to }
      .filter { kept?.contains($0.startedBy) ?? true }
      .map { effect in
        guard let kept else { return effect }
        var effect = effect
        effect.sends = effect.sends.filter { kept.contains($0.seq) }
        return effect
      }
    self.effects = served
    var startedBy: [UInt64: [Int]] = [:]
    var sent = Set(outOfBand)
    for (index, effect) in served.enumerated() {
      startedBy[effect.startedBy, default: []].append(index)
      sent.formUnion(effect.sends.map(\.seq))
    }
    self.startedBy = startedBy
    let range = from < to ? Array(from + 1...to) : []
    steps = LockedValue(
      Steps(reduced: range.filter { !sent.contains($0) && (kept?.contains($0) ?? true) }))
    frontier = StepFrontier(from: from, to: self.to)
    if let kept { frontier.settle(range.filter { !kept.contains($0) }) }
  }

  /// The store is about to reduce an action: settles its step and returns the seq the log gave
  /// it, or `nil` past the log's last step.
  ///
  /// An action a served effect sent is the step it was sent as; any other action (sent by the
  /// test, or by a reducer's `.send`) is the log's next such step.
  ///
  /// - Returns: The step's seq.
  public func willReduce() -> UInt64? {
    // The store has reduced the steps through the frontier and started (or cancelled) their
    // effects: one the log has cancelled there and that still runs is reported before this step.
    reportNotCancelled(through: frontier.seq)
    let seq = steps.withLock { steps -> UInt64? in
      if !steps.pending.isEmpty { return steps.pending.removeFirst() }
      guard steps.next < steps.reduced.count else { return nil }
      steps.next += 1
      return steps.reduced[steps.next - 1]
    }
    if let seq { frontier.settle([seq]) }
    return seq
  }

  /// Applies a change made outside any action at its place in the test: runs `change` and settles
  /// its step, so the served actions after it can be sent.
  ///
  /// - Parameters:
  ///   - seq: The change's seq in the log.
  ///   - change: Makes the change (e.g. through a shared reference).
  /// - Throws: What `change` throws.
  public func outOfBand(at seq: UInt64, _ change: () throws -> Void) rethrows {
    try change()
    frontier.settle([seq])
  }

  /// Ends the session: effects still waiting to send send nothing more and stop waiting. Call it
  /// when the test's last step is done, before waiting for the store's effects to finish.
  public func finish() {
    reportNotCancelled(through: frontier.seq)
    frontier.release()
  }

  /// Marks a served action as sent: the next action reduced is its step.
  func willSend(_ seq: UInt64) {
    steps.withLock { $0.pending.append(seq) }
  }

  /// A served action was not delivered (its effect was cancelled while sending).
  func didNotSend(_ seq: UInt64) {
    steps.withLock { steps in
      if let index = steps.pending.lastIndex(of: seq) { steps.pending.remove(at: index) }
    }
  }

  /// The effects the log has action `seq` start, as indices into ``effects``.
  func logged(startedBy seq: UInt64) -> [Int] {
    startedBy[seq] ?? []
  }
}
