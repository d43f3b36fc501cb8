/// Number formatting for the table: three significant figures, no exponent.
enum Format {
  static func number(_ value: Double) -> String {
    let magnitude = abs(value)
    if magnitude >= 1000 || magnitude == value.rounded() && magnitude < 1e15 {
      return grouped(Int(value.rounded()))
    }
    let decimals = magnitude >= 100 ? 0 : magnitude >= 10 ? 1 : magnitude >= 1 ? 2 : 3
    return fixed(value, decimals: decimals)
  }

  static func fixed(_ value: Double, decimals: Int) -> String {
    var scale = 1.0
    for _ in 0..<decimals { scale *= 10 }
    let scaled = Int((abs(value) * scale).rounded())
    let whole = scaled / Int(scale)
    let fraction = scaled % Int(scale)
    var text = "\(value < 0 ? "-" : "")\(whole)"
    if decimals > 0 {
      let digits = String(fraction)
      text += "." + String(repeating: "0", count: decimals - digits.count) + digits
    }
    return text
  }

  static func grouped(_ value: Int) -> String {
    let digits = String(abs(value))
    var out = ""
    for (offset, character) in digits.enumerated() {
      if offset > 0 && (digits.count - offset) % 3 == 0 { out.append(",") }
      out.append(character)
    }
    return (value < 0 ? "-" : "") + out
  }
}
