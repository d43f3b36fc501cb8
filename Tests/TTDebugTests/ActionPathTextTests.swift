import Foundation
import JSONTree
import LogFormat
import Testing

/// `log` splits a summary into the cases that wrap it and the case people care about, whatever
/// letters the names and strings use: ASCII summaries are read byte by byte, others character by
/// character, with the same result.
@Suite struct ActionPathTextTests {
  /// Summaries and the key path `log` prints for each when piped.
  static let cases: [(summary: String, keyPath: String)] = [
    (
      #"cafe(.path(.element(id: 2, action: .detail(.rename("Creme (brulee) ]")))))"#,
      #"cafe.path[2].detail.rename("Creme (brulee) ]")"#
    ),
    (
      #"café(.path(.element(id: 2, action: .détail(.rename("Crème (brûlée) ]")))))"#,
      #"café.path[2].détail.rename("Crème (brûlée) ]")"#
    ),
    (#"tab(.rows(.renamed("a \"(\" b…"#, #"tab.rows.renamed("a \"(\" b…"#),
    (#"tåb(.rows(.renamed("å \"(\" b…"#, #"tåb.rows.renamed("å \"(\" b…"#),
    ("sidebar(.select(.b))", "sidebar.select(.b)"),
    ("sídebar(.select(.bé))", "sídebar.select(.bé)"),
    ("list(.rows([1, 2]))", "list.rows([1, 2])"),
    ("lïst(.rows([1, 2]))", "lïst.rows([1, 2])"),
    ("odd(.a(.b]))", "odd(.a(.b]))"),
    ("ödd(.a(.b]))", "ödd(.a(.b]))"),
  ]

  @Test func keyPathsAreTheSameForASCIIAndOtherText() throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("tt-debug-path-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let path = directory + "/paths.ttlog"
    let writer = try DroppedFixture.counterLog(at: path, first: .object([:]))
    for (index, item) in Self.cases.enumerated() {
      let seq = UInt64(index + 1)
      let record = ActionRecord(
        seq: seq, wall: HostileFixture.startWall + Int64(seq) * 100, mono: 0,
        action: .object(["case\(index)": .object([:])]), summary: item.summary,
        cause: .external, route: ["Home"], change: .delta([]))
      try writer.append(LogRecord.action(record).line)
    }
    try writer.close()
    let result = try CLIRunner.run(["log", path], stateHome: directory + "/state")
    let lines = result.stdout.split(separator: "\n")
    #expect(lines.count == Self.cases.count, "\(result.stdout)\(result.stderr)")
    for (line, item) in zip(lines, Self.cases) {
      #expect(line.hasSuffix(item.keyPath), "\(item.summary)")
    }
  }
}
