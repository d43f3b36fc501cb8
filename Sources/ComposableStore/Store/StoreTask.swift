/// The effects started by one `store.send`, to await or cancel.
///
/// ```swift
/// await store.send(.refresh).finish()  // returns when refresh's effects (and theirs) are done
/// ```
public struct StoreTask: Hashable, Sendable {
  let task: Task<Void, Never>?

  init(task: Task<Void, Never>?) {
    self.task = task
  }

  init(tasks: [Task<Void, Never>]) {
    guard !tasks.isEmpty else {
      self.task = nil
      return
    }
    let bag = TaskBag()
    bag.add(tasks)
    self.task = Task {
      await withTaskCancellationHandler {
        await bag.waitAll()
      } onCancel: {
        bag.cancelAll()
      }
    }
  }

  /// Waits until the effects, and the effects of actions they sent, have finished or been cancelled.
  public func finish() async {
    await task?.value
  }

  /// Cancels the effects.
  public func cancel() {
    task?.cancel()
  }

  /// Whether ``cancel()`` was called on this task; `false` when there were no effects.
  public var isCancelled: Bool {
    task?.isCancelled ?? false
  }
}
