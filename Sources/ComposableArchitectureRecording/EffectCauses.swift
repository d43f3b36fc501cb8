// Compiled only with the package trait `ComposableArchitecture`, which brings TCA.
#if ComposableArchitecture
import ActionLog
import ComposableArchitecture
import Foundation

extension Effect {
  /// This effect with every action it sends announced to the recorder as sent by a new effect of
  /// store action `parent`, and, for a `.run` effect, its start and end recorded.
  ///
  /// TCA gives actions no ids and does not say which effect sent an action, so the recorder pairs
  /// them (``Recorder/effectWillSend(_:parent:effect:)``): the map below runs on the main queue
  /// just before TCA hands the action to the store. An action mapped off the main queue (a
  /// publisher that emits on another queue) is not announced, and is recorded as `external`
  /// rather than risk a wrong cause.
  func recordingSends(of parent: UInt64, to recorder: Recorder) -> Self {
    let kind = EffectKind(of: self)
    guard kind != .none else { return self }
    let id = recorder.nextEffectID()
    let mapped = map { action in
      if MainQueue.isCurrent { recorder.effectWillSend(action, parent: parent, effect: id) }
      return action
    }
    guard kind == .run else { return mapped }
    let event = { @Sendable (kind: EffectLifecycleEvent.Kind) in
      recorder.record(
        effect: EffectLifecycleEvent(effect: id, parent: parent, name: "run", kind: kind))
    }
    // `cancelled` only when the effect's own task is cancelled (its store task, or the store
    // going away). An effect cancelled by id (`.cancel(id:)`, `cancelInFlight`) ends as `finished`:
    // TCA runs a `.cancellable` operation in a task of its own, cancels only that one and tells
    // nobody (`EffectLifecycleTests.aRunCancelledByIDIsFinishedOnTCA`).
    return .concatenate(
      .run { _ in event(.started) },
      mapped,
      .run { _ in event(Task.isCancelled ? .cancelled : .finished) }
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
/// Internal detail relied on: TCA keeps `Effect`'s operation internal (`operation`, an enum with
/// cases `none`, `publisher` and `run`), so its case name is read by reflection. If TCA renames
/// them, an effect reads as `publisher`: its sends keep their causes, and only its lifecycle
/// records go missing (never a wrong record); if a `.run` read as `none`, it is returned untagged and
/// its sends are recorded as `external` (a missing cause). `GlueTests.effectKindsAreReadFromTheEffect`
/// (Integrations/ComposableArchitecture) fails loudly when that happens.
enum EffectKind: Equatable {
  case none
  case publisher
  case run

  init<Action>(of effect: Effect<Action>) {
    guard let operation = Mirror(reflecting: effect).children.first?.value else {
      self = .publisher
      return
    }
    switch Mirror(reflecting: operation).children.first?.label {
    case nil: self = .none
    case "run"?: self = .run
    default: self = .publisher
    }
  }
}
#endif
