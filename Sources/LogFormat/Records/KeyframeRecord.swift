import JSONTree

/// A full state: the first record of every data block, so any block decodes alone.
public struct KeyframeRecord: Sendable, Equatable {
  /// The seq of the state.
  public var seq: UInt64
  /// The full state tree.
  public var state: JSONValue

  /// Creates a keyframe.
  ///
  /// - Parameters:
  ///   - seq: The seq of the state.
  ///   - state: The full state tree.
  public init(seq: UInt64, state: JSONValue) {
    self.seq = seq
    self.state = state
  }

  init(_ fields: RecordFields) throws {
    seq = try fields.uint("seq")
    state = try fields.value("state")
  }
}
