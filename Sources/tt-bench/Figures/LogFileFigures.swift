import ActionLog
import Foundation
import LogFormat
import LogReading
import Replay
import ToolSupport

/// The log file: append cost, bytes per record, open time, one block per record read.
@MainActor
enum LogFileFigures {
  static func measure(_ config: BenchConfig, into sink: FigureSink) async {
    await sink.measure([appendPlaceholder]) { [try appendCost(config)] }
    await SampleSizeFigures.measure(config, into: sink)
    await sink.measure(openPlaceholders) { try openTimes(config) }
    await sink.measure(readPlaceholders) { try oneRecordRead(config) }
    await sink.measure(syntheticPlaceholders) { try syntheticBytes(config) }
  }

  // MARK: Append with per-record flush

  static let appendPlaceholder = Figure(
    group: "file", name: "log.append_flush_us_per_record",
    title: "append + per-record flush (LogWriter)", unit: "µs/record",
    goal: .ratioAtMost(1.3), repetitions: 0)

  /// The records of a real small-state log, replayed through `LogWriter` (per-record flush)
  /// and through raw zlib + sync flush + write(2): same lines, same order, same level.
  static func appendCost(_ config: BenchConfig) throws -> Figure {
    let source = try LogFile(
      path: LogCache.log(actions: config.quick ? 5_000 : 20_000, size: .small, in: config))
    var blocks: [[RawRecord]] = []
    for block in source.blocks where block.kind == .data {
      blocks.append(try source.records(inBlock: block.index))
    }
    let count = blocks.reduce(0) { $0 + $1.count }
    let bytes = blocks.reduce(0) { $0 + $1.reduce(0) { $0 + $1.line.count + 1 } }
    let writerPath = config.scratch("append-writer.ttlog")
    let rawPath = config.scratch("append-raw.gz")
    var writerCosts: [Double] = []
    var rawCosts: [Double] = []
    for _ in 0..<config.repetitions {
      let writer = try LogWriter(path: writerPath, options: LogWriter.Options(fsyncOnClose: false))
      try writer.writeHeader(source.header, time: 0)
      writerCosts.append(
        try Cost.of {
          for records in blocks {
            guard let key = records.first else { continue }
            try writer.startBlock(keyframe: key.line, seq: key.seq, time: 0)
            for record in records.dropFirst() { try writer.append(record.line) }
          }
        }.wall)
      try writer.close()

      let raw = try RawZlibWriter(path: rawPath)
      try raw.append(source.header)
      rawCosts.append(
        try Cost.of {
          for records in blocks { for record in records { try raw.append(record.line) } }
        }.wall)
      try raw.finish()
    }
    var figure = appendPlaceholder
    figure.value = median(writerCosts) / Double(count) / 1000
    figure.baselines = [
      .init(name: "raw zlib+sync+write", value: median(rawCosts) / Double(count) / 1000)
    ]
    figure.repetitions = config.repetitions
    figure.note = "\(count) records of a small-state synthetic log, \(bytes / count) B/line avg"
    return figure
  }

  // MARK: Open

  static let openPlaceholders = Figure.placeholders(
    group: "file",
    [
      ("log.open_indexed_ms", "open big log, with index", "ms", .atMost(50)),
      ("log.open_crashed_ms", "open big log, crashed (no index)", "ms", .atMost(500)),
    ])

  static func openTimes(_ config: BenchConfig) throws -> [Figure] {
    let path = try LogCache.log(actions: config.bigLogActions, size: .medium, in: config)
    let closed = try LogFile(path: path)
    guard closed.usedIndex else { throw BenchError("\(path) did not open through its index") }
    // The crashed copy: the same bytes cut where the index member starts.
    let indexOffset = closed.blocks.map { $0.offset + $0.compressedSize }.max() ?? 0
    let crashed = config.scratch("crashed.ttlog")
    let data = try Data(contentsOf: URL(fileURLWithPath: path)).prefix(indexOffset)
    try data.write(to: URL(fileURLWithPath: crashed))
    let indexed = medianCost(repetitions: config.repetitions * 2) {
      Cost.of { _ = try? LogFile(path: path) }
    }
    let recovered = medianCost(repetitions: config.repetitions) {
      Cost.of { _ = try? LogFile(path: crashed) }
    }
    let check = try LogFile(path: crashed)
    guard !check.usedIndex, check.blocks.count == closed.blocks.count else {
      throw BenchError("the truncated copy still has an index or lost blocks")
    }
    let records = "\(config.bigLogActions) actions, \(closed.blocks.count) blocks"
    var figures = openPlaceholders
    figures[0].value = indexed.wall / 1e6
    figures[0].repetitions = config.repetitions * 2
    figures[0].note =
      "LogFile(path:) on \(records), \(closed.fileSize / 1_048_576) MB (page cache warm)"
    figures[1].value = recovered.wall / 1e6
    figures[1].repetitions = config.repetitions
    figures[1].note =
      "same log cut at its index (offset \(indexOffset)); blocks found by hopping headers"
    return figures
  }

