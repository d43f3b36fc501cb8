import Foundation

/// Receives the issues ``reportIssue(_:fileID:filePath:line:column:)`` reports: a test store's
/// records each as a test failure; outside one they are printed.
public protocol IssueReporter: Sendable {
  /// Reports one issue.
  ///
  /// - Parameters:
  ///   - message: What went wrong.
  ///   - fileID: Where.
  ///   - filePath: Where.
  ///   - line: Where.
  ///   - column: Where.
  func reportIssue(
    _ message: String, fileID: StaticString, filePath: StaticString, line: UInt, column: UInt)
}

/// Where issues go on the current task.
public enum IssueReporters {
  /// The reporter of this task; by default one that prints to standard error.
  @TaskLocal public static var current: any IssueReporter = PrintingIssueReporter()
}

/// Reports a programming error, such as a dependency with no test value called in a test.
///
/// - Parameters:
///   - message: What went wrong.
///   - fileID: Where.
///   - filePath: Where.
///   - line: Where.
///   - column: Where.
public func reportIssue(
  _ message: String,
  fileID: StaticString = #fileID, filePath: StaticString = #filePath,
  line: UInt = #line, column: UInt = #column
) {
  IssueReporters.current.reportIssue(
    message, fileID: fileID, filePath: filePath, line: line, column: column)
}

/// Prints each issue to standard error with its location.
struct PrintingIssueReporter: IssueReporter {
  func reportIssue(
    _ message: String, fileID: StaticString, filePath: StaticString, line: UInt, column: UInt
  ) {
    FileHandle.standardError.write(Data("\(fileID):\(line): \(message)\n".utf8))
  }
}
