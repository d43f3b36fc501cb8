import AppRootSample
import ComposableStore
import ComposableStoreReplay
import Foundation
import Replay
import SampleSupport
import SignUpSample
import SplitViewSample
import TabStackSample
import Testing

/// One deliberate reducer bug, the generated steps it breaks, and the first step that must fail.
struct Mutation: Sendable, CustomTestStringConvertible {
  /// What the bug is, in a reviewer's words.
  var name: String
  /// The sample log the generated tests replay.
  var log: String
  /// The seq of the first step whose state or received action differs from the log.
  var firstStep: UInt64
  /// Whether the bug changes a state (a replay of the log through it diverges at ``firstStep``)
  /// rather than only an effect (which shows as a missing received action).
  var changesState: Bool
  /// Runs the generated steps (`exhaustive` or not) over the broken reducer.
  var run: @MainActor @Sendable (_ exhaustive: Bool) async throws -> Void
  /// Where a replay of the log through the broken reducer first diverges (`nil`: it never does).
  var replayDivergence: @MainActor @Sendable (Timeline) throws -> UInt64?

  var testDescription: String { "\(log): \(name)" }
}

extension Mutation {
  static func make<R: Reducer>(
    _ name: String, log: String, firstStep: UInt64, changesState: Bool = true,
    _ reducer: @escaping @Sendable () -> R,
    nonExhaustive: @escaping @MainActor (R) async throws -> Void,
    exhaustive: @escaping @MainActor (R) async throws -> Void
  ) -> Mutation
  where R.State: Codable & Equatable & Sendable, R.Action: Codable & Equatable & Sendable {
    // A fresh reducer for every run: the samples' UUID and date generators count up.
    return Mutation(
      name: name, log: log, firstStep: firstStep, changesState: changesState,
      run: { isExhaustive in
        if isExhaustive {
          try await exhaustive(reducer())
        } else {
          try await nonExhaustive(reducer())
        }
      },
      replayDivergence: { timeline in
        try ReducerReplay(reducer(), timeline: timeline).run().divergence?.seq
      })
  }
}
