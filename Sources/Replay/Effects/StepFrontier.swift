import JSONTree
import LogFormat

/// How far a served session has come: the seqs of the steps the store has reduced (or that will
/// not come), and the served effects waiting for a step before they send.
///
/// The frontier is the largest seq such that it and every seq before it are settled. A waiter for
/// seq `n` resumes once the frontier reaches `n`, when the frontier is released (the test is
/// over), or when its task is cancelled.
final class StepFrontier: Sendable {
  private struct Waiter {
    var target: UInt64
    var continuation: CheckedContinuation<Bool, Never>
  }

  private struct State {
    var from: UInt64
    var settled: [Bool]
    var frontier: UInt64
    var released = false
    var waiters: [UInt64: Waiter] = [:]
    var cancelled: Set<UInt64> = []
    var lastWaiter: UInt64 = 0

    mutating func advance() -> [CheckedContinuation<Bool, Never>] {
      while frontier - from < UInt64(settled.count), settled[Int(frontier - from)] {
        frontier += 1
      }
      let ready = waiters.filter { $0.value.target <= frontier }
      for id in ready.keys { waiters[id] = nil }
      return ready.values.map(\.continuation)
    }
  }

  private let state: LockedValue<State>

  /// A frontier at `from` over the steps `from + 1` through `to`.
  init(from: UInt64, to: UInt64) {
    state = LockedValue(
      State(
        from: from, settled: Array(repeating: false, count: Int(clamping: to - from)),
        frontier: from))
  }

  /// The largest seq reached.
  var seq: UInt64 { state.withLock { $0.frontier } }

  /// Marks steps as reduced (or as steps that will not come) and resumes the waiters they free.
  func settle(_ seqs: some Sequence<UInt64>) {
    let ready = state.withLock { state in
      for seq in seqs where seq > state.from && seq - state.from <= UInt64(state.settled.count) {
        state.settled[Int(seq - state.from - 1)] = true
      }
      return state.advance()
    }
    for continuation in ready { continuation.resume(returning: true) }
  }

  /// Resumes every waiter, now and later, with `false`: the session is over.
  func release() {
    let waiting = state.withLock { state in
      state.released = true
      defer { state.waiters = [:] }
      return state.waiters.values.map(\.continuation)
    }
    for continuation in waiting { continuation.resume(returning: false) }
  }

  /// Waits until the frontier reaches `target`.
  ///
  /// - Returns: `true` when it did; `false` when the frontier was released or the task cancelled.
  func wait(until target: UInt64) async -> Bool {
    let id = state.withLock { state in
      state.lastWaiter += 1
      return state.lastWaiter
    }
    return await withTaskCancellationHandler {
      await withCheckedContinuation { continuation in
        let now: Bool? = state.withLock { state in
          if state.cancelled.remove(id) != nil || state.released { return false }
          if state.frontier >= target { return true }
          state.waiters[id] = Waiter(target: target, continuation: continuation)
          return nil
        }
        if let now { continuation.resume(returning: now) }
      }
    } onCancel: {
      let waiter = state.withLock { state in
        guard let waiter = state.waiters.removeValue(forKey: id) else {
          state.cancelled.insert(id)
          return nil as Waiter?
        }
        return waiter
      }
      waiter?.continuation.resume(returning: false)
    }
  }
}
