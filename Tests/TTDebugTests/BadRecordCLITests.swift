import Foundation
import LogFormat
import LogReading
import Testing

/// Every command on a log whose record #20 does not parse under a good CRC (the app-root sample,
/// rewritten so: a writer's bug, or a flipped byte in a crashed log's open tail, which has no
/// CRC). States #0…#19 are intact and served; #20…#52 are one gap, named alike by `log`,
/// `export`, `show`, `test` and `html` — never a block that silently vanishes.
@Suite struct BadRecordCLITests {
  /// The workspace and the gap's line, as `log` prints it.
  static func brokenWorkspace() throws -> (Workspace, gap: String) {
    let workspace = try Workspace()
    let sample = CLIRunner.packageRoot.appendingPathComponent("samples/logs/app-root.ttlog").path
    let log = try LogFile(path: sample)
    let writer = try LogWriter(path: workspace.log)
    try writer.writeHeader(log.header, time: log.blocks[0].firstTime)
    var broken: BlockInfo?
    for block in log.blocks where block.kind == .data {
      let records = try log.records(inBlock: block.index)
      try writer.startBlock(keyframe: records[0].line, seq: records[0].seq, time: block.firstTime)
      for record in records.dropFirst() {
        var line = record.line
        if record.kind == "action", record.seq == 20 {
          let text = String(decoding: line, as: UTF8.self)
          try #require(text.contains(#""delta":["#))
          line = Array(text.replacingOccurrences(of: #""delta":["#, with: #""delta":[["#).utf8)
          broken = block
        }
        try writer.append(line)
      }
    }
    try writer.close()
    let block = try #require(broken)
    let offset = try #require(
      try LogFile(path: workspace.log).blocks.first { $0.index == block.index }
    )
    .offset
    return (
      workspace,
      "✕ #20…#52 lost: block \(block.index) at byte \(offset), seq 20: the record does not parse: "
        + "invalid JSON at byte"
    )
  }

  @Test func logListsTheIntactRecordsAndTheGapWhereItIs() throws {
    let (workspace, gap) = try Self.brokenWorkspace()
    let result = try workspace.run(["log", workspace.log])
    #expect(result.exitCode == 0)
    let lines = result.stdout.split(separator: "\n").map(String.init)
    // #1…#19, then the gap (the keyframe of #0 is no line).
    try #require(lines.count == 20)
    #expect(lines[18].hasPrefix("#19 "))
    #expect(lines[19].hasPrefix("#20 ") && lines[19].contains(gap), "\(lines[19])")
    // Kept off the listing, the gap is said on standard error.
    let last = try workspace.run(["log", workspace.log, "--grep", "tabSelected"])
    #expect(last.exitCode == 0)
    #expect(last.stderr.hasPrefix("tt-debug: the lines shown leave out: " + gap), "\(last.stderr)")
  }

  /// `info` parses only the last block's records (for the end time), so it names a bad record
  /// there — the open tail of a crashed log — and never calls the log whole.
  @Test func infoNamesABadRecordInTheLastBlock() throws {
    let (workspace, gap) = try Self.brokenWorkspace()
    let result = try workspace.run(["info", workspace.log])
    #expect(result.exitCode == 0)
    #expect(!result.stdout.contains("closed cleanly"))
    #expect(result.stdout.contains("status   damaged: 1 problem (block 1 at byte "))
    #expect(result.stdout.contains("gap      " + gap.dropFirst(2)))
  }

  @Test func exportWritesTheIntactStatesNamesTheGapAndExits3() throws {
    let (workspace, gap) = try Self.brokenWorkspace()
    let result = try workspace.run(["export", workspace.log])
    #expect(result.exitCode == 3)
    let seqs = result.stdout.split(separator: "\n").map { $0.prefix(while: { $0 != "," }) }
    #expect(seqs == (0...19).map { #"{"seq":\#($0)"#[...] })
    #expect(result.stderr.hasPrefix("tt-debug: gap " + gap.dropFirst(2)), "\(result.stderr)")
    #expect(result.stderr.contains("leaves out 1 gap of lost records"))
  }

  @Test func showServesAnIntactStateAndNamesTheGapOfALostOne() throws {
    let (workspace, _) = try Self.brokenWorkspace()
    let intact = try workspace.run(["show", workspace.log, "10"])
    #expect(intact.exitCode == 0, "\(intact.stderr)")
    #expect(intact.stdout.hasPrefix("#10/52 "))
    let lost = try workspace.run(["show", workspace.log, "30"])
    #expect(lost.exitCode == 3)
    #expect(lost.stderr.hasPrefix("tt-debug: state 30 is lost: it is in the gap #20…#52 (block 1"))
  }

  @Test func testRefusesARangeOverTheGapAndWritesOneBeforeIt() throws {
    let (workspace, _) = try Self.brokenWorkspace()
    let over = try workspace.run(["test", workspace.log, "--to", "30"])
    #expect(over.exitCode != 0)
    #expect(
      over.stderr
        == "tt-debug: states from 20 are missing from this log; generate the test up to --to 19\n")
    let before = try workspace.run(["test", workspace.log, "--to", "19"])
    #expect(before.exitCode == 0, "\(before.stderr)")
    #expect(before.stdout.contains("states #0…#19, 17 actions sent, 2 received"))
  }

  @Test func htmlShowsTheIntactRowsAndALostRowInLogsWords() throws {
    let (workspace, gap) = try Self.brokenWorkspace()
    let page = workspace.directory + "/page.html"
    let result = try workspace.run(["html", workspace.log, "-o", page])
    #expect(result.exitCode == 0, "\(result.stderr)")
    let html = try String(contentsOfFile: page, encoding: .utf8)
    #expect(html.contains(#"{"t":"lost","seq":19,"#))
    #expect(html.contains(#""text":""# + gap.dropFirst(2)))
    #expect(html.contains(#""first":20"#))
    #expect(html.contains(#""t":"action","seq":19,"#))
  }
}
