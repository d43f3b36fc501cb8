// Compiled only with the package trait `ComposableArchitecture`, which brings TCA.
#if ComposableArchitecture
import ActionLog
import ComposableArchitecture
import Foundation

extension Effect {
  /// This effect with every action it sends announced to the recorder as sent by store action
  /// `parent`: at once, for a `.send`, or by a new effect, whose start and end are recorded for a
  /// `.run` (its end as `cancelled` or as `ended`: TCA does not say whether a run that returned was
  /// cancelled by id).
  ///
  /// TCA gives actions no ids and does not say which effect sent an action, so the recorder pairs
  /// them (``StoreRecording/willSend(_:from:)``): the map below runs on the main queue just before
  /// TCA hands the action to the store. An action mapped off the main queue (a publisher that
  /// emits on another queue) is not announced, and is recorded as `external` rather than risk a
  /// wrong cause.
  func recordingSends(of parent: UInt64, to recording: StoreRecording) -> Self {
    let kind = EffectKind(of: self)
    guard kind != .none else { return self }
    let source: ActionSource =
      kind == .send
      ? .send(parent: parent) : .effect(parent: parent, effect: recording.nextEffectID())
    let mapped = map { action in
      if MainQueue.isCurrent { recording.willSend(action, from: source) }
      return action
    }
    guard kind == .run, case .effect(_, let id) = source else { return mapped }
    let event = { @Sendable (kind: EffectLifecycleEvent.Kind) in
      recording.record(
        effect: EffectLifecycleEvent(effect: id, parent: parent, name: "run", kind: kind))
    }
    // `cancelled` when the effect's own task is cancelled (its store task, or the store going
    // away). Otherwise `ended` (`finished` + `maybeCancelled`), never plain `finished`: TCA runs a
    // `.cancellable` operation in a task of its own and `.cancel(id:)`/`cancelInFlight` cancel only
    // that one, so from here a run cancelled by id returns like one that finished
    // (`EffectLifecycleTests.aRunThatReturnsIsFinishedMaybeCancelledOnTCA`).
    return .concatenate(
      .run { _ in event(.started) },
      mapped,
      .run { _ in event(Task.isCancelled ? .cancelled : .ended) }
    )
  }
}

/// Whether code runs on the main queue, where TCA's `.run` effects send and where a store sends
/// and reduces. `Thread.isMainThread` is not enough: on Linux the main actor's jobs may run on a
/// thread Foundation does not call main, but always on the main dispatch queue.
enum MainQueue {
  private static let key: DispatchSpecificKey<Bool> = {
    let key = DispatchSpecificKey<Bool>()
    DispatchQueue.main.setSpecific(key: key, value: true)
    return key
  }()

  static var isCurrent: Bool { Thread.isMainThread || DispatchQueue.getSpecific(key: key) == true }
}

/// Which of TCA's effect operations an effect holds.
///
/// Internal details relied on: TCA keeps `Effect`'s operation internal (`operation`, an enum with
/// cases `none`, `publisher` and `run`), so its case name is read by reflection; and `.send(_:)`
/// is a publisher of Combine's `Just`, erased, whose type is read from the erased box. If TCA
/// renames them, an effect reads as `publisher`: its sends keep their causes (an immediate send
/// then reads as a numbered effect), and only its lifecycle records go missing (never a wrong
/// record); if a `.run` read as `none`, it is returned untagged and its sends are recorded as
/// `external` (a missing cause). `GlueTests.effectKindsAreReadFromTheEffect`
/// (Integrations/ComposableArchitecture) fails loudly when that happens.
package enum EffectKind: Equatable {
  case none
  /// `.send(_:)`: one action, sent at once.
  case send
  case publisher
  case run

  package init<Action>(of effect: Effect<Action>) {
    guard let operation = Mirror(reflecting: effect).children.first?.value else {
      self = .publisher
      return
    }
    let payload = Mirror(reflecting: operation).children.first
    switch payload?.label {
    case nil: self = .none
    case "run"?: self = .run
    default: self = payload.map { Self.isJust($0.value) } == true ? .send : .publisher
    }
  }

  /// Whether a publisher is a `Just`, seen through erasure (`AnyPublisher`'s box) and maps (the
  /// `map` a `Scope` applies to a child's `.send`, an animation's transaction): one action, sent
  /// when subscribed. Any other operator (a `compactMap`, as in `.cancel(id:)`) is not one.
  private static func isJust(_ publisher: Any, depth: Int = 0) -> Bool {
    let mirror = Mirror(reflecting: publisher)
    let name = String(reflecting: mirror.subjectType).prefix { $0 != "<" }
    if name.hasSuffix(".Just") { return true }
    let passes = ["AnyPublisher", "PublisherBox", "Publishers.Map", "TransactionPublisher"]
    guard depth < 16, passes.contains(where: { name.hasSuffix($0) }),
      let inner = mirror.children.first(where: { ["box", "base", "upstream"].contains($0.label) })
    else { return false }
    return isJust(inner.value, depth: depth + 1)
  }
}
#endif
