import Foundation

/// A registered money transaction, shown in the history.
public struct Transaction: Codable, Equatable, Identifiable, Sendable {
  /// The transaction's number in the history.
  public var id: Int
  /// What the money was for.
  public var title: String
  /// The amount in cents.
  public var amount: Int
  /// When the transaction was registered.
  public var date: Date

  /// Creates a transaction.
  ///
  /// - Parameters:
  ///   - id: The transaction's number in the history.
  ///   - title: What the money was for.
  ///   - amount: The amount in cents.
  ///   - date: When the transaction was registered.
  public init(id: Int, title: String, amount: Int, date: Date) {
    self.id = id
    self.title = title
    self.amount = amount
    self.date = date
  }
}
