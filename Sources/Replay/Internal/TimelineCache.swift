import ActionLog

/// What a ``Timeline`` keeps between calls: a few parsed blocks (least recently used dropped
/// first) and the last materialised state.
struct TimelineCache {
  /// How many parsed blocks stay in memory.
  static let capacity = 4

  private var blocks: [Int: ParsedBlock] = [:]
  private var recency: [Int] = []
  /// The last state handed out: data block number, position in it, state.
  private var current: (block: Int, position: Int, state: JSONValue)?

  /// The parsed data block `number`, loading it on a miss.
  mutating func block(_ number: Int, load: (Int) throws -> ParsedBlock) throws -> ParsedBlock {
    if let block = blocks[number] {
      touch(number)
      return block
    }
    let block = try load(number)
    blocks[number] = block
    touch(number)
    while recency.count > Self.capacity {
      let evicted = recency.removeFirst()
      blocks[evicted] = nil
      if current?.block == evicted { current = nil }
    }
    return block
  }

  /// The state at a position of data block `number`, materialised from the nearest cached state.
  mutating func state(
    block number: Int, position: Int, load: (Int) throws -> ParsedBlock
  ) throws -> JSONValue {
    var parsed = try block(number, load: load)
    blocks[number] = nil  // keep the block's storage unique while it gains checkpoints
    let near = current.flatMap { $0.block == number ? ($0.position, $0.state) : nil }
    defer { blocks[number] = parsed }
    let state = try parsed.state(at: position, near: near)
    current = (number, position, state)
    return state
  }

  private mutating func touch(_ number: Int) {
    recency.removeAll { $0 == number }
    recency.append(number)
  }
}
