import ActionLog
import LogFormat
import Testing
import ValueCoding

@Suite struct RedactionTests {
  static let secret = "hunter2-SECRET"
  static let key = RedactionKey(0x0123_4567_89ab_cdef, 0xfedc_ba98_7654_3210)
  static let pseudonym = key.pseudonym(for: secret)

  struct Card: RedactedInLogs, Encodable {
    var number = RedactionTests.secret
  }

  struct Credentials: Encodable {
    var user = "ada"
    var Password = RedactionTests.secret
    var apiKey = RedactionTests.secret
    var card = Card()
  }

  enum SignUp: Encodable {
    case passwordChanged(String)
    case form(Credentials)
    case emailChanged(String)
  }

  struct State: Encodable {
    var signUp: [SignUp]
    var sessionToken: String?
    var headers: [String: String]
  }

  let state = State(
    signUp: [.passwordChanged(secret), .form(Credentials()), .emailChanged("ada@example.com")],
    sessionToken: secret, headers: ["Authorization": secret, "Accept": "json"])

  @Test func reflectionEncodingNeverContainsTheSecret() {
    let text = ValueEncoder(key: Self.key).encode(state).jsonText
    #expect(!text.contains(Self.secret))
    #expect(text.contains(#"{"passwordChanged":"\#(Self.pseudonym)"}"#))
    #expect(text.contains(#""card":{"number":"\#(Self.pseudonym)"}"#))
    #expect(text.contains(#""Accept":"json""#))
    #expect(text.contains(#""user":"ada""#))
  }

  @Test func treeEncodingNeverContainsTheSecret() throws {
    let text = try TreeEncoder(key: Self.key).encode(state).jsonText
    #expect(!text.contains(Self.secret))
    #expect(text.contains(#"{"passwordChanged":"\#(Self.pseudonym)"}"#))
    #expect(text.contains(#""card":{"number":"\#(Self.pseudonym)"}"#))
    #expect(text.contains(#"{"emailChanged":"ada@example.com"}"#))
    #expect(text.contains(#""user":"ada""#))
  }

  @Test func summariesNeverContainTheSecret() {
    for action in state.signUp {
      #expect(!summary(of: action).contains(Self.secret))
    }
    #expect(summary(of: SignUp.passwordChanged(Self.secret)) == "passwordChanged(<redacted>)")
  }

  @Test func pathPatternsRedactWithWildcards() throws {
    let policy = RedactionPolicy(keys: [], paths: ["/signUp/*/emailChanged"])
    let email = Self.key.pseudonym(for: "ada@example.com")
    let reflected = ValueEncoder(policy: policy, key: Self.key).encode(state).jsonText
    let encoded = try TreeEncoder(policy: policy, key: Self.key).encode(state).jsonText
    #expect(reflected.contains(#"{"emailChanged":"\#(email)"}"#))
    #expect(encoded.contains(#"{"emailChanged":"\#(email)"}"#))
    for text in [reflected, encoded] {
      #expect(!text.contains("ada@example.com"))
    }
  }

  @Test func noneRedactsOnlyMarkedTypes() {
    let text = ValueEncoder(policy: .none, key: Self.key).encode(Credentials()).jsonText
    #expect(
      text
        == #"{"user":"ada","Password":"hunter2-SECRET","apiKey":"hunter2-SECRET","card":{"number":"\#(Self.pseudonym)"}}"#
    )
  }

  @Test func keysMatchCaseInsensitivelyByContainment() {
    let matcher = RedactionPolicy.default.matcher
    #expect(matcher.redactsKey("newPasswordConfirmation"))
    #expect(matcher.redactsKey("X-API_KEY"))
    #expect(matcher.redactsKey("refreshToken"))
    #expect(!matcher.redactsKey("shippingAddress"))
    #expect(!matcher.redactsKey("businessName"))
  }

  @Test func policyRoundTripsThroughJSON() throws {
    let policy = RedactionPolicy(keys: ["pin"], paths: ["/a/*/b"])
    #expect(policy.jsonValue.jsonText == #"{"keys":["pin"],"paths":["/a/*/b"]}"#)
    #expect(try RedactionPolicy(json: policy.jsonValue) == policy)
    #expect(throws: DecodingError.self) { try RedactionPolicy(json: .object(["keys": .int(1)])) }
  }
}
