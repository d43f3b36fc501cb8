import BookshelfSample
import ComposableStore
import Testing

/// One deliberate effect bug in the bookshelf sample: the first step the generated tests must
/// name, and what the served effects report there.
struct EffectMutation: Sendable, CustomTestStringConvertible {
  typealias Mutate =
    @Sendable (
      inout BookshelfFeature.State, BookshelfFeature.Action, BookshelfFeature
    ) -> Effect<BookshelfFeature.Action>?

  /// What the bug is, in a reviewer's words.
  var name: String
  /// The seq of the first step that differs from the log.
  var firstStep: UInt64
  /// Words the first issue must hold, after the step (`#20 …`).
  var says: String
  /// The app's reducer with the bug.
  var mutate: Mutate

  init(_ name: String, firstStep: UInt64, says: String, _ mutate: @escaping Mutate) {
    self.name = name
    self.firstStep = firstStep
    self.says = says
    self.mutate = mutate
  }

  var testDescription: String { "bookshelf: \(name)" }

  /// The broken reducer.
  var reducer: Mutant<BookshelfFeature> {
    BookshelfFeature().mutated(mutate)
  }
}
