// THROWAWAY: stands in for the Replay module until the `replay` branch lands. Delete on merge.
import ActionLog

struct ReplayError: Error, Equatable, Sendable, CustomStringConvertible {
  enum Code: String, Sendable { case outOfRange, damaged }
  var code: Code
  var message: String
  var seq: UInt64?
  var underlying: LogError?
  var description: String { message }
}

struct TimelineEntry {
  var seq: UInt64
  var record: LogRecord
  var timeOffset: Double
}

final class Timeline {
  let path: String
  let header: LogHeader
  var status: LogFile.Status
  var isTrimmed: Bool
  var firstSeq: UInt64
  var lastSeq: UInt64
  var actionCount: Int
  var blockCount: Int
  var keyframeCount: Int
  var startWall: Int64
  var endWall: Int64
  private var all: [TimelineEntry] = []

  init(path: String) throws {
    let file = try LogFile(path: path)
    self.path = path
    status = file.status
    isTrimmed = file.isTrimmed
    guard case .header(let header) = try LogRecord(line: file.header) else {
      throw ReplayError(code: .damaged, message: "no header")
    }
    self.header = header
    startWall = header.wall
    var records: [LogRecord] = []
    for block in file.blocks.dropFirst() {
      guard let raws = try? file.records(inBlock: block.index) else { continue }
      for raw in raws { records.append(try LogRecord(line: raw.line)) }
    }
    func wall(_ record: LogRecord) -> Int64? {
      switch record {
      case .action(let r): r.wall
      case .outOfBand(let r): r.wall
      case .marker(let r): r.wall
      case .effect(let r): r.wall
      case .dropped(let r): r.wall
      case .close(let r): r.wall
      default: nil
      }
    }
    var last = startWall
    for record in records {
      last = wall(record) ?? last
      all.append(TimelineEntry(seq: record.seq, record: record, timeOffset: Double(last - startWall) / 1000))
    }
    endWall = last
    firstSeq = all.first?.seq ?? 0
    lastSeq = all.map(\.seq).max() ?? 0
    actionCount = all.filter { if case .action = $0.record { true } else { false } }.count
    blockCount = file.blocks.count
    keyframeCount = all.filter { if case .keyframe = $0.record { true } else { false } }.count
  }

  func state(at seq: UInt64) throws -> JSONValue {
    guard seq >= firstSeq, seq <= lastSeq else {
      throw ReplayError(code: .outOfRange, message: "seq \(seq) out of range", seq: seq)
    }
    var state = JSONValue.null
    for entry in all where entry.seq <= seq {
      switch entry.record {
      case .keyframe(let k): state = k.state
      case .action(let a): state = try apply(a.change, state)
      case .outOfBand(let o): state = try apply(o.change, state)
      default: break
      }
    }
    return state
  }

  private func apply(_ change: StateChange, _ state: JSONValue) throws -> JSONValue {
    switch change {
    case .full(let value): value
    case .delta(let ops): try JSONPatch.apply(ops, to: state)
    }
  }

  func entry(at seq: UInt64) throws -> TimelineEntry {
    let matching = all.filter { $0.seq == seq }
    if let made = matching.first(where: { $0.record.makesState }) { return made }
    if let key = matching.first(where: { if case .keyframe = $0.record { true } else { false } }) {
      return key
    }
    throw ReplayError(code: .outOfRange, message: "seq \(seq) out of range", seq: seq)
  }

  func entries(from: UInt64, to: UInt64) throws -> [TimelineEntry] {
    var seen = Set<UInt64>()
    return all.filter { entry in
      guard entry.seq >= from, entry.seq <= to else { return false }
      if case .keyframe = entry.record { return seen.insert(entry.seq).inserted && entry.seq == firstSeq }
      return true
    }
  }

  func markers() throws -> [MarkerRecord] {
    all.compactMap { if case .marker(let m) = $0.record { m } else { nil } }
  }

  func search(_ text: String) throws -> [UInt64] { [] }

  func seq(atTimeOffset seconds: Double) throws -> UInt64 {
    all.last(where: { $0.timeOffset <= seconds && $0.record.makesState })?.seq ?? firstSeq
  }

  func changes(from a: UInt64, to b: UInt64) throws -> [PatchOperation] {
    JSONPatch.diff(from: try state(at: a), to: try state(at: b))
  }
}

enum StateDiff {
  static func text(from old: JSONValue, to new: JSONValue, context: Int = 1) -> String {
    JSONPatch.diff(from: old, to: new).map { op -> String in
      switch op {
      case .add(let p, let v): "+ \(p): \(v.jsonText)"
      case .remove(let p): "- \(p): \(old.value(at: p)?.jsonText ?? "")"
      case .replace(let p, let v): "- \(p): \(old.value(at: p)?.jsonText ?? "")\n+ \(p): \(v.jsonText)"
      default: "~ \(op.path)"
      }
    }.joined(separator: "\n")
  }
}
