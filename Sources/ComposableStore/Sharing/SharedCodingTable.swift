import Synchronization

/// Links `Shared` references within one encode or decode, passed as
/// `userInfo[.sharedCodingTable]`.
///
/// While encoding, a reference's value is written only the first time its id is met; while
/// decoding, every occurrence of one id resolves to the same new box.
public final class SharedCodingTable: Sendable {
  private struct Tables {
    var encoded: Set<UInt64> = []
    var decoded: [UInt64: any Sendable] = [:]
  }

  private let tables = Mutex(Tables())

  /// Creates an empty table; use one per encode or decode.
  public init() {}

  /// Records that `id` is being encoded; `true` the first time.
  func markEncoded(_ id: UInt64) -> Bool {
    tables.withLock { $0.encoded.insert(id).inserted }
  }

  /// The reference decoded earlier for `id`.
  func decoded(_ id: UInt64) -> (any Sendable)? {
    tables.withLock { $0.decoded[id] }
  }

  /// Records the reference decoded for `id`.
  func record(_ reference: any Sendable, for id: UInt64) {
    tables.withLock { $0.decoded[id] = reference }
  }
}

extension CodingUserInfoKey {
  /// The `userInfo` key of the ``SharedCodingTable`` for one encode or decode.
  // The initializer is failable only to satisfy RawRepresentable; it never returns nil.
  // swift-format-ignore: NeverForceUnwrap
  public static let sharedCodingTable = CodingUserInfoKey(rawValue: "tt-debug.sharedCodingTable")!
}
