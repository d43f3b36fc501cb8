import ComposableStore
import Testing

/// What a test store's reducer and effects run in, as under TCA's `TestStore`: dependencies give
/// their test values, and issues they report (an unimplemented endpoint called) fail the test.
enum TestContext {
  /// Runs `body` in the test context; effects it starts keep that context.
  @MainActor
  static func run<Result>(_ body: () -> Result) -> Result {
    var values = DependencyValues.current
    values.context = .test
    return DependencyValues.$current.withValue(values) {
      IssueReporters.$current.withValue(RecordingIssueReporter()) { body() }
    }
  }
}

/// Records each reported issue as a Swift Testing issue at the place it names.
struct RecordingIssueReporter: IssueReporter {
  func reportIssue(
    _ message: String, fileID: StaticString, filePath: StaticString, line: UInt, column: UInt
  ) {
    Issue.record(
      Comment(rawValue: message),
      sourceLocation: SourceLocation(
        fileID: "\(fileID)", filePath: "\(filePath)", line: Int(line), column: Int(column)))
  }
}
