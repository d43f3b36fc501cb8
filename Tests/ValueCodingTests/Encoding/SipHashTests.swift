import Testing

@testable import ActionLog
@testable import LogFormat
@testable import ValueCoding

@Suite struct SipHashTests {
  /// The reference key of the SipHash paper and its `vectors.h`: bytes 00…0f, read little-endian.
  static let k0: UInt64 = 0x0706_0504_0302_0100
  static let k1: UInt64 = 0x0f0e_0d0c_0b0a_0908

  /// SipHash-2-4 of the messages 00, 00 01, … (length → output, as a little-endian integer).
  static let vectors: [(length: Int, hash: UInt64)] = [
    (0, 0x726f_db47_dd0e_0e31), (1, 0x74f8_39c5_93dc_67fd), (2, 0x0d6c_8009_d9a9_4f5a),
    (3, 0x8567_6696_d7fb_7e2d), (4, 0xcf27_94e0_2771_87b7), (5, 0x1876_5564_cd99_a68d),
    (6, 0xcbc9_466e_58fe_e3ce), (7, 0xab02_00f5_8b01_d137), (8, 0x93f5_f579_9a93_2462),
    (9, 0x9e00_82df_0ba9_e4b0),
    // The worked example of the paper's appendix: 15 bytes, one block and a 7-byte tail.
    (15, 0xa129_ca61_49be_45e5),
  ]

  @Test(arguments: vectors)
  func matchesTheReferenceVectors(length: Int, hash: UInt64) {
    let message = (0..<length).map { UInt8($0) }
    #expect(SipHash.hash(message, k0: Self.k0, k1: Self.k1) == hash)
  }

  @Test func aPseudonymIsTheHashInSixteenHexDigits() {
    let key = RedactionKey(Self.k0, Self.k1)
    let text = String(decoding: (0..<15).map { UInt8($0) }, as: UTF8.self)
    #expect(key.pseudonym(for: text) == "<redacted:a129ca6149be45e5>")
    #expect(key.pseudonym(for: "") == "<redacted:726fdb47dd0e0e31>")
  }
}
