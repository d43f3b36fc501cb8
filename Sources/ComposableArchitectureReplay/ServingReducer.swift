// Compiled only with the package trait `ComposableArchitecture`, which brings TCA.
#if ComposableArchitecture
import ComposableArchitecture
import ComposableArchitectureRecording
import Replay

/// A reducer that runs `Base` for real and replaces each effect it returns, but a `.send`, with one
/// that sends what the log says that effect sent, each at its recorded place.
///
/// Made by ``ComposableArchitecture/Reducer/servingEffects(_:)``; the underscore marks it as an
/// implementation detail of that operator, as TCA does for its operator types.
public struct _ServingReducer<Base: Reducer>: Reducer where Base.Action: Sendable {
  /// The reduced state.
  public typealias State = Base.State
  /// The reduced action.
  public typealias Action = Base.Action

  let base: Base
  let effects: ServedEffects<Action>

  /// Runs the base reducer, then hands the effect it returned to the served session: a `.run`, or
  /// an effect TCA built from publishers, is replaced by the served one the log pairs with it; a
  /// `.send` runs as returned (its action is the log's next step). An effect the log has this
  /// action start and the reducer no longer starts, or a `.run` the log has no record of, is
  /// reported here.
  ///
  /// - Parameters:
  ///   - state: The current state, changed in place by the base reducer.
  ///   - action: The action to handle.
  /// - Returns: The served effect, or the base reducer's own.
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    let seq = effects.willReduce()
    let effect = base.reduce(into: &state, action: action)
    // The recording glue's classification, so each effect pairs with what the log holds of it: a
    // `.run` is the log's `run`; a publisher effect (TCA builds one for a `.send` seen through a
    // scope, a push, a presentation, a `.cancel`) is known to the log only by what it sent, as
    // `effect`; a `.send` is the log's next step.
    let name: String
    switch EffectKind(of: effect) {
    case .none, .send:
      _ = effects.serve([], startedBy: seq, action: action)
      return effect
    case .run: name = "run"
    case .publisher: name = "effect"
    }
    guard let run = effects.serve([name], startedBy: seq, action: action).first else {
      return .none
    }
    return .run { send in
      await run.run { @MainActor action in
        // TCA drops what a cancelled effect sends: say so, so its step is not taken.
        guard !Task.isCancelled else { return false }
        send(action)
        return true
      }
    }
  }
}

extension Reducer where Action: Sendable {
  /// Serves this reducer's effects from a recorded session: the reducer runs for real, its state
  /// changes are checked as usual, and each effect it returns (but a `.send`) sends the actions the log
  /// says that effect sent, each once the steps before it have happened, and nothing else. A test
  /// written by `tt-debug test` uses it, so the outside world in the test is what the user saw.
  ///
  /// ```swift
  /// let effects = ServedEffects<AppFeature.Action>(from: 0, to: 3, [
  ///   ServedEffect(startedBy: 2, "run", ending: .ended(at: 3), sends: [3: .loginResponse(.success(token))])
  /// ]) { mismatch in Issue.record(Comment(rawValue: mismatch.message)) }
  /// let store = TestStore(initialState: AppFeature.State()) { AppFeature().servingEffects(effects) }
  /// ```
  ///
  /// Replacing an effect drops its cancellation ids along with its work: what a cancelled effect
  /// sent before it was cancelled is served, and nothing after. A `.send` runs as returned. An
  /// effect TCA builds from publishers (a `.send` through a scope, a merge of a `.send` with a
  /// `.run`, a push's or a presentation's) is checked only where it sent something: one that
  /// sends nothing leaves no record in the log.
  ///
  /// - Parameter effects: The recorded effects, as the generated test writes them.
  /// - Returns: The serving reducer.
  public func servingEffects(_ effects: ServedEffects<Action>) -> _ServingReducer<Self> {
    _ServingReducer(base: self, effects: effects)
  }
}
#endif
