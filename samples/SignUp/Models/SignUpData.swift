/// Everything the sign-up flow collects, shared by every step through `@Shared`.
public struct SignUpData: Codable, Equatable, Sendable {
  /// The account's email address.
  public var email = ""
  /// The chosen password.
  public var password = ""
  /// The password typed a second time.
  public var passwordConfirmation = ""
  /// The user's first name.
  public var firstName = ""
  /// The user's last name.
  public var lastName = ""
  /// The topics the user follows, in the order of ``Topic/allCases``.
  public var topics: [Topic] = []

  /// Creates empty sign-up data.
  public init() {}
}

/// A topic the user can follow.
public enum Topic: String, CaseIterable, Codable, Equatable, Hashable, Sendable {
  /// Swift.
  case swift
  /// Testing.
  case testing
  /// Navigation.
  case navigation
  /// Concurrency.
  case concurrency
}

/// A step of the flow that the summary can reopen for editing.
public enum SignUpStep: String, Codable, Equatable, Sendable {
  /// Email and password.
  case basics
  /// Names.
  case personalInfo
  /// Followed topics.
  case topics
}
