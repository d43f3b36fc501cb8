import ActionLog
import Foundation
import JSONTree
import LogFormat
import LogReading
import Synchronization

/// A log read back record by record, and its states rebuilt from keyframes and deltas.
package struct RecordedLog {
  package let header: LogHeader
  package let records: [LogRecord]

  package init(path: String) throws {
    let file = try LogFile(path: path)
    guard case .header(let header) = try LogRecord(line: file.header) else {
      throw LogError(.notALog, "no header")
    }
    self.header = header
    var records: [LogRecord] = []
    var decoder = BlockRecordDecoder(formatMajor: file.version.major)
    for block in 1..<max(1, file.blocks.count) {
      records += try file.records(inBlock: block).map { try decoder.decode($0) }
    }
    self.records = records
  }

  /// Records of one kind, in order.
  package func records(_ kind: String) -> [LogRecord] { records.filter { $0.kind == kind } }

  package var actions: [ActionRecord] {
    records.compactMap { if case .action(let record) = $0 { record } else { nil } }
  }

  package var markers: [MarkerRecord] {
    records.compactMap { if case .marker(let record) = $0 { record } else { nil } }
  }

  package var effects: [EffectRecord] {
    records.compactMap { if case .effect(let record) = $0 { record } else { nil } }
  }

  /// The state tree at every seq the log makes known, rebuilt by applying each delta in turn.
  package func rebuiltStates() throws -> [UInt64: JSONValue] {
    var states: [UInt64: JSONValue] = [:]
    var current: JSONValue?
    for record in records {
      switch record {
      case .keyframe(let key):
        current = key.state
        states[key.seq] = key.state
      case .action(let action):
        current = try Self.apply(action.change, to: current)
        states[action.seq] = current
      case .outOfBand(let change):
        current = try Self.apply(change.change, to: current)
        states[change.seq] = current
      case .dropped:
        current = nil
      default:
        break
      }
    }
    return states
  }

  private static func apply(_ change: StateChange, to state: JSONValue?) throws -> JSONValue {
    switch change {
    case .full(let tree): return tree
    case .delta(let operations):
      guard let state else { throw LogError(.malformedRecord, "a delta follows no state") }
      return try LogError.recordJSON { try JSONPatch.apply(operations, to: state) }
    }
  }
}

/// Paths for test logs, removed by the caller.
package enum TestPaths {
  package static func log(_ name: String = #function) -> String {
    let safe = name.filter { $0.isLetter || $0.isNumber }
    return ScratchFolder.path("\(safe).ttlog")
  }

  /// The file's bytes decompressed by the system's `gzip -dc`.
  package static func gunzip(_ path: String) throws -> [UInt8] {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    process.arguments = ["-c", "gzip -dc '\(path)' 2>/dev/null"]
    let pipe = Pipe()
    process.standardOutput = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return [UInt8](data)
  }
}

/// A thread-safe list for handlers to append to.
package final class Collected<Element: Sendable>: Sendable {
  private let storage = Mutex<[Element]>([])
  package init() {}
  package func append(_ element: Element) { storage.withLock { $0.append(element) } }
  package var elements: [Element] { storage.withLock { $0 } }
}

extension Recorder.Options {
  /// Deterministic options for tests.
  package static func testing(
    queueCapacity: Int = 8192, errors: Collected<LogError>? = nil
  ) -> Recorder.Options {
    var handler: (@Sendable (LogError) -> Void)?
    if let errors { handler = { errors.append($0) } }
    return Recorder.Options(
      session: SessionInfo(app: "RecorderTests", build: "1", os: "Linux"),
      queueCapacity: queueCapacity,
      clock: .fixed(startWall: 1_700_000_000_000, stepMilliseconds: 5),
      errorHandler: handler)
  }
}

extension [UInt8] {
  /// Whether `needle`'s UTF-8 bytes occur in these bytes.
  package func contains(text needle: String) -> Bool {
    let pattern = Array(needle.utf8)
    guard !pattern.isEmpty, count >= pattern.count else { return false }
    for start in 0...(count - pattern.count)
    where self[start..<start + pattern.count].elementsEqual(pattern) {
      return true
    }
    return false
  }
}
