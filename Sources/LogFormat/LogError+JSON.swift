import JSONTree

extension LogError {
  /// A JSON, pointer or patch failure inside a record, as the log's error: the record is
  /// malformed.
  ///
  /// - Parameter error: What `JSONTree` reported.
  /// The JSON error's byte offset is within the record's line, not the file, so it stays in the
  /// message, said so (`invalid JSON at byte 15 of the record's line: …`), and ``offset`` is left
  /// for the reader to set to the block's place in the file.
  package init(_ error: JSONError) {
    var message = error.message
    if let offset = error.offset, let range = message.range(of: "at byte \(offset)") {
      message.replaceSubrange(range, with: "at byte \(offset) of the record's line")
    }
    self.init(.malformedRecord, message)
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
