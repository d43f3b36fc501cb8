import Testing

@testable import PageServer

/// The token and Origin rules on their own, including a wildcard bind (which the tests check
/// without listening beyond loopback).
@Suite("PageServer: token and Origin rules")
struct SecurityPolicyTests {
  static let token = try? Token(TestServer.token)

  @Test(arguments: [
    (TestServer.token, true),
    (TestServer.token + "x", false),
    (String(TestServer.token.dropLast()), false),
    (String(TestServer.token.dropLast()) + "Y", false),
    ("", false),
  ])
  func tokenMatchesOnlyItself(candidate: String, matches: Bool) {
    #expect(Self.token?.matches(Array(candidate.utf8)) == matches)
  }

  @Test(arguments: [
    ("token=T", true), ("a=1&token=T", true), ("token=T&token=x", true), ("token=x&token=T", false),
    ("Token=T", false), ("xtoken=T", false), ("token=T&", true), ("", false), ("token", false),
  ])
  func queryCarriesTheTokenAsItsFirstTokenParameter(query: String, carried: Bool) {
    let query = query.replacing("=T", with: "=\(TestServer.token)")
    #expect(Self.token?.isCarried(byQuery: Substring(query).utf8) == carried)
  }

  @Test func wildcardBindIsServedAtLoopbackAndNeedsTheFlag() throws {
    #expect(throws: PageServerError.self) {
      _ = try BindTarget(.init(host: "0.0.0.0", token: TestServer.token))
    }
    let target = try BindTarget(
      .init(host: "0.0.0.0", token: TestServer.token, allowsOtherInterfaces: true))
    #expect(target.urlHost == "127.0.0.1")
    #expect(target.isWildcard)
  }

  @Test(arguments: [
    ("http://127.0.0.1:8080", "127.0.0.1:8080", true),
    ("http://localhost:8080", "localhost:8080", true),
    ("http://10.1.2.3:8080", "10.1.2.3:8080", true),
    ("http://[fd00::2]:8080", "[fd00::2]:8080", true),
    // A name can be re-pointed at this machine by its owner's DNS: refused.
    ("http://evil.example:8080", "evil.example:8080", false),
    ("http://10.1.2.3:8080", "10.1.2.4:8080", false),
    ("http://10.1.2.3:9090", "10.1.2.3:9090", false),
    ("http://10.1.2.3.4:8080", "10.1.2.3.4:8080", false),
  ])
  func wildcardBindAcceptsTheAddressThePageWasOpenedAt(
    origin: String, host: String, allowed: Bool
  ) throws {
    let target = try BindTarget(
      .init(host: "0.0.0.0", token: TestServer.token, allowsOtherInterfaces: true))
    let policy = OriginPolicy(target: target, port: 8080)
    #expect(policy.allows(origin: origin, hostHeader: host) == allowed)
  }

  @Test func loopbackBindAcceptsOnlyLoopbackNames() throws {
    let policy = OriginPolicy(target: try BindTarget(.init(token: TestServer.token)), port: 8080)
    #expect(policy.allows(origin: "http://127.0.0.1:8080", hostHeader: nil))
    #expect(policy.allows(origin: "http://localhost:8080", hostHeader: nil))
    #expect(!policy.allows(origin: "http://10.1.2.3:8080", hostHeader: "10.1.2.3:8080"))
    #expect(!policy.allows(origin: nil, hostHeader: "127.0.0.1:8080"))
  }
}
