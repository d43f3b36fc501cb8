extension Effect {
  /// Runs several effects at the same time.
  ///
  /// - Parameter effects: The effects.
  /// - Returns: One effect that runs them all.
  @inlinable
  public static func merge(_ effects: Self...) -> Self {
    merge(effects)
  }

  /// Runs several effects at the same time.
  ///
  /// - Parameter effects: The effects.
  /// - Returns: One effect that runs them all.
  @inlinable
  public static func merge(_ effects: some Sequence<Self>) -> Self {
    let nodes = Self.activeNodes(effects)
    switch nodes.count {
    case 0: return .none
    case 1: return Self(node: nodes[0])
    default: return Self(node: .merge(nodes))
    }
  }

  /// Runs several effects one after another: each starts when the previous one has finished.
  ///
  /// - Parameter effects: The effects, in order.
  /// - Returns: One effect that runs them in sequence.
  @inlinable
  public static func concatenate(_ effects: Self...) -> Self {
    concatenate(effects)
  }

  /// Runs several effects one after another: each starts when the previous one has finished.
  ///
  /// - Parameter effects: The effects, in order.
  /// - Returns: One effect that runs them in sequence.
  @inlinable
  public static func concatenate(_ effects: some Sequence<Self>) -> Self {
    let nodes = Self.activeNodes(effects)
    switch nodes.count {
    case 0: return .none
    case 1: return Self(node: nodes[0])
    default: return Self(node: .concatenate(nodes))
    }
  }

  /// The nodes of the effects that do something; allocates nothing when none does.
  @inlinable
  static func activeNodes(_ effects: some Sequence<Self>) -> [Node] {
    var nodes: [Node] = []
    for effect in effects where !effect.isNone {
      nodes.append(effect.node)
    }
    return nodes
  }

  /// Runs this effect together with another.
  ///
  /// - Parameter other: Another effect.
  /// - Returns: An effect that runs both at the same time.
  @inlinable public func merge(with other: Self) -> Self {
    // The common case (one side is `.none`) allocates nothing: reducers merge on every action.
    if isNone { return other }
    if other.isNone { return self }
    return Self(node: .merge([node, other.node]))
  }

  /// Runs another effect after this one finishes.
  ///
  /// - Parameter other: The effect to run next.
  /// - Returns: An effect that runs both in sequence.
  public func concatenate(with other: Self) -> Self {
    .concatenate(self, other)
  }
}
