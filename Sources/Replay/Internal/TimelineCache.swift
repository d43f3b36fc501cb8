import JSONTree
import LogFormat

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
      if recency.last != number { touch(number) }
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

  /// Data block `number` when it is cached, without counting it as used.
  func peek(_ number: Int) -> ParsedBlock? { blocks[number] }

  /// The block used last, if any.
  var mostRecent: ParsedBlock? { recency.last.flatMap { blocks[$0] } }

  /// The state at a position of a cached block, materialised from the nearest cached state.
  mutating func state(of block: ParsedBlock, position: Int) throws -> JSONValue {
    let (state, patches) = try block.state(at: position)
    lastPatchCount = patches
    return state
  }

  private mutating func touch(_ number: Int) {
    recency.removeAll { $0 == number }
    recency.append(number)
  }
}
