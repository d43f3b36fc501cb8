/// The secret a request must carry, compared in constant time.
struct Token: Sendable {
  let bytes: [UInt8]

  /// The characters a URL carries unescaped (RFC 3986 "unreserved").
  static func isAllowed(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."),
      UInt8(ascii: "_"), UInt8(ascii: "~"):
      return true
    default:
      return false
    }
  }

  static let minimumLength = 16

  init(_ text: String) throws(PageServerError) {
    let bytes = Array(text.utf8)
    guard bytes.count >= Self.minimumLength, bytes.allSatisfy(Self.isAllowed) else {
      throw PageServerError(
        .invalidToken,
        "the token must be at least \(Self.minimumLength) characters from A-Z a-z 0-9 - . _ ~: "
          + "make it from random bytes")
    }
    self.bytes = bytes
  }

  /// Whether `candidate` equals the token. The time taken depends only on the token's length,
  /// never on where the first difference is.
  func matches<C: Collection<UInt8>>(_ candidate: C) -> Bool {
    var difference = UInt8(candidate.count == bytes.count ? 0 : 1)
    var iterator = candidate.makeIterator()
    for expected in bytes {
      difference |= expected ^ (iterator.next() ?? 0)
    }
    return difference == 0
  }

  /// Whether the query part of a request target (after `?`) carries the token as its first
  /// `token=` parameter.
  func isCarried(byQuery query: Substring.UTF8View) -> Bool {
    for parameter in query.split(separator: UInt8(ascii: "&"), omittingEmptySubsequences: true) {
      let name = Array("token=".utf8)
      if parameter.starts(with: name) {
        return matches(parameter.dropFirst(name.count))
      }
    }
    return false
  }
}
