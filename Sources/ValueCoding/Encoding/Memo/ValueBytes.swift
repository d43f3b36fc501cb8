import Foundation
import JSONTree
@_spi(Reflection) import Swift

/// Which bytes of a value say what it is: its stored fields' bytes, without the padding between
/// them. Padding is not copied field by field, so two copies of one struct value can differ there;
/// comparing it would make memos miss values that did not change.
///
/// ```swift
/// struct Row { var done = false; var edits = 0 }  // 1 byte, 7 of padding, 8 bytes
/// print(ValueBytes.ranges(of: Row.self) ?? [])
/// ```
///
/// ```text
/// [Range(0..<1), Range(8..<16)]
/// ```
package enum ValueBytes {
  /// The ranges to compare for a value of `type`, merged where they touch; `nil` to compare all of
  /// its bytes (enums, tuples, classes, anything without a struct layout).
  ///
  /// - Parameter type: Any type.
  /// - Returns: Byte ranges within `MemoryLayout.size` of the type, or `nil`.
  package static func ranges(of type: Any.Type) -> [Range<Int>]? {
    let key = ObjectIdentifier(type)
    if let known = cache.withLock({ $0[key] }) { return known }
    let ranges = fieldRanges(of: type, depth: 0).map(merged)
    cache.withLock { $0[key] = .some(ranges) }
    return ranges
  }

  /// Whether `a` and `b` have the same bytes in `ranges` (all bytes when `nil`).
  ///
  /// - Parameters:
  ///   - a: A value.
  ///   - b: Another value of the same type.
  ///   - ranges: What ``ranges(of:)`` gave for the type.
  /// - Returns: `true` when every compared byte is equal.
  package static func equal<Value>(_ a: Value, _ b: Value, in ranges: [Range<Int>]?) -> Bool {
    withUnsafeBytes(of: a) { left in
      withUnsafeBytes(of: b) { right in
        guard let l = left.baseAddress, let r = right.baseAddress else { return true }
        guard let ranges else { return memcmp(l, r, left.count) == 0 }
        for range in ranges
        where memcmp(l + range.lowerBound, r + range.lowerBound, range.count) != 0 {
          return false
        }
        return true
      }
    }
  }

  private static let cache = LockedValue<[ObjectIdentifier: [Range<Int>]?]>([:])

  /// The stored fields of a struct type (offset and type), or `nil` past 16 levels of nesting,
  /// for a type that is not a struct, or one whose fields cannot be read.
  static func fields(of type: Any.Type, depth: Int) -> [(offset: Int, type: Any.Type)]? {
    guard depth < 16, isStruct(type) else { return nil }
    var fields: [(offset: Int, type: Any.Type)] = []
    let readable = _forEachField(of: type, options: _EachFieldOptions(rawValue: 0)) {
      _, offset, fieldType, _ in
      fields.append((offset, fieldType))
      return true
    }
    return readable && !fields.isEmpty ? fields : nil
  }

  private static func fieldRanges(of type: Any.Type, depth: Int) -> [Range<Int>]? {
    guard let fields = fields(of: type, depth: depth) else { return nil }
    var ranges: [Range<Int>] = []
    for field in fields {
      if let inner = fieldRanges(of: field.type, depth: depth + 1) {
        ranges += inner.map { field.offset + $0.lowerBound..<field.offset + $0.upperBound }
      } else {
        ranges.append(field.offset..<field.offset + size(of: field.type))
      }
    }
    return ranges
  }

  static func merged(_ ranges: [Range<Int>]) -> [Range<Int>] {
    var result: [Range<Int>] = []
    for range in ranges.sorted(by: { $0.lowerBound < $1.lowerBound }) where !range.isEmpty {
      if let last = result.last, last.upperBound >= range.lowerBound {
        result[result.count - 1] = last.lowerBound..<max(last.upperBound, range.upperBound)
      } else {
        result.append(range)
      }
    }
    return result
  }

  static func size(of type: Any.Type) -> Int {
    func size<T>(_: T.Type) -> Int { MemoryLayout<T>.size }
    return _openExistential(type, do: size)
  }
}

extension ValueBytes {
  /// Whether `type` is a struct (whose fields `_forEachField` can list).
  static func isStruct(_ type: Any.Type) -> Bool {
    _MetadataKind(rawValue: metadataKind(of: type)) == .struct
  }
}

@_silgen_name("swift_getMetadataKind")
private func metadataKind(of type: Any.Type) -> UInt
