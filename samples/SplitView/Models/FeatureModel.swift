import Foundation

/// One row of a feature's list, as the models client stores it.
public struct FeatureModel: Codable, Equatable, Identifiable, Sendable {
  /// The model's identity.
  public var id: UUID
  /// The title shown in the list and the detail column.
  public var title: String

  /// Creates a model.
  ///
  /// - Parameters:
  ///   - id: The model's identity.
  ///   - title: The model's title.
  public init(id: UUID, title: String) {
    self.id = id
    self.title = title
  }
}
