import CustomDump
import Testing

/// `expectNoDifference`, plus a Swift Testing expectation: on Linux CustomDump's issue reporting
/// does not reach Swift Testing (a failing `expectNoDifference` passes silently), so the plain
/// `#expect` makes the test able to fail.
func expectText(
  _ actual: String, _ expected: String, sourceLocation: SourceLocation = #_sourceLocation
) {
  expectNoDifference(actual, expected)
  #expect(
    actual == expected, Comment(rawValue: diff(expected, actual) ?? ""),
    sourceLocation: sourceLocation)
}
