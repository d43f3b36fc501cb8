import Foundation

/// The machine a run measured: core count, CPU model, date.
struct Machine: Encodable {
  var cores: Int
  var model: String
  var date: String

  static var current: Machine {
    let cpuinfo = (try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8)) ?? ""
    let model =
      cpuinfo.split(separator: "\n")
      .first { $0.hasPrefix("model name") }
      .flatMap { $0.split(separator: ":", maxSplits: 1).last }
      .map { $0.trimmingCharacters(in: .whitespaces) } ?? "unknown"
    let formatter = ISO8601DateFormatter()
    return Machine(
      cores: ProcessInfo.processInfo.activeProcessorCount, model: model,
      date: formatter.string(from: Date()))
  }

  var line: String { "machine: \(cores) cores, \(model); \(date)" }
}