  // MARK: One record, one block

  static let readPlaceholders = Figure.placeholders(
    group: "file",
    [
      (
        "log.read_one_record_blocks", "read one record (LogFile): bytes read ÷ its block", "blocks",
        .below(2)
      ),
      ("log.entry_blocks", "Timeline.entry(at:): bytes read ÷ block (info)", "blocks", nil),
    ])

  /// Bytes `pread` to fetch one random record, over the compressed size of the record's block.
  /// A reader cannot inflate bytes it never read, so ≤ 1 means at most one block inflated.
  ///
  /// Two paths: the container's (`LogFile` block table → `records(inBlock:)`), which is what the
  /// format promises, and `Timeline.entry(at:)` on a fresh timeline, which is what users call.
  static func oneRecordRead(_ config: BenchConfig) throws -> [Figure] {
    let path = try LogCache.log(actions: config.bigLogActions, size: .medium, in: config)
    guard ReadCounter.bytesRead() != nil else {
      throw BenchError("/proc/self/io is unavailable; cannot count bytes read")
    }
    let data = try LogFile(path: path).blocks.filter { $0.kind == .data }
    guard let last = data.last else { throw BenchError("\(path) has no data blocks") }
    var random = SeededGenerator(seed: 3)
    var fileRatios: [Double] = []
    var extraBytes: [Double] = []
    var entryRatios: [Double] = []
    let trials = config.quick ? 10 : 50
    for _ in 0..<trials {
      // Seqs below the last block: opening a timeline already reads the last block.
      let seq = UInt64.random(in: (data[0].firstSeq + 1)..<last.firstSeq, using: &random)
      // The action that made a block's first state is the last record of the block before.
      guard let block = data.last(where: { $0.firstSeq < seq }) else { continue }

      let file = try LogFile(path: path)
      var before = ReadCounter.bytesRead() ?? 0
      let records = try file.records(inBlock: block.index)
      let read = (ReadCounter.bytesRead() ?? 0) - before
      fileRatios.append(Double(read) / Double(block.compressedSize))
      extraBytes.append(Double(read - block.compressedSize))
      guard records.contains(where: { $0.seq == seq }) else {
        throw BenchError("block \(block.index) does not hold seq \(seq)")
      }

      let timeline = try Timeline(path: path)
      before = ReadCounter.bytesRead() ?? 0
      _ = try timeline.entry(at: seq)
      entryRatios.append(
        Double((ReadCounter.bytesRead() ?? 0) - before) / Double(block.compressedSize))
    }
    var figures = readPlaceholders
    figures[0].value = fileRatios.max() ?? 0
    figures[0].repetitions = trials
    figures[0].note =
      "worst of \(trials) random seqs: block found in the LogFile table, records(inBlock:); "
      + "bytes pread (/proc/self/io rchar) ÷ that block's compressed size; a second inflated "
      + "block would need its bytes read too (blocks here are "
      + "\(data.map(\.compressedSize).min() ?? 0)+ B), so < 2 means one block; median bytes read "
      + "beyond the block: \(Format.number(median(extraBytes))) B"
    figures[1].value = entryRatios.max() ?? 0
    figures[1].repetitions = trials
    figures[1].note =
      "same seqs through a fresh Timeline's entry(at:); median \(Format.number(median(entryRatios))); "
      + "a seq that is a block's last state also reads the next block (its keyframe repeats it)"
    return figures
  }

  // MARK: Bytes per action of the big synthetic log

  /// Goals: ≤ 40 B/action, and ≤ 1.0× the naive logger on the same session.
  static let syntheticPlaceholders = [
    Figure(
      group: "file", name: "log.bytes_per_action.synthetic_medium",
      title: "bytes/action, big synthetic log", unit: "B", goal: .atMost(40), repetitions: 1),
    Figure(
      group: "file", name: "log.bytes_vs_naive.synthetic_medium",
      title: "bytes/action, big synthetic log ÷ naive", unit: "B", goal: .ratioAtMost(1.0),
      repetitions: 1),
  ]

  static func syntheticBytes(_ config: BenchConfig) throws -> [Figure] {
    let path = try LogCache.log(actions: config.bigLogActions, size: .medium, in: config)
    let file = try LogFile(path: path)
    let naive = try SyntheticNaiveLog.bytes(
      actions: config.bigLogActions, size: .medium, in: config)
    let baseline = Figure.Baseline(
      name: "naive full-state gzip NDJSON", value: Double(naive) / Double(config.bigLogActions))
    return syntheticPlaceholders.map { placeholder in
      var figure = placeholder
      figure.value = Double(file.fileSize) / Double(config.bigLogActions)
      figure.baselines = [baseline]
      figure.note =
        "\(config.bigLogActions) actions, medium state, \(file.blocks.count) blocks: "
        + "\(config.bigLogActions / max(file.blocks.count, 1)) actions per keyframe; naive "
        + "\(naive) B for the same seeded session (measured once, cached beside the log)"
      return figure
    }
  }
}
