import Synchronization

/// Tasks to await together and cancel together; tasks added after cancellation start cancelled.
final class TaskBag: Sendable {
  private let state = Mutex<(tasks: [Task<Void, Never>], cancelled: Bool)>(([], false))

  /// Adds tasks, cancelling them at once if the bag was cancelled.
  func add(_ tasks: [Task<Void, Never>]) {
    guard !tasks.isEmpty else { return }
    let cancelled = state.withLock { state in
      state.tasks.append(contentsOf: tasks)
      return state.cancelled
    }
    if cancelled { tasks.forEach { $0.cancel() } }
  }

  /// Cancels every task added so far and every task added later.
  func cancelAll() {
    let tasks = state.withLock { state in
      state.cancelled = true
      return state.tasks
    }
    tasks.forEach { $0.cancel() }
  }

  /// Waits until every task, including ones added while waiting, has finished.
  func waitAll() async {
    // Tasks stay in the bag while they are awaited, so a `cancelAll()` that lands mid-wait still
    // reaches every one of them (taking them out first let a cancelled StoreTask wait forever).
    var awaited = 0
    while true {
      let batch = state.withLock { state in Array(state.tasks.dropFirst(awaited)) }
      if batch.isEmpty { return }
      awaited += batch.count
      for task in batch { await task.value }
    }
  }

}
