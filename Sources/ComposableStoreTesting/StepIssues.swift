import Foundation
import Testing

/// Records an issue found while a test store's reducer reduces an action (a served effect started
/// unlike the log): the test store records it at the `send` or `receive` that asserts that step,
/// as it does its own failures. Outside a test store's reduce, it is recorded here.
///
/// ```swift
/// ServedEffects(from: 0, to: 44, effects) { mismatch in recordStepIssue(mismatch.message) }
/// ```
///
/// - Parameters:
///   - message: What went wrong; it should name the step.
///   - fileID: Where to record it outside a reduce.
///   - filePath: Where to record it outside a reduce.
///   - line: Where to record it outside a reduce.
///   - column: Where to record it outside a reduce.
public func recordStepIssue(
  _ message: String, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
  line: UInt = #line, column: UInt = #column
) {
  if let collector = StepIssueCollector.current {
    collector.append(message)
  } else {
    Issue.record(
      Comment(rawValue: message),
      sourceLocation: SourceLocation(
        fileID: "\(fileID)", filePath: "\(filePath)", line: Int(line), column: Int(column)))
  }
}

/// The issues ``recordStepIssue(_:fileID:filePath:line:column:)`` reported during one reduce.
final class StepIssueCollector: @unchecked Sendable {
  /// The collector of the reduce running on this task, if any.
  @TaskLocal static var current: StepIssueCollector?

  private let lock = NSLock()
  private var messages: [String] = []

  func append(_ message: String) {
    lock.withLock { messages.append(message) }
  }

  var collected: [String] {
    lock.withLock { messages }
  }
}
