import JSONTree
import Testing

/// Code written against `CodedError` reads any library's error the same way: its code, and its
/// message as what it prints.
@Suite struct CodedErrorTests {
  private func summary(_ error: some CodedError) -> String { "\(error.code): \(error)" }

  @Test func aJSONErrorPrintsItsMessageBehindItsCode() {
    let error = JSONError(.invalidPointer, "a JSON Pointer starts with \"/\"", offset: 3)
    #expect(summary(error) == #"invalidPointer: a JSON Pointer starts with "/""#)
  }

  @Test func anErrorOfAnyLibraryIsDescribedByItsMessage() {
    struct Failure: CodedError {
      enum Code: Equatable, Sendable { case failed }
      var code = Code.failed
      var message = "it failed; try again"
    }
    #expect(Failure().description == "it failed; try again")
    #expect(summary(Failure()) == "failed: it failed; try again")
  }
}
