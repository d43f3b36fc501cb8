import Foundation

/// ISO 8601 UTC timestamps with milliseconds, computed without a formatter (formatters are slow
/// and not thread-safe to share).
package enum ISO8601 {
  /// Year, month, day, hour, minute, second, millisecond: each one's digits and what follows it.
  private static let fields: [(width: Int, separator: UInt8)] = [
    (4, UInt8(ascii: "-")), (2, UInt8(ascii: "-")), (2, UInt8(ascii: "T")), (2, UInt8(ascii: ":")),
    (2, UInt8(ascii: ":")), (2, UInt8(ascii: ".")), (3, UInt8(ascii: "Z")),
  ]

  /// Formats a date as `2026-11-21T22:02:13.250Z`.
  package static func string(from date: Date) -> String {
    let seconds = date.timeIntervalSince1970
    let millisecondsDouble = (seconds * 1000).rounded(.down)
    // Outside ±10^15 ms (about 31,000 years) the civil calendar math would overflow: fall back.
    guard millisecondsDouble.isFinite, abs(millisecondsDouble) < 1e15 else {
      return "\(seconds)"
    }
    let milliseconds = Int64(millisecondsDouble)
    let dayMilliseconds: Int64 = 86_400_000
    var days = milliseconds / dayMilliseconds
    var remainder = milliseconds % dayMilliseconds
    if remainder < 0 {
      remainder += dayMilliseconds
      days -= 1
    }
    let (year, month, day) = civilDate(daysSinceEpoch: days)
    let hour = remainder / 3_600_000
    let minute = remainder / 60_000 % 60
    let second = remainder / 1000 % 60
    let millisecond = remainder % 1000
    var bytes: [UInt8] = []
    bytes.reserveCapacity(24)
    if year < 0 { bytes.append(UInt8(ascii: "-")) }
    let values =
      [year.magnitude] + [month, day, hour, minute, second, millisecond].map { UInt64($0) }
    for (value, field) in zip(values, fields) {
      pad(value, width: field.width, into: &bytes)
      bytes.append(field.separator)
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Parses the form ``string(from:)`` writes (four-digit years only).
  package static func date(from text: String) -> Date? {
    let bytes = Array(text.utf8)
    guard bytes.count == 24, bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-"),
      bytes[10] == UInt8(ascii: "T"), bytes[13] == UInt8(ascii: ":"),
      bytes[16] == UInt8(ascii: ":"), bytes[19] == UInt8(ascii: "."), bytes[23] == UInt8(ascii: "Z")
    else { return nil }
    func number(_ range: Range<Int>) -> Int64? {
      var value: Int64 = 0
      for index in range {
        let byte = bytes[index]
        guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
        value = value * 10 + Int64(byte - UInt8(ascii: "0"))
      }
      return value
    }
    guard let year = number(0..<4), let month = number(5..<7), let day = number(8..<10),
      let hour = number(11..<13), let minute = number(14..<16), let second = number(17..<19),
      let millisecond = number(20..<23), (1...12).contains(month), (1...31).contains(day),
      hour < 24, minute < 60, second < 61
    else { return nil }
    let days = daysSinceEpoch(year: year, month: month, day: day)
    let milliseconds =
      days * 86_400_000 + hour * 3_600_000 + minute * 60_000 + second * 1000 + millisecond
    return Date(timeIntervalSince1970: Double(milliseconds) / 1000)
  }

  // Days since 1970-01-01 to a proleptic Gregorian date, counting eras of 400 years from March.
  private static func civilDate(daysSinceEpoch days: Int64) -> (Int64, Int64, Int64) {
    let shifted = days + 719_468
    let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
    let dayOfEra = shifted - era * 146_097
    let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36524 - dayOfEra / 146_096) / 365
    let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
    let monthIndex = (5 * dayOfYear + 2) / 153
    let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
    let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
    let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
    return (year, month, day)
  }

  private static func daysSinceEpoch(year: Int64, month: Int64, day: Int64) -> Int64 {
    let marchYear = month <= 2 ? year - 1 : year
    let era = (marchYear >= 0 ? marchYear : marchYear - 399) / 400
    let yearOfEra = marchYear - era * 400
    let monthIndex = month > 2 ? month - 3 : month + 9
    let dayOfYear = (153 * monthIndex + 2) / 5 + day - 1
    let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
    return era * 146_097 + dayOfEra - 719_468
  }

  private static func pad(_ value: UInt64, width: Int, into bytes: inout [UInt8]) {
    var digits: [UInt8] = []
    JSONBytes.writeUnsigned(value, into: &digits)
    if digits.count < width {
      bytes.append(contentsOf: repeatElement(UInt8(ascii: "0"), count: width - digits.count))
    }
    bytes.append(contentsOf: digits)
  }
}
