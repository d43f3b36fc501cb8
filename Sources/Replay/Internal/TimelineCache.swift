import ActionLog

/// What a ``Timeline`` keeps between calls: a few parsed blocks (least recently used dropped
/// first), each with its materialised states.
struct TimelineCache {
  /// How many parsed blocks stay in memory.
  static let capacity = 4

  private var blocks: [Int: ParsedBlock] = [:]
  private var recency: [Int] = []
  /// Records' patches applied by the last ``state(block:position:load:)``: what a seek cost.
  private(set) var lastPatchCount = 0

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
    }
    return block
  }

  /// The state at a position of data block `number`, materialised from the nearest cached state.
  mutating func state(
    block number: Int, position: Int, load: (Int) throws -> ParsedBlock
  ) throws -> JSONValue {
    var parsed = try block(number, load: load)
    blocks[number] = nil  // keep the block's storage unique while it gains checkpoints
    defer { blocks[number] = parsed }
    let (state, patches) = try parsed.state(at: position)
    lastPatchCount = patches
    return state
  }

  private mutating func touch(_ number: Int) {
    recency.removeAll { $0 == number }
    recency.append(number)
  }
}
