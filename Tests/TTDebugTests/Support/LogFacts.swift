import LogFormat
import LogReading

/// What a page should show, read straight from the log with the format library.
struct LogFacts {
  var actionSeqs: [UInt64] = []
  var markers = 0
  var lastSeq: UInt64 = 0
  /// `first…last route` per run of consecutive states with the same route.
  var visits: [String] = []

  init(path: String) throws {
    let file = try LogFile(path: path)
    var runs: [(from: UInt64, to: UInt64, route: String)] = []
    for block in file.blocks where block.kind == .data {
      // Format 2 writes a route only when it changes: the block decoder fills it back in.
      var decoder = BlockRecordDecoder(formatMajor: file.version.major)
      for raw in try file.records(inBlock: block.index) {
        let record = try decoder.decode(line: raw.line)
        var route: String?
        switch record {
        case .action(let action):
          actionSeqs.append(action.seq)
          route = action.breadcrumb
        case .outOfBand:
          route = ""
        case .marker:
          markers += 1
        default:
          break
        }
        lastSeq = max(lastSeq, record.seq)
        guard let route else { continue }
        if let last = runs.last, last.route == route {
          runs[runs.count - 1].to = record.seq
        } else {
          runs.append((record.seq, record.seq, route))
        }
      }
    }
    visits = runs.map { "\($0.from)…\($0.to) \($0.route)" }
  }
}
