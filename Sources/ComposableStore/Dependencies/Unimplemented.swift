/// The error an ``unimplemented(_:fileID:filePath:line:column:)`` endpoint throws after reporting
/// the call.
public struct UnimplementedFailure: Error, Equatable, Sendable {
  /// The endpoint's name, such as `"APIClient.search"`.
  public var name: String
}

/// An endpoint for a client's `testValue` that fails when called: it reports
/// `Unimplemented: 'name'` through ``reportIssue(_:fileID:filePath:line:column:)`` (a test store
/// records it as a test failure) and throws ``UnimplementedFailure``.
///
/// ```swift
/// static let testValue = APIClient(search: unimplemented("APIClient.search"))
/// ```
///
/// - Parameters:
///   - name: The endpoint's name, for the message.
///   - fileID: Where the endpoint is declared.
///   - filePath: Where the endpoint is declared.
///   - line: Where the endpoint is declared.
///   - column: Where the endpoint is declared.
/// - Returns: A closure that reports and throws whenever it is called.
public func unimplemented<each Argument, Result>(
  _ name: String,
  fileID: StaticString = #fileID, filePath: StaticString = #filePath,
  line: UInt = #line, column: UInt = #column
) -> @Sendable (repeat each Argument) async throws -> Result {
  { (_: repeat each Argument) in
    reportIssue(
      "Unimplemented: '\(name)'", fileID: fileID, filePath: filePath, line: line, column: column)
    throw UnimplementedFailure(name: name)
  }
}
