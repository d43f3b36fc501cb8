import Synchronization

extension APIClient {
  /// The password ``inMemory()`` accepts for every email.
  public static let inMemoryPassword = "open-sesame-1851"

  /// The token ``inMemory(token:)`` issues by default.
  public static let inMemoryToken = "bks_live_4c1f0a9e7b2d48d3a6f5"

  /// A client over an in-memory server whose answers depend only on the calls made to it: a
  /// catalog of 16 books, a shelf of 12 in pages of 5, and a save that fails once with
  /// ``APIError/unavailable`` before it works.
  ///
  /// A test that runs a recorded session's effects against it can pass the password and the
  /// token as the log holds them (their redaction pseudonyms), so the responses equal the recorded
  /// ones.
  ///
  /// - Parameters:
  ///   - password: The password a login accepts.
  ///   - token: The token a login issues and the shelf's calls require.
  /// - Returns: A client with a server of its own.
  public static func inMemory(
    password: String = inMemoryPassword, token: String = inMemoryToken
  ) -> APIClient {
    let server = InMemoryServer(password: password, token: token)
    return APIClient(
      search: { query in server.search(query) },
      logIn: { email, password in try server.logIn(email: email, password: password) },
      shelfPage: { page, token in try server.shelfPage(page, token: token) },
      save: { book, token in try server.save(book, token: token) }
    )
  }
}

/// The server behind ``APIClient/inMemory()``.
private final class InMemoryServer: Sendable {
  private struct Storage {
    var shelf: [Book]
    var failsNextSave = true
  }

  static let pageSize = 5

  static let catalog: [Book] = [
    Book(id: 1, title: "Gulliver's Travels", author: "Jonathan Swift"),
    Book(id: 2, title: "A Modest Proposal", author: "Jonathan Swift"),
    Book(id: 3, title: "A Tale of a Tub", author: "Jonathan Swift"),
    Book(id: 4, title: "Dune", author: "Frank Herbert"),
    Book(id: 5, title: "Dune Messiah", author: "Frank Herbert"),
    Book(id: 6, title: "Moby-Dick", author: "Herman Melville"),
    Book(id: 7, title: "Middlemarch", author: "George Eliot"),
    Book(id: 8, title: "Emma", author: "Jane Austen"),
    Book(id: 9, title: "Persuasion", author: "Jane Austen"),
    Book(id: 10, title: "Bleak House", author: "Charles Dickens"),
    Book(id: 11, title: "Great Expectations", author: "Charles Dickens"),
    Book(id: 12, title: "Frankenstein", author: "Mary Shelley"),
    Book(id: 13, title: "Dracula", author: "Bram Stoker"),
    Book(id: 14, title: "The Swiss Family Robinson", author: "Johann David Wyss"),
    Book(id: 15, title: "Swann's Way", author: "Marcel Proust"),
    Book(id: 16, title: "War and Peace", author: "Leo Tolstoy"),
  ]

  private let password: String
  private let token: String
  private let storage = Mutex(Storage(shelf: Array(catalog.suffix(12))))

  init(password: String, token: String) {
    self.password = password
    self.token = token
  }

  func search(_ query: String) -> [Book] {
    let words = query.lowercased()
    return Self.catalog.filter {
      $0.title.lowercased().contains(words) || $0.author.lowercased().contains(words)
    }
  }

  func logIn(email: String, password: String) throws -> UserSession {
    guard password == self.password else { throw APIError.unauthorized }
    let name = email.split(separator: "@").first.map { $0.prefix(1).uppercased() + $0.dropFirst() }
    return UserSession(name: name ?? email, token: self.token)
  }

  func shelfPage(_ page: Int, token: String) throws -> ShelfPage {
    guard token == self.token else { throw APIError.unauthorized }
    return storage.withLock { storage in
      let start = min(max(page, 0) * Self.pageSize, storage.shelf.count)
      let end = min(start + Self.pageSize, storage.shelf.count)
      return ShelfPage(
        books: Array(storage.shelf[start..<end]),
        nextPage: end < storage.shelf.count ? page + 1 : nil)
    }
  }

  func save(_ book: Book, token: String) throws -> Book {
    guard token == self.token else { throw APIError.unauthorized }
    return try storage.withLock { storage in
      if storage.failsNextSave {
        storage.failsNextSave = false
        throw APIError.unavailable
      }
      guard let index = storage.shelf.firstIndex(where: { $0.id == book.id }) else {
        throw APIError.other("book \(book.id) is not on the shelf")
      }
      storage.shelf[index] = book
      return book
    }
  }
}
