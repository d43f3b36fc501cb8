import Foundation
import LogFormat
import LogReading
import Testing

/// `info`, `verify`, `recover` and `show` on damage a new user met: every data block lost, a cut
/// index, unprotected block header bytes, a record that fails under a good CRC, a foreign gzip
/// file, a seq far past a cut.
@Suite struct DamagedLogCLITests {
  private func bytes(_ path: String) throws -> [UInt8] {
    [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
  }

  private func write(_ bytes: [UInt8], _ path: String) throws {
    try Data(bytes).write(to: URL(fileURLWithPath: path))
  }

  private func dataBlocks(_ path: String) throws -> [BlockInfo] {
    try LogFile(path: path).blocks.filter { $0.kind == .data }
  }

  @Test func aCopyWithEveryDataBlockLostSaysSoAndKeepsTheGap() throws {
    let workspace = try Workspace()
    var data = try bytes(workspace.log)
    for block in try dataBlocks(workspace.log) {
      // Its keyframe's segment, two bytes: more than the check table puts right.
      data[block.offset + BlockHeader.length] ^= 1
      data[block.offset + BlockHeader.length + 1] ^= 1
    }
    try write(data, workspace.log)
    let copy = workspace.directory + "/lost.ttlog"
    let recover = try workspace.run(["recover", workspace.log, "-o", copy])
    // The copy records the gap, but serves no state: recover says so and exits 3.
    #expect(recover.exitCode == 3)
    #expect(recover.stderr.hasPrefix("tt-debug: recovered no state: "))
    #expect(recover.stdout.contains("gap   #0…#6 lost"))
    let verify = try workspace.run(["verify", copy])
    #expect(verify.exitCode == 0)
    #expect(verify.stdout.contains("gap  #0…#6 lost: block 1 at byte"))
    let info = try workspace.run(["info", copy])
    #expect(info.stderr.contains("holds no state: every record was lost before this copy"))
    #expect(!info.stderr.contains("the recorder stopped before the first state"))
  }

  @Test func aCutIndexIsReportedAsTheIndexNotAsLostSeqs() throws {
    let workspace = try Workspace()
    try write(Array(try bytes(workspace.log).dropLast()), workspace.log)
    let info = try workspace.run(["info", workspace.log])
    #expect(info.exitCode == 0)
    #expect(info.stdout.contains("damaged: 1 problem"))
    #expect(!info.stdout.contains("gap "))
    #expect(!info.stdout.contains("crashed"))
    let verify = try workspace.run(["verify", workspace.log])
    #expect(verify.exitCode == 3)
    #expect(verify.stdout.contains("the block index (or end marker) at byte"))
    #expect(
      try workspace.run(["show", workspace.log, "\(SessionFixture.lastSeq + 1)"]).exitCode == 4)
    let copy = workspace.directory + "/fixed.ttlog"
    let recover = try workspace.run(["recover", workspace.log, "-o", copy])
    #expect(recover.stdout.contains("kept  every record despite: the block index"))
    #expect(!recover.stdout.contains("gap"))
    #expect(try workspace.run(["verify", copy]).exitCode == 0)
    #expect(try workspace.run(["info", copy]).stdout.contains("closed cleanly"))
  }

  @Test func unprotectedHeaderBytesDoNotHideIntactRecords() throws {
    let workspace = try Workspace()
    let original = try bytes(workspace.log)
    let first = try #require(try dataBlocks(workspace.log).first)
    for offset in [20, 21, first.offset, first.offset + 12] {
      var data = original
      data[offset] ^= 1
      try write(data, workspace.log)
      let info = try workspace.run(["info", workspace.log])
      #expect(info.exitCode == 0, "byte \(offset): \(info.stderr)")
      #expect(info.stdout.contains("damaged: 1 problem"), "byte \(offset)")
      #expect(!info.stdout.contains("gap "), "byte \(offset)")
      #expect(try workspace.run(["show", workspace.log, "2"]).exitCode == 0, "byte \(offset)")
      #expect(try workspace.run(["verify", workspace.log]).exitCode == 3, "byte \(offset)")
    }
  }

  @Test func aCrashedLogWithNoReadableDataBlockIsDamagedNotEmpty() throws {
    let workspace = try Workspace(close: false)
    var data = try bytes(workspace.log)
    for block in try dataBlocks(workspace.log) {
      data[block.offset] ^= 1  // gzip magic
      data[block.offset + 18] ^= 1  // kind: data → header
    }
    try write(data, workspace.log)
    let info = try workspace.run(["info", workspace.log])
    #expect(info.exitCode == 3)
    #expect(info.stderr.contains("block 1 at byte"))
    #expect(info.stderr.contains("no data block can be read"))
    #expect(info.stderr.contains("tt-debug recover"))
    #expect(!info.stderr.contains("record the session again"))
  }

  @Test func recoverMarksARecordThatFailsUnderAGoodCRCAndItsCopyVerifies() throws {
    let workspace = try Workspace()
    let log = try LogFile(path: workspace.log)
    let broken = workspace.directory + "/badrec.ttlog"
    let writer = try LogWriter(path: broken)
    try writer.writeHeader(log.header, time: log.blocks[0].firstTime)
    for block in log.blocks where block.kind == .data {
      let records = try log.records(inBlock: block.index)
      try writer.startBlock(keyframe: records[0].line, seq: records[0].seq, time: block.firstTime)
      for record in records.dropFirst() {
        let bad = record.kind == "action" && record.seq == 3
        try writer.append(
          bad ? Array(#"{"t":"action","seq":3, this is not json"#.utf8) : record.line)
      }
    }
    try writer.close()
    let verify = try workspace.run(["verify", broken])
    #expect(verify.exitCode == 3)
    #expect(verify.stderr.contains("has 1 problem"))
    #expect(
      verify.stdout.contains(
        "seq 3: the record does not parse: invalid JSON at byte 23 of the record's line"))
    let copy = workspace.directory + "/fixed.ttlog"
    let recover = try workspace.run(["recover", broken, "-o", copy])
    #expect(recover.exitCode == 0)
    #expect(!recover.stdout.contains("verifies clean"))
    #expect(recover.stdout.contains("gap   #3 lost: block 1 at byte"))
    #expect(recover.stdout.components(separatedBy: "invalid JSON").count == 2)
    let again = try workspace.run(["verify", copy])
    #expect(again.exitCode == 0, "\(again.stdout)")
  }

  @Test func aTinyForeignGzipFileIsNotALog() throws {
    let workspace = try Workspace()
    let path = workspace.directory + "/hi.ttlog"
    // `echo hi | gzip`
    try write(
      [
        0x1f, 0x8b, 0x08, 0x00, 0, 0, 0, 0, 0, 0x03, 0xcb, 0xc8, 0xe4, 0x02, 0x00, 0x7a, 0x7a,
        0x6f, 0xed, 0x03, 0, 0, 0,
      ], path)
    let info = try workspace.run(["info", path])
    #expect(info.exitCode == 1)
    #expect(info.stderr.contains("gzip data, but not a tt-debug log"))
  }

  @Test func aSeqFarPastACutIsNotInTheLog() throws {
    let workspace = try Workspace(close: false)
    let data = try bytes(workspace.log)
    try write(Array(data.dropLast(7)), workspace.log)
    let far = try workspace.run(["show", workspace.log, "99999"])
    #expect(far.exitCode == 4, "\(far.stderr)")
    #expect(far.stderr.contains("not in this log"))
  }
}
