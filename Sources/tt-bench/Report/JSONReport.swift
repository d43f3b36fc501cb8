import Foundation
import LogFormat

/// Writes the figures as JSON for tracking over time.
enum JSONReport {
  private struct Document: Encodable {
    var quick: Bool
    var repetitions: Int
    var machine: Machine
    var figures: [Entry]
  }

  private struct Entry: Encodable {
    var group: String
    var name: String
    var title: String
    var value: Double?
    var unit: String
    var baselines: [Figure.Baseline]
    var ratio: Double?
    var goal: String?
    var passed: Bool?
    var repetitions: Int
    var note: String?
  }

  static func write(_ figures: [Figure], repetitions: Int, quick: Bool, to path: String) throws {
    let entries = figures.map {
      Entry(
        group: $0.group, name: $0.name, title: $0.title, value: $0.value, unit: $0.unit,
        baselines: $0.baselines, ratio: $0.ratio, goal: $0.goal?.text, passed: $0.passed,
        repetitions: $0.repetitions, note: $0.note)
    }
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    let data = try encoder.encode(
      Document(quick: quick, repetitions: repetitions, machine: .current, figures: entries))
    try OutputFile.replace(path, with: [UInt8](data), suggesting: "figures.json")
  }
}
