import Synchronization

/// Enum layouts by type, read once per process: case paths are rebuilt on every reduce, so a
/// lookup must cost next to nothing.
///
/// Layouts live forever in a dictionary behind a mutex. A fixed open-addressing table of atomics
/// mirrors it for lock-free reads: a writer (holding the mutex) publishes the value before the key,
/// so a reader that sees a key also sees its value. When the table fills up, the rest of the types
/// are simply read through the mutex.
@usableFromInline
enum EnumLayoutCache {
  /// A layout shared by reference; `nil` marks a type whose case paths use `Mirror`.
  private final class Entry: Sendable {
    let layout: EnumLayout?

    init(_ layout: EnumLayout?) {
      self.layout = layout
    }
  }

  private static let entries = Mutex<[ObjectIdentifier: Entry]>([:])

  private static let slotBits = 10
  private static let slotCount = 1 << slotBits
  /// Slots of two words: the metadata address (0 when free), then the unretained `Entry`.
  // Written only under `entries`' lock; every word is an atomic; never freed.
  private nonisolated(unsafe) static let slots: UnsafeMutablePointer<Atomic<Int>> = {
    let slots = UnsafeMutablePointer<Atomic<Int>>.allocate(capacity: 2 * slotCount)
    for index in 0..<(2 * slotCount) {
      (slots + index).initialize(to: Atomic(0))
    }
    return slots
  }()

  /// The layout of `type`, or `nil` when case paths into it must use `Mirror`.
  ///
  /// - Parameter type: The root type of a case path.
  /// - Returns: The cached layout.
  @usableFromInline
  static func layout(of type: Any.Type) -> EnumLayout? {
    let key = Int(bitPattern: unsafeBitCast(type, to: UnsafeRawPointer.self))
    var slot = firstSlot(for: key)
    for _ in 0..<slotCount {
      let stored = slots[2 * slot].load(ordering: .acquiring)
      if stored == key {
        let bits = slots[2 * slot + 1].load(ordering: .acquiring)
        guard let pointer = UnsafeRawPointer(bitPattern: bits) else { break }
        return Unmanaged<Entry>.fromOpaque(pointer)._withUnsafeGuaranteedRef { $0.layout }
      }
      if stored == 0 { break }
      slot = (slot + 1) & (slotCount - 1)
    }
    return slowLayout(of: type, key: key)
  }

  private static func firstSlot(for key: Int) -> Int {
    // Fibonacci hashing: the top bits of the product spread aligned addresses evenly.
    let golden = UInt(truncatingIfNeeded: 0x9E37_79B9_7F4A_7C15 as UInt64)
    return Int(truncatingIfNeeded: (UInt(bitPattern: key) &* golden) >> (UInt.bitWidth - slotBits))
  }

  private static func slowLayout(of type: Any.Type, key: Int) -> EnumLayout? {
    let id = ObjectIdentifier(type)
    if let entry = entries.withLock({ $0[id] }) { return entry.layout }
    // Read outside the lock: resolving payload types may instantiate metadata.
    let entry = Entry(EnumLayout(of: type))
    return entries.withLock { entries in
      if let existing = entries[id] { return existing.layout }
      entries[id] = entry
      publish(entry, key: key, count: entries.count)
      return entry.layout
    }
  }

  /// Adds an entry to the lock-free table while the table is at most half full.
  private static func publish(_ entry: Entry, key: Int, count: Int) {
    guard count <= slotCount / 2 else { return }
    var slot = firstSlot(for: key)
    while slots[2 * slot].load(ordering: .relaxed) != 0 {
      slot = (slot + 1) & (slotCount - 1)
    }
    // `entries` keeps the entry alive for the life of the process.
    let bits = Int(bitPattern: Unmanaged.passUnretained(entry).toOpaque())
    slots[2 * slot + 1].store(bits, ordering: .releasing)
    slots[2 * slot].store(key, ordering: .releasing)
  }
}
