import Foundation
import JSONTree

extension ValueBytes {
  /// Where a struct keeps arrays inline (in its own fields or those of structs inside it), so two
  /// values whose bytes differ only because an array was copied can still be told equal: the
  /// bytes outside the arrays, and each pair of arrays element by element.
  ///
  /// A reducer that writes an element back unchanged (a stack's `forEach` running a child that
  /// only touched a shared box) gives the array new storage, since the memo holds the old one;
  /// comparing the elements finds it unchanged without encoding each element again.
  ///
  /// ```swift
  /// struct Stack { var steps: [Int]; var top = 0 }
  /// let layout = ValueBytes.layout(of: Stack.self)
  /// print(layout?.ranges ?? [], layout?.arrayOffsets ?? [])
  /// ```
  ///
  /// ```text
  /// [Range(8..<16)] [0]
  /// ```
  package struct Layout: @unchecked Sendable {
    /// The bytes outside the arrays, merged where they touch.
    package let ranges: [Range<Int>]
    /// Each inline array: where it sits, and its type.
    let arrays: [(offset: Int, type: any InlineElements.Type)]

    /// Where each inline array sits.
    package var arrayOffsets: [Int] { arrays.map(\.offset) }
  }

  /// The layout of `type` when it is a struct holding at least one `Array` or `ContiguousArray`
  /// inline, else `nil` (compare its bytes with ``equal(_:_:in:)`` alone).
  ///
  /// - Parameter type: Any type.
  /// - Returns: The layout, computed once per type.
  package static func layout(of type: Any.Type) -> Layout? {
    let key = ObjectIdentifier(type)
    if let known = layouts.withLock({ $0[key] }) { return known }
    var ranges: [Range<Int>] = []
    var arrays: [(offset: Int, type: any InlineElements.Type)] = []
    let layout =
      split(type, at: 0, depth: 0, ranges: &ranges, arrays: &arrays) && !arrays.isEmpty
      ? Layout(ranges: merged(ranges), arrays: arrays) : nil
    layouts.withLock { $0[key] = .some(layout) }
    return layout
  }

  /// Whether `a` and `b` are equal outside their inline arrays (``Layout/ranges``) and each pair
  /// of arrays holds the same count of elements whose compared bytes are equal. Both values must
  /// be alive and the older one held since it was made, so equal references are the same objects.
  ///
  /// - Parameters:
  ///   - a: A value.
  ///   - b: Another value of the same type.
  ///   - layout: What ``layout(of:)`` gave for the type.
  /// - Returns: `true` when every compared byte, inside the arrays too, is equal.
  package static func equalFollowingArrays<Value>(_ a: Value, _ b: Value, layout: Layout) -> Bool {
    withUnsafeBytes(of: a) { left in
      withUnsafeBytes(of: b) { right in
        guard let l = left.baseAddress, let r = right.baseAddress else { return true }
        for range in layout.ranges
        where memcmp(l + range.lowerBound, r + range.lowerBound, range.count) != 0 {
          return false
        }
        for array in layout.arrays {
          let offset = array.offset
          // The same storage: equal without looking inside.
          if memcmp(l + offset, r + offset, MemoryLayout<Int>.size) == 0 { continue }
          guard array.type.elementsEqual(l + offset, r + offset) else { return false }
        }
        return true
      }
    }
  }

  /// Whether two element buffers hold the same count of elements with equal compared bytes.
  static func elementsEqual<Element>(
    _ a: UnsafeBufferPointer<Element>, _ b: UnsafeBufferPointer<Element>
  ) -> Bool {
    guard a.count == b.count else { return false }
    guard a.count > 0, let left = a.baseAddress, let right = b.baseAddress else { return true }
    if left == right { return true }
    let ranges = ValueBytes.ranges(of: Element.self) ?? [0..<MemoryLayout<Element>.size]
    let stride = MemoryLayout<Element>.stride
    let l = UnsafeRawPointer(left)
    let r = UnsafeRawPointer(right)
    for index in 0..<a.count {
      let base = index * stride
      for range in ranges
      where memcmp(l + base + range.lowerBound, r + base + range.lowerBound, range.count) != 0 {
        return false
      }
    }
    return true
  }

  private static let layouts = LockedValue<[ObjectIdentifier: Layout?]>([:])

  /// Splits the stored bytes of `type` (placed at `base`) into plain ranges and inline arrays;
  /// `false` when it is not a struct with a readable layout.
  private static func split(
    _ type: Any.Type, at base: Int, depth: Int, ranges: inout [Range<Int>],
    arrays: inout [(offset: Int, type: any InlineElements.Type)]
  ) -> Bool {
    guard let fields = fields(of: type, depth: depth) else { return false }
    for field in fields {
      let offset = base + field.offset
      if let inline = field.type as? any InlineElements.Type {
        arrays.append((offset, inline))
      } else if !split(field.type, at: offset, depth: depth + 1, ranges: &ranges, arrays: &arrays) {
        let whole = ValueBytes.ranges(of: field.type) ?? [0..<size(of: field.type)]
        ranges += whole.map { offset + $0.lowerBound..<offset + $0.upperBound }
      }
    }
    return true
  }
}

/// An array type whose values are a single reference to a buffer of elements: `Array` and
/// `ContiguousArray`, whose pairs ``ValueBytes/equalFollowingArrays(_:_:layout:)`` compares
/// element by element.
protocol InlineElements {
  /// Whether the arrays at `left` and `right` (each pointing at a value of this type) hold equal
  /// elements.
  static func elementsEqual(_ left: UnsafeRawPointer, _ right: UnsafeRawPointer) -> Bool
}

extension Array: InlineElements {
  static func elementsEqual(_ left: UnsafeRawPointer, _ right: UnsafeRawPointer) -> Bool {
    // Read through the public API: an array bridged from Objective-C has no Swift buffer.
    left.assumingMemoryBound(to: Self.self).pointee.withUnsafeBufferPointer { a in
      right.assumingMemoryBound(to: Self.self).pointee.withUnsafeBufferPointer { b in
        ValueBytes.elementsEqual(a, b)
      }
    }
  }
}

extension ContiguousArray: InlineElements {
  static func elementsEqual(_ left: UnsafeRawPointer, _ right: UnsafeRawPointer) -> Bool {
    left.assumingMemoryBound(to: Self.self).pointee.withUnsafeBufferPointer { a in
      right.assumingMemoryBound(to: Self.self).pointee.withUnsafeBufferPointer { b in
        ValueBytes.elementsEqual(a, b)
      }
    }
  }
}
