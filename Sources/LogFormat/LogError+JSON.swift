import JSONTree

extension LogError {
  /// A JSON, pointer or patch failure inside a record, as the log's error: the record is
  /// malformed.
  ///
  /// - Parameter error: What `JSONTree` reported.
  package init(_ error: JSONError) {
    self.init(.malformedRecord, error.message, offset: error.offset)
  }

  /// Runs `body`, turning a ``JSONError`` it throws into a `malformedRecord` ``LogError``, so
  /// readers of a log see one error type.
  ///
  /// - Parameter body: Work that parses or patches JSON.
  /// - Returns: What `body` returns.
  /// - Throws: What `body` throws, with a ``JSONError`` turned into a ``LogError``.
  package static func recordJSON<T>(_ body: () throws -> T) throws -> T {
    do {
      return try body()
    } catch let error as JSONError {
      throw LogError(error)
    }
  }
}
