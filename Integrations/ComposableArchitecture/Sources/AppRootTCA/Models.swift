import Foundation

/// A ledger entry. Plain struct: not Codable, as in a typical app.
public struct LedgerEntry: Equatable, Identifiable, Sendable {
  public var id: Int
  public var title: String
  public var amount: Int
  public var date: Date

  public init(id: Int, title: String, amount: Int, date: Date) {
    self.id = id
    self.title = title
    self.amount = amount
    self.date = date
  }
}

/// The signed-in user, shared between features with `@Shared(.inMemory("user"))`.
public struct UserProfile: Equatable, Sendable {
  public var name: String
  public var isPro: Bool

  public init(name: String, isPro: Bool = false) {
    self.name = name
    self.isPro = isPro
  }
}

/// A purchase: its id and date come from the `uuid` and `date` dependencies.
public struct Receipt: Equatable, Identifiable, Sendable {
  public var id: UUID
  public var product: String
  public var purchasedAt: Date

  public init(id: UUID, product: String, purchasedAt: Date) {
    self.id = id
    self.product = product
    self.purchasedAt = purchasedAt
  }
}
