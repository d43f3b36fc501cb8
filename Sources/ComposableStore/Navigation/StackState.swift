/// The state of a navigation stack: elements bottom to top, each with a stable ``StackElementID``.
///
/// ```swift
/// var path = StackState<Path.State>()
/// path.append(.detail(Detail.State()))
/// path.append(.edit(Edit.State()))
/// print(path.ids)
/// ```
///
/// ```text
/// [#0, #1]
/// ```
public struct StackState<Element> {
  @usableFromInline
  struct Entry {
    @usableFromInline var id: StackElementID
    @usableFromInline var element: Element

    @usableFromInline init(id: StackElementID, element: Element) {
      self.id = id
      self.element = element
    }
  }

  @usableFromInline private(set) var entries: [Entry] = []
  /// The largest id on the stack, or -1 when empty; derived from `entries`, so never compared.
  /// Pushes keep it current in O(1); only removals rescan.
  @usableFromInline var largestID = -1
  /// Identity of this stack value, so effects of equal element ids in other stacks stay apart.
  @usableFromInline let instanceID = IdentityCounter.nextStack()

  /// Creates an empty stack.
  public init() {}

  /// Creates a stack of elements, bottom first.
  ///
  /// - Parameter elements: The elements.
  public init(_ elements: some Sequence<Element>) {
    for element in elements { append(element) }
  }

  /// The element ids, bottom to top.
  @inlinable public var ids: [StackElementID] { entries.map { $0.id } }

  /// Calls `body` with each element and its id, bottom to top, building no arrays: for glue that
  /// reads the whole stack on every action.
  ///
  /// - Parameter body: Called once per element.
  package func forEachEntry(_ body: (StackElementID, Element) -> Void) {
    for entry in entries { body(entry.id, entry.element) }
  }

  /// Whether the element ids are `ids`, bottom to top; allocates nothing.
  @inlinable
  func hasIDs(_ ids: [StackElementID]) -> Bool {
    entries.count == ids.count && entries.elementsEqual(ids) { $0.id == $1 }
  }

  /// The id the next pushed element gets: one above the largest id on the stack, 0 when empty.
  ///
  /// A pure function of the stack's contents, so a stack decoded from a log hands out exactly the
  /// ids the live stack did, and replaying reducers over a log reproduces every `element(id:)`.
  /// An id is stable while its element is on the stack; a popped top id may be handed out again.
  public var nextID: StackElementID {
    StackElementID(rawValue: largestID + 1)
  }

  /// Pushes an element with a fresh id (see ``nextID``).
  ///
  /// - Parameter element: The element.
  public mutating func append(_ element: Element) {
    let id = nextID
    entries.append(Entry(id: id, element: element))
    largestID = id.rawValue
  }

  /// Pops the top element.
  ///
  /// - Returns: The popped element, or `nil` when the stack is empty.
  @discardableResult
  public mutating func popLast() -> Element? {
    defer { rescanLargestID() }
    return entries.popLast()?.element
  }

  /// Pops the top `count` elements (all of them when there are fewer).
  ///
  /// - Parameter count: How many to pop.
  public mutating func removeLast(_ count: Int = 1) {
    entries.removeLast(Swift.min(Swift.max(count, 0), entries.count))
    rescanLargestID()
  }

  /// Pops the element with `id` and every element above it; does nothing when `id` is absent.
  ///
  /// - Parameter id: The lowest element to pop.
  @inlinable
  public mutating func pop(from id: StackElementID) {
    guard let index = entries.firstIndex(where: { $0.id == id }) else { return }
    entries.removeSubrange(index...)
    rescanLargestID()
  }

  /// Pops every element above the one with `id`; does nothing when `id` is absent.
  ///
  /// - Parameter id: The element to return to.
  public mutating func pop(to id: StackElementID) {
    guard let index = entries.firstIndex(where: { $0.id == id }) else { return }
    entries.removeSubrange((index + 1)...)
    rescanLargestID()
  }

  /// The element with `id`; setting `nil` pops it alone, setting a value for a new id pushes it.
  public subscript(id id: StackElementID) -> Element? {
    get { entries.first(where: { $0.id == id })?.element }
    set {
      let index = entries.firstIndex(where: { $0.id == id })
      switch (index, newValue) {
      case (let index?, let element?): entries[index].element = element
      case (let index?, nil):
        entries.remove(at: index)
        rescanLargestID()
      case (nil, let element?): insert(element, id: id)
      case (nil, nil): break
      }
    }
  }

  /// Pushes an element with a given id; returns `false` when the id is already present.
  @discardableResult
  @inlinable
  mutating func insert(_ element: Element, id: StackElementID) -> Bool {
    guard !entries.contains(where: { $0.id == id }) else { return false }
    entries.append(Entry(id: id, element: element))
    largestID = Swift.max(largestID, id.rawValue)
    return true
  }

  @inlinable
  mutating func rescanLargestID() {
    var largest = -1
    for entry in entries where entry.id.rawValue > largest {
      largest = entry.id.rawValue
    }
    largestID = largest
  }

  /// Changes the element with `id` in place; `nil` when it is absent.
  @inlinable
  mutating func modify<R>(id: StackElementID, _ body: (inout Element) -> R) -> R? {
    guard let index = entries.firstIndex(where: { $0.id == id }) else { return nil }
    return body(&entries[index].element)
  }
}

extension StackState: RandomAccessCollection, MutableCollection {
  /// The position of the bottom element.
  public var startIndex: Int { entries.startIndex }
  /// The position after the top element.
  public var endIndex: Int { entries.endIndex }

  /// The element at a position, bottom first.
  public subscript(position: Int) -> Element {
    get { entries[position].element }
    set { entries[position].element = newValue }
  }
}

extension StackState: ExpressibleByArrayLiteral {
  /// Creates a stack from an array literal, bottom first.
  public init(arrayLiteral elements: Element...) {
    self.init(elements)
  }
}

extension StackState: Equatable where Element: Equatable {
  /// Equal when the ids and elements are equal, in order.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.entries.count == rhs.entries.count
      && zip(lhs.entries, rhs.entries).allSatisfy { $0.id == $1.id && $0.element == $1.element }
  }
}

extension StackState: Hashable where Element: Hashable {
  /// Hashes the ids and elements.
  public func hash(into hasher: inout Hasher) {
    for entry in entries {
      hasher.combine(entry.id)
      hasher.combine(entry.element)
    }
  }
}

extension StackState: Sendable where Element: Sendable {}
extension StackState.Entry: Sendable where Element: Sendable {}
