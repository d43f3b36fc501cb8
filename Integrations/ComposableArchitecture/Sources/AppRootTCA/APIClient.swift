import ComposableArchitecture
import Foundation

/// The server, as the features reach it: `@Dependency(\.apiClient)`. Its `testValue` fails a test
/// on any call, so a test says which endpoints it expects.
@DependencyClient
struct APIClient: Sendable {
  var login: @Sendable (_ name: String) async throws -> UserSession
  var entries: @Sendable (_ page: Int) async throws -> EntriesPage
  var search: @Sendable (_ query: String) async throws -> [LedgerEntry]
  var save: @Sendable (_ entry: LedgerEntry) async throws -> LedgerEntry
}

extension APIClient: DependencyKey {
  static var liveValue: APIClient { .inMemory() }
  static let testValue = APIClient()
}

extension DependencyValues {
  var apiClient: APIClient {
    get { self[APIClient.self] }
    set { self[APIClient.self] = newValue }
  }
}

extension APIClient {
  /// A server held in memory: the seed app has no real one. It pages its entries two at a time,
  /// and it is busy the first time an entry is saved.
  static func inMemory() -> APIClient {
    let server = LockIsolated(Server())
    return APIClient(
      login: { name in UserSession(name: name, token: "tt_live_7f3c9a1e5b2d4086") },
      entries: { page in
        server.withValue { server in
          let start = (page - 1) * Server.pageSize
          let entries = Array(server.entries.dropFirst(start).prefix(Server.pageSize))
          let next = start + Server.pageSize < server.entries.count ? page + 1 : nil
          return EntriesPage(entries: entries, nextPage: next)
        }
      },
      search: { query in
        server.withValue { server in
          server.entries.filter { $0.title.localizedCaseInsensitiveContains(query) }
        }
      },
      save: { entry in
        try server.withValue { server in
          server.saves += 1
          guard server.saves > 1 else { throw APIError.serverBusy }
          if let index = server.entries.firstIndex(where: { $0.id == entry.id }) {
            server.entries[index] = entry
          }
          return entry
        }
      })
  }

  private struct Server {
    static let pageSize = 2
    var entries = [
      LedgerEntry(id: 1, title: "Groceries", amount: 4_250, date: day(2)),
      LedgerEntry(id: 2, title: "Rent", amount: 95_000, date: day(3)),
      LedgerEntry(id: 3, title: "Books", amount: 3_100, date: day(5)),
    ]
    var saves = 0
  }
}

/// Midnight UTC of day `day` of December 2025.
func day(_ day: Int) -> Date {
  Date(timeIntervalSince1970: 1_764_547_200 + Double(day - 1) * 86_400)
}
