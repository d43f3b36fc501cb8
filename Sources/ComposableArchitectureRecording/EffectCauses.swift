// Compiled only with the package trait `ComposableArchitecture`, which brings TCA.
#if ComposableArchitecture
import ActionLog
import ComposableArchitecture
import Foundation

/// Numbers the actions and effects of one recorded store and carries each effect's id to the
/// actions it sends.
///
/// TCA gives actions no ids and does not say which effect sent an action, so the recording reducer
/// maps every effect it returns: the map runs on the main actor just before TCA hands the action
/// back to the store, which reduces it (or queues it behind the action being reduced) before any
/// other action can arrive. A first-in, first-out queue of pending sources therefore pairs each
/// effect-sent action with its effect. An action mapped off the main queue (a publisher effect
/// that emits on another queue, hopped to the main queue by TCA later) is not queued: it is
/// recorded as `external` rather than risk a wrong cause.
final class EffectCauses: @unchecked Sendable {
  private let lock = NSLock()
  private var lastActionID: UInt64 = 0
  private var lastEffectID: UInt64 = 0
  private var pending: [ActionSource] = []
  private var pendingStart = 0

  /// The id of the action being reduced and where it came from.
  func nextAction() -> (id: UInt64, source: ActionSource) {
    lock.lock()
    defer { lock.unlock() }
    lastActionID += 1
    guard pendingStart < pending.count else { return (lastActionID, .external) }
    let source = pending[pendingStart]
    pendingStart += 1
    if pendingStart == pending.count {
      pending.removeAll(keepingCapacity: true)
      pendingStart = 0
    }
    return (lastActionID, source)
  }

  private func nextEffectID() -> UInt64 {
    lock.lock()
    defer { lock.unlock() }
    lastEffectID += 1
    return lastEffectID
  }

  private func sending(parent: UInt64, effect: UInt64) {
    guard MainQueue.isCurrent else { return }
    lock.lock()
    defer { lock.unlock() }
    pending.append(.effect(parent: parent, effect: effect))
  }

  /// `effect` with every action it sends marked as sent by a new effect of action `parent`, and,
  /// for a `.run` effect, its start and end recorded.
  func tag<Action>(_ effect: Effect<Action>, sentBy parent: UInt64, recorder: Recorder)
    -> Effect<Action>
  {
    let kind = EffectKind(of: effect)
    guard kind != .none else { return effect }
    let id = nextEffectID()
    let mapped = effect.map { [self] action in
      sending(parent: parent, effect: id)
      return action
    }
    guard kind == .run else { return mapped }
    let event = { @Sendable (kind: EffectLifecycleEvent.Kind) in
      recorder.record(
        effect: EffectLifecycleEvent(effect: id, parent: parent, name: "run", kind: kind))
    }
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

/// Which of TCA's effect operations an effect holds. TCA keeps the operation internal; its case
/// name is read by reflection, and an unknown shape counts as a publisher (tagged, not observed).
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
