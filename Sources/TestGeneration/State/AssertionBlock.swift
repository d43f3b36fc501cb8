/// Renders assertions as Swift lines, nesting those that need an enum case in `if case let` blocks
/// whose `else` records an issue naming the seq, so a wrong case fails rather than passing unchecked.
enum AssertionBlock {
  static func lines(_ assertions: [StateAssertions.Assertion], seq: UInt64) -> [String] {
    var out: [String] = []
    var open: [StateAccess.Condition] = []
    func close(to depth: Int) {
      while open.count > depth {
        let condition = open.removeLast()
        let indent = String(repeating: "  ", count: open.count)
        out.append(indent + "} else {")
        out.append(
          indent + "  Issue.record(" + SwiftText.string("#\(seq): \(condition.failure)") + ")")
        out.append(indent + "}")
      }
    }
    for assertion in assertions {
      let conditions = assertion.access.conditions
      var common = 0
      while common < open.count, common < conditions.count, open[common] == conditions[common] {
        common += 1
      }
      close(to: common)
      for condition in conditions[common...] {
        out.append(String(repeating: "  ", count: open.count) + "if \(condition.swift) {")
        open.append(condition)
      }
      out.append(String(repeating: "  ", count: open.count) + assertion.line)
    }
    close(to: 0)
    return out
  }
}
