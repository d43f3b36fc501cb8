import ComposableArchitecture
import Foundation

/// A ledger entry. Plain struct: not Codable, as in a typical app.
struct LedgerEntry: Equatable, Identifiable, Sendable {
  var id: Int
  var title: String
  var amount: Int
  var date: Date
}

/// The signed-in user, shared between features with `@Shared(.inMemory("user"))`.
struct UserProfile: Equatable, Sendable {
  var name: String
  var isPro = false
  /// The token the login response carried.
  var token: String?
  /// The entry starred on its detail screen.
  var favoriteEntryID: Int?
}

/// A purchase: its id and date come from the `uuid` and `date` dependencies.
struct Receipt: Equatable, Identifiable, Sendable {
  var id: UUID
  var product: String
  var purchasedAt: Date
}

/// What the server returns on login: the user's name as it knows it, and a session token.
struct UserSession: Equatable, Sendable {
  var name: String
  var token: String
}

/// One page of the server's entries, and the page after it, if any.
struct EntriesPage: Equatable, Sendable {
  var entries: [LedgerEntry]
  var nextPage: Int?
}

/// What the server throws.
enum APIError: Error, Equatable, Sendable {
  /// The server asked to try again later.
  case serverBusy
}

/// A failed API call, as the reducers receive it: a plain value rather than the error itself,
/// which a log keeps only as its description.
@CasePathable
enum APIFailure: Equatable, Sendable {
  case serverBusy
  /// Anything else, described.
  case other(String)

  init(_ error: any Error) {
    self = error as? APIError == .serverBusy ? .serverBusy : .other(String(describing: error))
  }
}
