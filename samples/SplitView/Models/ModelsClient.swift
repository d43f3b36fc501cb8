import ComposableStore
import Foundation

/// The split view's data dependency: streams each feature's models, adds and deletes them.
public struct ModelsClient: Sendable {
  /// Streams a feature's models page by page; the stream finishes after the last page.
  public var models: @Sendable (FeatureKind) async -> AsyncStream<[FeatureModel]>
  /// Adds a model to a feature.
  public var add: @Sendable (FeatureKind, FeatureModel) async -> Void
  /// Deletes a model from a feature.
  public var delete: @Sendable (FeatureKind, FeatureModel.ID) async -> Void

  /// A client over an in-memory database seeded with three models per feature.
  ///
  /// - Parameter uuid: Generates the seeded models' identities.
  /// - Returns: A client whose answers depend only on the calls made to it.
  public static func inMemory(uuid: UUIDGenerator) -> ModelsClient {
    var seed: [FeatureKind: [FeatureModel]] = [:]
    for kind in FeatureKind.allCases {
      seed[kind] = (1...3).map { number in
        FeatureModel(id: uuid(), title: "\(kind.rawValue.uppercased())\(number)")
      }
    }
    let database = ModelDatabase(models: seed)
    return ModelsClient(
      models: { kind in await database.stream(kind) },
      add: { kind, model in await database.add(model, to: kind) },
      delete: { kind, id in await database.delete(id, from: kind) }
    )
  }
}

/// The in-memory storage behind ``ModelsClient/inMemory(uuid:)``.
private actor ModelDatabase {
  private var models: [FeatureKind: [FeatureModel]]

  init(models: [FeatureKind: [FeatureModel]]) {
    self.models = models
  }

  /// A finished stream that yields growing pages of two models until the whole list is out.
  func stream(_ kind: FeatureKind) -> AsyncStream<[FeatureModel]> {
    let all = models[kind] ?? []
    let (stream, continuation) = AsyncStream.makeStream(of: [FeatureModel].self)
    var end = min(2, all.count)
    continuation.yield(Array(all.prefix(end)))
    while end < all.count {
      end = min(end + 2, all.count)
      continuation.yield(Array(all.prefix(end)))
    }
    continuation.finish()
    return stream
  }

  func add(_ model: FeatureModel, to kind: FeatureKind) {
    models[kind, default: []].append(model)
  }

  func delete(_ id: FeatureModel.ID, from kind: FeatureKind) {
    models[kind]?.removeAll { $0.id == id }
  }
}
