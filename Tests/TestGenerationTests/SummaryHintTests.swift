import Testing

@testable import TestGeneration

/// The recorder's summary line tells labeled payloads from structs, and strings from cases.
@Suite struct SummaryHintTests {
  @Test func labeledPayloadKeepsItsLabels() {
    let hint = SummaryHint(parsing: "rowTapped(id: 2)")
    #expect(
      hint == .enumCase(name: "rowTapped", arguments: [.init(label: "id", value: .scalar("2"))]))
  }

  @Test func structPayloadNamesItsType() {
    let hint = SummaryHint(parsing: #"updated(Transaction(id: 2, title: "A"))"#)
    #expect(
      hint
        == .enumCase(
          name: "updated",
          arguments: [
            .init(
              label: nil,
              value: .structure(
                type: "Transaction",
                arguments: [
                  .init(label: "id", value: .scalar("2")), .init(label: "title", value: .string),
                ]))
          ]))
  }

  @Test func cutSummaryEndsInTruncated() {
    let hint = SummaryHint(parsing: #"set([Item(id: 1, tit…"#)
    guard case .enumCase("set", let arguments?) = hint, case .array(let items) = arguments[0].value,
      case .structure("Item", let fields) = items[0]
    else {
      Issue.record("unexpected \(hint)")
      return
    }
    #expect(fields.last?.value == .truncated)
  }

  @Test func nestedCasesAndRedaction() {
    let hint = SummaryHint(
      parsing: "path(.element(id: 0, action: .basics(.passwordChanged(<redacted>))))")
    let element = hint.argument(nil, at: 0)
    #expect(
      element.argument("action", at: 1).argument(nil, at: 0).argument(nil, at: 0) == .redacted)
  }
}
