/// Encodes and decodes the members a clean close appends: index members (`TI` subfield holding
/// block-table entries) and the end marker (`TE` subfield pointing at the first index member).
///
/// Format 3.0 writes the `TE` subfield last in the last index member's extra field; 1.x and 2.0
/// wrote it in a member of its own (kind end) after the index. Readers accept both.
///
/// ```swift
/// let tail = TableMembers.indexMembers(
///   for: blocks, end: .init(indexOffset: 4_096, blockCount: 2, lastSeq: 50))
/// print(TableMembers.decodeTrailingEnd(tail.suffix(TableMembers.trailingEndLength))?.lastSeq ?? 0)
/// ```
///
/// ```text
/// 50
/// ```
package enum TableMembers {
  /// Bytes per block-table entry in a `TI` subfield.
  package static let entryLength = 32
  /// Entries per index member, so its extra field stays under gzip's 65,535-byte limit.
  package static let entriesPerMember = 2000
  /// Bytes of the `TE` payload.
  package static let endPayloadLength = 24
  /// Total bytes of the end-marker member (1.x and 2.0).
  package static let endMemberLength = BlockHeader.length + 4 + endPayloadLength + emptyBody.count
  /// The bytes a 3.0 file ends with when closed cleanly: the `TE` subfield that ends the last
  /// index member's extra field, then that member's empty body.
  package static let trailingEndLength = 4 + endPayloadLength + emptyBody.count

  /// An empty raw deflate stream followed by the gzip trailer of no bytes (CRC 0, ISIZE 0).
  static let emptyBody: [UInt8] = [3, 0, 0, 0, 0, 0, 0, 0, 0, 0]

  /// The end marker's pointer to the block table.
  package struct EndMarker: Equatable, Sendable {
    /// Offset of the first index member.
    package var indexOffset: UInt64
    /// Number of header and data blocks.
    package var blockCount: UInt64
    /// Seq of the last record written.
    package var lastSeq: UInt64
  }

  /// Encodes index members for `blocks` (each block must be sealed).
  ///
  /// - Parameters:
  ///   - blocks: The header and data blocks, in file order.
  ///   - checks: Each block's check table (format 3.4), written in a `TC` subfield after each
  ///     member's `TI` entries; empty to write none (older versions).
  ///   - end: The end marker to carry in the last member's extra field, after its entries (format
  ///     3.0); `nil` to write it as a member of its own with ``endMember(_:)``.
  /// - Returns: One or more complete gzip members.
  package static func indexMembers(
    for blocks: [BlockInfo], checks: [BlockChecks?] = [], end: EndMarker? = nil
  ) -> [UInt8] {
    var bytes: [UInt8] = []
    var start = 0
    repeat {
      let count = entries(from: start, of: blocks.count, checks: checks, end: end != nil)
      let slice = blocks[start..<(start + count)]
      var subfield: [UInt8] = [UInt8(ascii: "T"), UInt8(ascii: "I")]
      subfield.appendLittleEndian(UInt16(slice.count * entryLength))
      for block in slice {
        subfield.appendLittleEndian(UInt64(block.offset))
        subfield.appendLittleEndian(UInt32(clamping: block.compressedSize))
        subfield.appendLittleEndian(UInt32(clamping: block.recordCount ?? 0))
        subfield.appendLittleEndian(block.firstSeq)
        subfield.appendLittleEndian(block.firstTime)
      }
      if !checks.isEmpty {
        var tables: [UInt8] = []
        for index in slice.indices {
          (checks.indices.contains(index) ? checks[index] : nil).map { $0.encode(into: &tables) }
            ?? tables.appendLittleEndian(UInt16(0))
        }
        subfield += [UInt8(ascii: "T"), UInt8(ascii: "C")]
        subfield.appendLittleEndian(UInt16(tables.count))
        subfield += tables
      }
      if let end, slice.endIndex == blocks.endIndex {
        subfield += endSubfield(end)
      }
      var header = BlockHeader(kind: .index, firstSeq: UInt64(start), firstTime: 0)
      header.recordCount = UInt32(slice.count)
      header.size = UInt32(BlockHeader.length + subfield.count + emptyBody.count)
      bytes += header.encoded(extraSubfields: subfield) + emptyBody
      start += slice.count
    } while start < blocks.count
    return bytes
  }

  /// How many entries from `start` one index member holds: at most ``entriesPerMember``, and
  /// as many as keep its extra field, check tables and end marker included, under 65,535 bytes.
  private static func entries(from start: Int, of total: Int, checks: [BlockChecks?], end: Bool)
    -> Int
  {
    let limit =
      Int(UInt16.max) - 4 - BlockHeader.payloadLength - 4 - (end ? 4 + endPayloadLength : 0)
    var used = checks.isEmpty ? 0 : 4
    var count = 0
    while start + count < total, count < entriesPerMember {
      let index = start + count
      let table =
        checks.isEmpty
        ? 0 : (checks.indices.contains(index) ? checks[index]?.encodedLength ?? 2 : 2)
      guard count == 0 || used + entryLength + table <= limit else { break }
      used += entryLength + table
      count += 1
    }
    return max(count, 1)
  }

  /// Encodes the end-marker member.
  ///
  /// - Parameter marker: Where the index starts and what it covers.
  /// - Returns: A complete gzip member of ``endMemberLength`` bytes.
  package static func endMember(_ marker: EndMarker) -> [UInt8] {
    var header = BlockHeader(kind: .end, firstSeq: marker.lastSeq, firstTime: 0)
    header.size = UInt32(endMemberLength)
    return header.encoded(extraSubfields: endSubfield(marker)) + emptyBody
  }

  /// The `TE` subfield of `marker`.
  private static func endSubfield(_ marker: EndMarker) -> [UInt8] {
    var subfield: [UInt8] = [UInt8(ascii: "T"), UInt8(ascii: "E")]
    subfield.appendLittleEndian(UInt16(endPayloadLength))
    subfield.appendLittleEndian(marker.indexOffset)
    subfield.appendLittleEndian(marker.blockCount)
    subfield.appendLittleEndian(marker.lastSeq)
    return subfield
  }

  /// Decodes the end marker a 3.0 file ends with (the last index member's `TE` subfield and empty
  /// body), without knowing where that member starts: the caller confirms it by reading the index.
  ///
  /// - Parameter tail: Exactly the file's last ``trailingEndLength`` bytes.
  /// - Returns: The marker, or `nil` when the tail does not end that way.
  package static func decodeTrailingEnd(_ tail: ArraySlice<UInt8>) -> EndMarker? {
    let base = tail.startIndex
    guard tail.count == trailingEndLength, tail[base] == UInt8(ascii: "T"),
      tail[base + 1] == UInt8(ascii: "E"),
      tail.readLittleEndian(UInt16.self, at: base + 2) == UInt16(endPayloadLength),
      tail.suffix(emptyBody.count).elementsEqual(emptyBody)
    else { return nil }
    return endPayload(tail[(base + 4)..<(base + 4 + endPayloadLength)])
  }

  /// The end marker a member carries in its extra field (a 3.0 last index member, or a 1.x/2.0 end
  /// member), if any.
  ///
  /// - Parameter member: Bytes from the start of the member, covering its whole extra field.
  /// - Returns: The marker, or `nil` when the member has no well-formed `TE` subfield.
  package static func endMarker(in member: ArraySlice<UInt8>) -> EndMarker? {
    subfield((UInt8(ascii: "T"), UInt8(ascii: "E")), in: member).flatMap(endPayload)
  }

  private static func endPayload(_ payload: ArraySlice<UInt8>) -> EndMarker? {
    guard payload.count >= endPayloadLength,
      let indexOffset = payload.readLittleEndian(UInt64.self, at: payload.startIndex),
      let count = payload.readLittleEndian(UInt64.self, at: payload.startIndex + 8),
      let lastSeq = payload.readLittleEndian(UInt64.self, at: payload.startIndex + 16)
    else { return nil }
    return EndMarker(indexOffset: indexOffset, blockCount: count, lastSeq: lastSeq)
  }

  /// Finds the payload of subfield `id` in a member's extra field.
  ///
  /// - Parameters:
  ///   - id: The two subfield id bytes, e.g. `TI`.
  ///   - member: Bytes from the start of the member, covering its whole extra field.
  /// - Returns: The payload, or `nil` when absent or malformed.
  package static func subfield(_ id: (UInt8, UInt8), in member: ArraySlice<UInt8>) -> ArraySlice<
    UInt8
  >? {
    let base = member.startIndex
    guard let xlen = member.readLittleEndian(UInt16.self, at: base + 10) else { return nil }
    let end = base + 12 + Int(xlen)
    guard end <= member.endIndex else { return nil }
    var cursor = base + 12
    while cursor + 4 <= end {
      guard let length = member.readLittleEndian(UInt16.self, at: cursor + 2) else { return nil }
      let payloadEnd = cursor + 4 + Int(length)
      guard payloadEnd <= end else { return nil }
      if member[cursor] == id.0 && member[cursor + 1] == id.1 {
        return member[(cursor + 4)..<payloadEnd]
      }
      cursor = payloadEnd
    }
    return nil
  }

  /// Decodes the end marker from the last ``endMemberLength`` bytes of a file.
  ///
  /// - Parameter tail: Exactly the file's last ``endMemberLength`` bytes.
  /// - Returns: The marker, or `nil` when the tail is not a valid end marker.
  package static func decodeEnd(_ tail: ArraySlice<UInt8>) -> EndMarker? {
    guard case .success(let header) = BlockHeader.decode(tail), header.kind == .end,
      Int(header.size) == tail.count, tail.suffix(emptyBody.count).elementsEqual(emptyBody)
    else { return nil }
    return endMarker(in: tail)
  }

  /// Decodes the check tables (format 3.4) that the index members in `bytes` carry, one per
  /// block table entry, in order: `nil` for an entry without one (an older version's index).
  ///
  /// - Parameters:
  ///   - bytes: As for ``decodeIndex(_:)``.
  ///   - required: Whether every member must carry a `TC` subfield (a 3.4 log's index).
  /// - Returns: The tables, or `nil` when a member is malformed: a `TC` subfield missing where
  ///   `required`, or one whose tables do not fill it exactly.
  package static func decodeChecks(_ bytes: ArraySlice<UInt8>, required: Bool = false)
    -> [BlockChecks?]?
  {
    var tables: [BlockChecks?] = []
    var cursor = bytes.startIndex
    while cursor < bytes.endIndex {
      guard case .success(let header) = BlockHeader.decode(bytes[cursor...]), header.size > 0,
        cursor + Int(header.size) <= bytes.endIndex
      else { return nil }
      let member = bytes[cursor..<(cursor + Int(header.size))]
      guard let entryBytes = subfield((UInt8(ascii: "T"), UInt8(ascii: "I")), in: member) else {
        return nil
      }
      let entries = entryBytes.count / entryLength
      if let payload = subfield((UInt8(ascii: "T"), UInt8(ascii: "C")), in: member) {
        var at = payload.startIndex
        for _ in 0..<entries {
          guard let table = BlockChecks.decode(payload, cursor: &at) else { return nil }
          tables.append(table.ranges.isEmpty ? nil : table)
        }
        guard at == payload.endIndex else { return nil }
      } else if required {
        return nil
      } else {
        tables += [BlockChecks?](repeating: nil, count: entries)
      }
      cursor += Int(header.size)
    }
    return tables
  }

  /// Decodes the block table from the bytes of consecutive index members.
  ///
  /// - Parameter bytes: From the first index member to the start of the end marker (1.x, 2.0), or
  ///   to the end of the file (3.0: the end marker is inside the last index member).
  /// - Returns: The entries, or `nil` when any member is malformed.
  package static func decodeIndex(_ bytes: ArraySlice<UInt8>) -> [BlockInfo]? {
    var blocks: [BlockInfo] = []
    var cursor = bytes.startIndex
    while cursor < bytes.endIndex {
      guard case .success(let header) = BlockHeader.decode(bytes[cursor...]),
        header.kind == .index, header.size > 0, cursor + Int(header.size) <= bytes.endIndex,
        let payload = subfield(
          (UInt8(ascii: "T"), UInt8(ascii: "I")), in: bytes[cursor..<(cursor + Int(header.size))]),
        payload.count % entryLength == 0
      else { return nil }
      let decoded: [BlockInfo]? = payload.withUnsafeBytes { raw in
        var entries: [BlockInfo] = []
        entries.reserveCapacity(raw.count / entryLength)
        var entry = 0
        while entry + entryLength <= raw.count {
          func field<T: FixedWidthInteger>(_ at: Int, _: T.Type) -> T {
            T(littleEndian: raw.loadUnaligned(fromByteOffset: entry + at, as: T.self))
          }
          let offset = field(0, UInt64.self)
          guard offset <= UInt64(Int.max) else { return nil }
          entries.append(
            BlockInfo(
              index: blocks.count + entries.count,
              kind: blocks.isEmpty && entries.isEmpty ? .header : .data, offset: Int(offset),
              compressedSize: Int(field(8, UInt32.self)), firstSeq: field(16, UInt64.self),
              firstTime: field(24, UInt64.self), recordCount: Int(field(12, UInt32.self)),
              sealed: true))
          entry += entryLength
        }
        return entries
      }
      guard let decoded else { return nil }
      blocks += decoded
      cursor += Int(header.size)
    }
    return blocks
  }
}
