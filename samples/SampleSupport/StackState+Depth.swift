import ComposableStore

extension StackState {
  /// The identity of the element at a depth, bottom first, or `nil` if the stack is not that deep.
  ///
  /// - Parameter depth: The element's position from the bottom of the stack, starting at 0.
  /// - Returns: The element's stable identity, if the stack is that deep.
  public func id(atDepth depth: Int) -> StackElementID? {
    let ids = Array(self.ids)
    return ids.indices.contains(depth) ? ids[depth] : nil
  }
}
