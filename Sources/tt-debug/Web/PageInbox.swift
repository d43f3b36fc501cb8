import Foundation

/// The commands waiting for the session's thread: moves clicked in the page and, in a script,
/// the lines read from stdin, in the order they came.
final class PageInbox: @unchecked Sendable {
  /// One thing to do.
  enum Item: Equatable {
    /// A command the page sent, as the terminal would type it (`jump 12`, `resume`, `live`).
    case page(String)
    /// A line of stdin (or its end), in a script.
    case input(CommandLines.Input)
  }

  private let condition = NSCondition()
  private var items: [Item] = []

  /// Adds an item and wakes the session.
  func push(_ item: Item) {
    condition.lock()
    items.append(item)
    condition.signal()
    condition.unlock()
  }

  /// The next item, waiting at most `milliseconds` for one.
  func next(waiting milliseconds: Int) -> Item? {
    condition.lock()
    defer { condition.unlock() }
    if items.isEmpty {
      _ = condition.wait(until: Date(timeIntervalSinceNow: Double(milliseconds) / 1000))
    }
    return items.isEmpty ? nil : items.removeFirst()
  }

  /// The page's commands waiting now (at a terminal's prompt, where stdin is libedit's).
  func takePageCommands() -> [String] {
    condition.lock()
    defer { condition.unlock() }
    var commands: [String] = []
    items.removeAll { item in
      guard case .page(let command) = item else { return false }
      commands.append(command)
      return true
    }
    return commands
  }
}
