import JSONTree

extension TimeTravelRoot {
  /// Encodes the store's state as the log holds it (same encoding, redaction and shared ids) and
  /// hands it to `reply` on the recorder's thread, after everything recorded before: what the link
  /// reports after each move, for a store glue's tests to compare with the log.
  ///
  /// ```swift
  /// try root.travel(to: 3, json: nil)
  /// root.encodeState { tree in print(tree == (try? timeline.state(at: 3))) }
  /// ```
  ///
  /// ```text
  /// true
  /// ```
  ///
  /// - Parameter reply: Called once with the tree; not called when the recorder has stopped.
  /// - Returns: Whether the recorder took the request.
  @discardableResult
  public func encodeState(reply: @escaping @Sendable (JSONValue) -> Void) -> Bool {
    recorder.probe(state, reply: reply)
  }
}
