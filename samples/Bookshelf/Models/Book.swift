/// A book in the catalog or on the reader's shelf.
public struct Book: Codable, Equatable, Identifiable, Sendable {
  /// The catalog number.
  public var id: Int
  /// The title.
  public var title: String
  /// The author.
  public var author: String
  /// Whether the reader marked it finished (on the shelf only).
  public var isFinished = false

  /// Creates a book.
  ///
  /// - Parameters:
  ///   - id: The catalog number.
  ///   - title: The title.
  ///   - author: The author.
  ///   - isFinished: Whether the reader marked it finished.
  public init(id: Int, title: String, author: String, isFinished: Bool = false) {
    self.id = id
    self.title = title
    self.author = author
    self.isFinished = isFinished
  }
}

/// One page of the reader's shelf.
public struct ShelfPage: Codable, Equatable, Sendable {
  /// The books on this page.
  public var books: [Book]
  /// The next page's number, or `nil` after the last page.
  public var nextPage: Int?

  /// Creates a page.
  ///
  /// - Parameters:
  ///   - books: The books on this page.
  ///   - nextPage: The next page's number, or `nil` after the last page.
  public init(books: [Book], nextPage: Int? = nil) {
    self.books = books
    self.nextPage = nextPage
  }
}
