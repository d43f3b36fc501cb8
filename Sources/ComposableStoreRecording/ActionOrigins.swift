import ActionLog
import ComposableStore

// What the stand-in store says of an action's origin and of its effects, in the recorder's terms.

extension StoreRecording.Origin {
  /// The store's id of the action and where it came from; its `.send` effects are immediate sends.
  static func numbered(_ context: ActionContext) -> Self {
    switch context.origin {
    case .external: .numbered(context.id, source: .external)
    case .effect(let parent, let effect) where effect == .immediate:
      .numbered(context.id, source: .send(parent: parent))
    case .effect(let parent, let effect):
      .numbered(context.id, source: .effect(parent: parent, effect: effect.rawValue))
    }
  }
}

extension EffectLifecycleEvent {
  /// The recorder's view of a store effect event.
  init(_ event: EffectEvent) {
    let kind: Kind
    switch event.kind {
    case .started: kind = .started
    case .finished: kind = .finished
    case .cancelled: kind = .cancelled
    case .failed(let description): kind = .failed(description)
    }
    self.init(effect: event.effect.rawValue, parent: event.parent, name: event.name, kind: kind)
  }
}
