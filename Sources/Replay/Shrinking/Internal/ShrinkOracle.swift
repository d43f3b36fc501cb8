import JSONTree
import LogFormat

/// Whether a sub-session shows the bug: the ``ShrinkBug`` turned into a check over replays of
/// ``SessionSteps``, worked out once from the whole session.
struct ShrinkOracle<State, Action> {
  enum Check {
    case predicate((State) -> Bool)
    /// The state after the last step at or before `seq` has `values` at their paths (`nil`:
    /// nothing there), where the whole session's replay differs from the log's `logged`.
    case state(seq: UInt64, logged: JSONValue, values: [(JSONPointer, JSONValue?)])
    /// The step at `index` reads its dependencies differently from the log, as `mismatch` says.
    case reads(index: Int, mismatch: DependencyMismatch)
  }

  /// What one replay found.
  struct Verdict {
    var shows: Bool
    /// The step after which a predicate first held: later steps cannot matter.
    var hit: Int?
  }

  let steps: SessionSteps<State, Action>
  let check: Check
  /// The steps a sub-session may keep: none after the point where the bug is judged.
  let universe: [Int]

  init(
    steps: SessionSteps<State, Action>, bug: ShrinkBug<State>,
    divergence: () throws -> Divergence?
  ) throws {
    self.steps = steps
    let all = Array(steps.steps.indices)
    switch bug {
    case .predicate(let predicate):
      check = .predicate(predicate)
      universe = all
    case .differsAtMarker(let text):
      var seq: UInt64?
      for entry in try steps.timeline.entries(
        from: steps.timeline.firstSeq, to: steps.timeline.lastSeq)
      {
        if case .marker(let marker) = entry.record, marker.text == text {
          seq = marker.seq
          break
        }
      }
      guard let seq else {
        throw ReplayError(.invalidArgument, "this log has no marker \"\(text)\"")
      }
      universe = all.filter { steps.steps[$0].seq <= seq }
      check = try Self.stateCheck(steps, universe, seq: seq, what: "marker \"\(text)\"")
    case .divergesFromLog:
      guard let divergence = try divergence() else {
        throw ReplayError(
          .invalidArgument,
          "this build replays the whole log without diverging from it: there is no bug to shrink")
      }
      universe = all.filter { steps.steps[$0].seq <= divergence.seq }
      if let mismatch = divergence.dependency, let index = universe.last {
        check = .reads(index: index, mismatch: mismatch)
      } else {
        check = try Self.stateCheck(
          steps, universe, seq: divergence.seq, what: "seq \(divergence.seq)")
      }
    }
  }

  /// Replays `kept` (ascending step indices) and judges it. A sub-session whose actions read
  /// their dependencies differently from the log cannot be replayed: it does not show the bug.
  func verdict(_ kept: [Int]) throws -> Verdict {
    switch check {
    case .predicate(let predicate):
      if predicate(try steps.makeState()) { return Verdict(shows: true, hit: nil) }
      var verdict = Verdict(shows: false)
      try steps.replay(kept) { index, state, mismatch in
        guard mismatch == nil else { return false }
        if predicate(state) { verdict = Verdict(shows: true, hit: index) }
        return !verdict.shows
      }
      return verdict
    case .state(_, let logged, let values):
      var last: State?
      var replayable = true
      try steps.replay(kept) { _, state, mismatch in
        replayable = mismatch == nil
        last = state
        return replayable
      }
      guard replayable else { return Verdict(shows: false) }
      let replayed = try steps.encode(try last ?? steps.makeState())
      let shown = Self.normalised(replayed, like: logged, pairsPseudonyms: steps.pairsPseudonyms)
      return Verdict(shows: values.allSatisfy { shown.value(at: $0.0) == $0.1 })
    case .reads(let target, let expected):
      var shows = false
      try steps.replay(kept) { index, _, mismatch in
        guard index == target else { return mismatch == nil }
        shows = mismatch?.position == expected.position && mismatch?.read == expected.read
        return false
      }
      return Verdict(shows: shows)
    }
  }

  /// The check of the state at `seq`: the values the whole session's replay has there where it
  /// differs from the log.
  private static func stateCheck(
    _ steps: SessionSteps<State, Action>, _ universe: [Int], seq: UInt64, what: String
  ) throws -> Check {
    let logged = try steps.timeline.state(at: seq)
    var last: State?
    var mismatch: DependencyMismatch?
    try steps.replay(universe) { _, state, read in
      last = state
      mismatch = read
      return read == nil
    }
    if let mismatch {
      throw ReplayError(
        .invalidArgument,
        "the session cannot be replayed up to \(what): \(mismatch)", seq: mismatch.seq)
    }
    let replayed = try steps.encode(try last ?? steps.makeState())
    let shown = normalised(replayed, like: logged, pairsPseudonyms: steps.pairsPseudonyms)
    let values = JSONPatch.diff(from: logged, to: shown).map { ($0.path, shown.value(at: $0.path)) }
    guard !values.isEmpty else {
      throw ReplayError(
        .invalidArgument,
        "this build's state at \(what) is the log's: there is no bug to shrink", seq: seq)
    }
    return .state(seq: seq, logged: logged, values: values)
  }

  /// `replayed` with its shared ids (and pseudonyms) written as the log's.
  private static func normalised(
    _ replayed: JSONValue, like logged: JSONValue, pairsPseudonyms: Bool
  )
    -> JSONValue
  {
    var comparison = ReplayComparison(pairsPseudonyms: pairsPseudonyms)
    _ = comparison.matches(logged, replayed)
    return comparison.normalised(replayed, like: logged)
  }
}
