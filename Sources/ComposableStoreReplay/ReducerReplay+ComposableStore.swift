import ComposableStore
import ComposableStoreRecording
import Foundation
import Replay

extension ReducerReplay {
  /// Creates a replay of `timeline` through a ComposableStore reducer, its effects ignored, with
  /// shared references rebuilt as one box per logged id and the dependency values the reducer read
  /// while recording served back to it (``ReducerReplay/servesRecordedReads``).
  ///
  /// ```swift
  /// let report = try ReducerReplay(AppFeature(), timeline: timeline).run()
  /// print(report.divergence == nil ? "faithful" : "diverges")
  /// ```
  ///
  /// ```text
  /// faithful
  /// ```
  ///
  /// - Parameters:
  ///   - reducer: The app's root reducer, of the build to check.
  ///   - timeline: The log.
  public init<R: Reducer>(_ reducer: R, timeline: Timeline)
  where R.State == State, R.Action == Action, State: Decodable, Action: Decodable {
    self.init(timeline: timeline) { state, action in
      DependencyObservation.$observer.withValue(ChannelObserver(channel: .serving)) {
        _ = reducer.reduce(into: &state, action: action)
      }
    }
    decodingUserInfo = { [.sharedCodingTable: SharedCodingTable()] }
    testCommandOptions = "--store composable-store"
  }
}

extension Timeline {
  /// The state at `seq` rebuilt as a Swift value, with `Shared` references re-linked: every feature
  /// that held the same shared id holds one new box again, so a mutation through one is seen by all.
  ///
  /// ```swift
  /// let state = try timeline.state(at: 12, as: AppFeature.State.self)
  /// print(state.profile.name)
  /// ```
  ///
  /// ```text
  /// Ada
  /// ```
  ///
  /// - Parameters:
  ///   - seq: A seq in `firstSeq...lastSeq`.
  ///   - type: The root state type the log was recorded from.
  /// - Returns: The rebuilt state.
  /// - Throws: What ``Timeline/state(at:as:userInfo:)`` throws.
  public func state<S: Decodable>(at seq: UInt64, relinking type: S.Type) throws -> S {
    try state(at: seq, as: type, userInfo: [.sharedCodingTable: SharedCodingTable()])
  }
}
