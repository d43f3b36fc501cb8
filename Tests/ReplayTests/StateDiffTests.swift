import JSONTree
import Testing

@testable import ActionLog
@testable import Replay

@Suite struct StateDiffTests {
  private func tree(_ text: String) throws -> JSONValue { try JSONValue(parsing: text) }

  @Test func equalTreesGiveAnEmptyString() throws {
    let value = try tree(#"{"a":[1,2],"b":{"c":null}}"#)
    #expect(StateDiff.text(from: value, to: value) == "")
  }

  @Test func changedScalarShowsItsPathAndFoldsDistantSiblings() throws {
    let old = try tree(#"{"count":1,"title":"Groceries","done":false,"limit":3,"theme":"dark"}"#)
    let new = try tree(#"{"count":2,"title":"Groceries","done":false,"limit":3,"theme":"dark"}"#)
    expectText(
      StateDiff.text(from: old, to: new),
      """
        {
      -   "count": 1,
      +   "count": 2,
          "title": "Groceries",
          … (3 unchanged)
        }
      """)
  }

  @Test func nestedChangeIsShownDownItsPathWithArrayIndices() throws {
    let old = try tree(#"{"user":{"name":"Ada","tags":["a","b","c","d","e"]},"count":1}"#)
    let new = try tree(#"{"user":{"name":"Ada","tags":["a","b","X","d","e"]},"count":1}"#)
    expectText(
      StateDiff.text(from: old, to: new, context: 0),
      """
        {
          "user": {
            … (1 unchanged)
            "tags": [
              … (2 unchanged)
      -       [2]: "c",
      +       [2]: "X",
              … (2 unchanged)
            ]
          },
          … (1 unchanged)
        }
      """)
  }

  @Test func identifiedElementsAreMatchedById() throws {
    let old = try tree(
      #"{"items":[{"id":1,"title":"Milk"},{"id":2,"title":"Eggs"},{"id":3,"title":"Tea"}]}"#)
    let new = try tree(
      #"{"items":[{"id":9,"title":"Jam"},{"id":1,"title":"Milk"},{"id":3,"title":"Green tea"}]}"#)
    expectText(
      StateDiff.text(from: old, to: new, context: 0),
      """
        {
          "items": [
      +     [0]: {
      +       "id": 9,
      +       "title": "Jam"
      +     },
            … (1 unchanged)
      -     [1]: {
      -       "id": 2,
      -       "title": "Eggs"
      -     },
            [2]: {
              … (1 unchanged)
      -       "title": "Tea"
      +       "title": "Green tea"
            }
          ]
        }
      """)
  }

  /// A removed element shows where it stood, as TCA's `customDump` diff shows it: the last one
  /// after the rows kept before it, not above the first row.
  @Test func aRemovedIdentifiedElementShowsAtItsPlace() throws {
    let old = try tree(
      #"{"rows":[{"id":1,"n":"a"},{"id":2,"n":"b"},{"id":3,"n":"c"},{"id":4,"n":"d"}]}"#)
    let new = try tree(#"{"rows":[{"id":1,"n":"a"},{"id":2,"n":"b"},{"id":3,"n":"c"}]}"#)
    expectText(
      StateDiff.text(from: old, to: new, context: 1),
      """
        {
          "rows": [
            … (2 unchanged)
            [2]: {"id":3,"n":"c"}
      -     [3]: {
      -       "id": 4,
      -       "n": "d"
      -     }
          ]
        }
      """)
  }

  /// An element replaced by one with another id prints its `-` block before the `+` block, as
  /// every other change does.
  @Test func aReplacedIdentifiedElementShowsTheRemovedOneFirst() throws {
    let old = try tree(#"{"rows":[{"id":1,"n":"a"},{"id":2,"n":"b"},{"id":3,"n":"c"}]}"#)
    let new = try tree(#"{"rows":[{"id":1,"n":"a"},{"id":9,"n":"x"},{"id":3,"n":"c"}]}"#)
    expectText(
      StateDiff.text(from: old, to: new, context: 0),
      """
        {
          "rows": [
            … (1 unchanged)
      -     [1]: {
      -       "id": 2,
      -       "n": "b"
      -     },
      +     [1]: {
      +       "id": 9,
      +       "n": "x"
      +     },
            … (1 unchanged)
          ]
        }
      """)
  }

  @Test func addedAndRemovedMembersAndKindChanges() throws {
    let old = try tree(#"{"a":1,"gone":[1,2],"kind":{"x":1}}"#)
    let new = try tree(#"{"a":1,"kind":"text","new":{}}"#)
    expectText(
      StateDiff.text(from: old, to: new),
      """
        {
          "a": 1,
      -   "gone": [
      -     [0]: 1,
      -     [1]: 2
      -   ],
      -   "kind": {
      -     "x": 1
      -   }
      +   "kind": "text",
      +   "new": {}
        }
      """)
  }

  @Test func differentRootScalars() {
    expectText(
      StateDiff.text(from: .int(1), to: .string("one")),
      """
      - 1
      + "one"
      """)
  }
}
