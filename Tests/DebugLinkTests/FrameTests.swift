import DebugLinkWire
import Testing

@Suite("Frames and messages")
struct FrameTests {
  static let messages: [LinkMessage] = [
    .hello(token: "0123abcd"), .refused(reason: "no token"), .record(line: #"{"seq":1}"#),
    .gap(count: 12), .travel(seq: 42, state: nil), .travel(seq: 3, state: "{\"tab\":1}"),
    .at(seq: 7, state: "{\"tab\":\"home\"}\n"), .resume, .live, .unable(reason: "not Codable"),
    .sync,
    .synced,
    .load(name: "report.ttlog"),
  ]

  @Test func everyMessageSurvivesFramingSplitAtEveryByte() throws {
    let stream = Self.messages.flatMap { Frame.encode(payload: $0.payload) }
    for split in 0...stream.count {
      var decoder = FrameDecoder()
      let payloads =
        try decoder.frames(from: stream[..<split]) + decoder.frames(from: stream[split...])
      #expect(try payloads.map(LinkMessage.init(payload:)) == Self.messages)
      #expect(decoder.pendingCount == 0)
    }
  }

  @Test func anOversizedLengthThrowsBeforeItsBytesArrive() {
    var decoder = FrameDecoder(limit: 100)
    #expect(throws: LinkError.self) { try decoder.frames(from: [0, 0, 0, 101]) }
    #expect(decoder.pendingCount == 0)
    var full = FrameDecoder()
    #expect {
      try full.frames(from: [0xFF, 0xFF, 0xFF, 0xFF])
    } throws: { ($0 as? LinkError)?.code == .oversized }
  }

  @Test func malformedPayloadsThrowMalformedFrame() {
    let bad: [[UInt8]] = [
      [], [0], [200], [4, 0x41], [5, 0xFF, 0xFE], [6, 0x31], [3, 0xC3],
      [5] + Array("1".utf8) + [0x2D],
    ]
    for payload in bad {
      #expect {
        try LinkMessage(payload: payload)
      } throws: { ($0 as? LinkError)?.code == .malformedFrame }
    }
  }

  @Test func tenThousandRandomFramesNeverTrap() {
    var generator = SeededGenerator(seed: 45)
    var decoder = FrameDecoder(limit: 1024)
    var errors = 0
    for _ in 0..<10_000 {
      let count = Int(generator.next() % 40)
      var bytes = (0..<count).map { _ in UInt8(truncatingIfNeeded: generator.next()) }
      if generator.next() % 2 == 0 { bytes = Frame.encode(payload: bytes) }
      do {
        for payload in try decoder.frames(from: bytes) { _ = try? LinkMessage(payload: payload) }
      } catch {
        errors += 1
        decoder = FrameDecoder(limit: 1024)
      }
    }
    #expect(errors > 0)
  }

  @Test func tokensMatchOnlyThemselves() {
    let token = LinkToken.random()
    #expect(token.value.count == 32)
    #expect(token.matches(token.value))
    #expect(!token.matches(""))
    #expect(!token.matches(String(token.value.dropLast())))
    #expect(!token.matches(token.value + "0"))
    #expect(token != LinkToken.random())
    #expect(!LinkToken("").matches(""))
  }

  @Test func addressesParseOrSayWhatIsWrong() throws {
    #expect(
      try LinkAddress(parsing: "127.0.0.1:7321") == LinkAddress(octets: [127, 0, 0, 1], port: 7321))
    #expect(try LinkAddress(parsing: "localhost:1").isLoopback)
    #expect(try !LinkAddress(parsing: "192.168.1.4:80").isLoopback)
    for bad in ["", "127.0.0.1", "127.0.0.1:99999", "1.2.3:4", "a.b.c.d:1", "1.2.3.4.5:6"] {
      #expect {
        try LinkAddress(parsing: bad)
      } throws: { ($0 as? LinkError)?.code == .invalidAddress }
    }
  }
}

/// SplitMix64, so a failing run repeats.
struct SeededGenerator: RandomNumberGenerator {
  var state: UInt64
  init(seed: UInt64) { state = seed }
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
