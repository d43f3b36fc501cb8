// Compiled only with the package trait `ComposableArchitecture`, which brings TCA.
#if ComposableArchitecture
import ComposableArchitecture
import ComposableArchitectureRecording
import Replay

/// A reducer that runs `Base` for real and replaces each `.run` effect it returns with one that
/// sends what the log says that effect sent, each at its recorded place.
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

  /// Runs the base reducer, then hands the effect it returned to the served session: a `.run` is
  /// replaced by the served one the log pairs with it; a `.send` and any other effect run as
  /// returned (their actions are the log's next steps, as it recorded them). An effect the log has
  /// this action start and the reducer no longer starts, or the reverse, is reported here.
  ///
  /// - Parameters:
  ///   - state: The current state, changed in place by the base reducer.
  ///   - action: The action to handle.
  /// - Returns: The served effect, or the base reducer's own.
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    let seq = effects.willReduce()
    let effect = base.reduce(into: &state, action: action)
    // The recording glue's classification: a `.run` is the effect the log names `run`.
    guard EffectKind(of: effect) == .run,
      let run = effects.serve(["run"], startedBy: seq, action: action).first
    else {
      _ = effects.serve([], startedBy: seq, action: action)
      return effect
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
  /// changes are checked as usual, and each `.run` effect it returns sends the actions the log
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
  /// Replacing a `.run` drops its cancellation ids along with its work: what a cancelled effect
  /// sent before it was cancelled is served, and nothing after. A `.send`, and an effect TCA
  /// builds from publishers (a merge of a `.send` with a `.run`, a presentation's), run as
  /// returned.
  ///
  /// - Parameter effects: The recorded effects, as the generated test writes them.
  /// - Returns: The serving reducer.
  public func servingEffects(_ effects: ServedEffects<Action>) -> _ServingReducer<Self> {
    _ServingReducer(base: self, effects: effects)
  }
}
#endif
