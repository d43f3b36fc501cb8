import Foundation
import JSONTree
import Testing

@testable import ActionLog
@testable import LogFormat
@testable import ValueCoding

@Suite struct PseudonymTests {
  static let key = RedactionKey(0x0123_4567_89ab_cdef, 0xfedc_ba98_7654_3210)

  enum SignUp: Codable, Equatable {
    case passwordChanged(String)
    case passwordConfirmationChanged(String)
    case emailChanged(String)
  }

  struct Form: Codable, Equatable {
    var password = "correct-horse"
    var passwordConfirmation = "correct-horse"
    var apiToken = "tok-42"
    var note = "hello"
  }

  struct Vault: Codable, Equatable {
    var secretCode = 1234
    var secretFlag = true
    var secretDate = Date(timeIntervalSince1970: 86_400)
    var secretID = UUID(uuid: (1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16))
    var secretName = ""
    var secretNickname: String? = nil
  }

  struct Keychain: Codable, Equatable {
    var tokens = ["alice-ACCOUNT": "alice-VALUE", "bob-ACCOUNT": "bob-VALUE"]
  }

  private func both<Value: Encodable>(_ value: Value, key: RedactionKey = key) throws
    -> [JSONValue]
  {
    [ValueEncoder(key: key).encode(value), try TreeEncoder(key: key).encode(value)]
  }

  @Test func equalSecretsGetEqualPseudonymsAndDifferentSecretsDifferentOnes() throws {
    var form = Form()
    for tree in try both(form) {
      #expect(tree["password"] == tree["passwordConfirmation"])
      #expect(tree["password"] != tree["apiToken"])
      #expect(tree["password"] == .string(Self.key.pseudonym(for: "correct-horse")))
      #expect(tree["note"] == .string("hello"))
    }
    form.passwordConfirmation = "correct-horsE"
    for tree in try both(form) {
      #expect(tree["password"] != tree["passwordConfirmation"])
    }
  }

  @Test func pseudonymsDependOnTheKey() throws {
    let other = RedactionKey(0x0123_4567_89ab_cdef, 0xfedc_ba98_7654_3211)
    #expect(Self.key.pseudonym(for: "x") != other.pseudonym(for: "x"))
    #expect(try both(Form()) != both(Form(), key: other))
    #expect(RedactionKey.random() != RedactionKey.random())
  }

  @Test func emptyStringsStayEmptyAndOtherScalarsBecomeThePlaceholder() throws {
    let expected =
      #"{"secretCode":"<redacted>","secretFlag":"<redacted>","secretDate":"<redacted>","#
      + #""secretID":"<redacted>","secretName":"","secretNickname":null}"#
    #expect(ValueEncoder(key: Self.key).encode(Vault()).jsonText == expected)
    // Synthesised `Encodable` leaves a nil optional out altogether.
    #expect(
      try TreeEncoder(key: Self.key).encode(Vault()).jsonText
        == expected.replacingOccurrences(of: #","secretNickname":null"#, with: ""))
  }

  @Test func anEnumPayloadKeepsItsShapeAndDecodesWithThePseudonym() throws {
    let action = SignUp.passwordChanged("hunter2")
    let pseudonym = Self.key.pseudonym(for: "hunter2")
    let tree = try TreeEncoder(key: Self.key).encode(action)
    #expect(tree.jsonText == #"{"passwordChanged":"\#(pseudonym)"}"#)
    #expect(try TreeDecoder().decode(SignUp.self, from: tree) == .passwordChanged(pseudonym))
    #expect(
      ValueEncoder(key: Self.key).encode(action).jsonText
        == #"{"passwordChanged":"\#(pseudonym)"}"#)
  }

  @Test func reEncodingADecodedRedactedValueUnderAnotherKeyLeavesItUnchanged() throws {
    let logged = try TreeEncoder(key: Self.key).encode(Form())
    let decoded = try TreeDecoder().decode(Form.self, from: logged)
    let replayKey = RedactionKey(7, 8)
    #expect(try TreeEncoder(key: replayKey).encode(decoded) == logged)
    #expect(ValueEncoder(key: replayKey).encode(decoded) == logged)
  }

  @Test func dictionaryKeysUnderARedactedKeyDoNotLeak() throws {
    let trees = try both(Keychain())
    for tree in trees {
      let text = tree.jsonText
      for word in ["alice", "bob", "ACCOUNT", "VALUE"] { #expect(!text.contains(word)) }
      guard case .object(let tokens)? = tree["tokens"] else {
        Issue.record("tokens is not an object: \(text)")
        continue
      }
      #expect(tokens.count == 2)
      #expect(tokens.keys.allSatisfy(RedactionKey.isRedactionMarker))
      #expect(tokens.keys.elementsEqual(tokens.keys.sorted()))
      #expect(tokens[Self.key.pseudonym(for: "bob-ACCOUNT")] != nil)
    }
    #expect(trees[0] == trees[1])
    let decoded = try TreeDecoder().decode(Keychain.self, from: trees[1])
    #expect(
      decoded.tokens[Self.key.pseudonym(for: "alice-ACCOUNT")]
        == Self.key.pseudonym(for: "alice-VALUE"))
  }

  @Test func neutralDecodingReadsThePlaceholderAsZeroFalseTheEpochAndTheNilUUID() throws {
    let tree = try TreeEncoder(key: Self.key).encode(Vault())
    #expect(throws: DecodingError.self) { try TreeDecoder().decode(Vault.self, from: tree) }
    let decoder = TreeDecoder(userInfo: [.decodesRedactedAsNeutral: true])
    let vault = try decoder.decode(Vault.self, from: tree)
    #expect(vault.secretCode == 0)
    #expect(vault.secretFlag == false)
    #expect(vault.secretDate == Date(timeIntervalSince1970: 0))
    #expect(vault.secretID.uuidString == "00000000-0000-0000-0000-000000000000")
    #expect(vault.secretName == "")
  }

  @Test func onlyThePlaceholderAndWellFormedPseudonymsAreMarkers() {
    #expect(RedactionKey.isRedactionMarker("<redacted>"))
    #expect(RedactionKey.isRedactionMarker(Self.key.pseudonym(for: "a")))
    #expect(!RedactionKey.isRedactionMarker("<redacted:0123>"))
    #expect(!RedactionKey.isRedactionMarker("<redacted:0123456789ABCDEF>"))
    #expect(!RedactionKey.isRedactionMarker("<redacted:0123456789abcdeg>"))
  }

  @Test func aPseudonymsHashIsTheKeysHashOfItsSecretAndOnlyPseudonymsHaveOne() {
    for secret in ["a", "hunter2", "tok_live_ada_S3CR3TTOKEN", "ü"] {
      #expect(
        RedactionKey.pseudonymHash(Self.key.pseudonym(for: secret)) == Self.key.hash(of: secret))
    }
    #expect(RedactionKey.pseudonymHash("<redacted:00000000000000ff>") == 255)
    for text in [
      "<redacted>", "<redacted:0123>", "<redacted:0123456789ABCDEF>", "<redacted:0123456789abcdeg>",
      "[redacted:0123456789abcdef>", "hunter2", "",
    ] {
      #expect(RedactionKey.pseudonymHash(text) == nil, "\(text)")
    }
  }
}
