import LogFormat
import LogReading

/// Counts of one damage kind (truncations or flips) over a log.
struct DamageTally {
  var cases = 0
  var traps = 0
  var opened = 0
  var reported = 0
  var withOffsets = 0
  var intactBlocks = 0
  var blocksSeen = 0
  var cleanPrefix = 0
  var harmless = 0
  var wrongButReported = 0
  var silentlyWrong = 0
  var statesRead = 0

  mutating func add(_ line: KeyValueLine) {
    cases += 1
    let errors = line.int("errors") ?? 0
    let wrong = line.int("wrong") ?? 0
    if line.int("opened") == 1 { opened += 1 }
    if errors > 0 { reported += 1 }
    if (line.int("offsets") ?? 0) > 0 { withOffsets += 1 }
    intactBlocks += line.int("intact") ?? 0
    blocksSeen += line.int("blocks") ?? 0
    statesRead += line.int("states") ?? 0
    if wrong == 0, (line.int("states") ?? 0) > 0 { cleanPrefix += 1 }
    if wrong == 0, errors == 0 { harmless += 1 }
    if wrong > 0, errors > 0 { wrongButReported += 1 }
    if line.int("silent") == 1 { silentlyWrong += 1 }
  }

  func text(_ name: String) -> String {
    """
      \(name): \(cases) cases
        traps:                                  \(traps)   (must be 0)
        silently wrong (wrong state, no error): \(silentlyWrong)   (must be 0)
        wrong state returned, damage reported:  \(wrongButReported)
        damage reported:                        \(reported) (\(withOffsets) with a byte offset)
        no error and every state right:         \(harmless)
        opened by LogFile:                      \(opened)
        cases yielding a clean prefix of states: \(cleanPrefix) (\(statesRead) states rebuilt)
        intact data blocks recovered:           \(intactBlocks) of \(blocksSeen) listed
    """
  }
}

/// The counts the corrupt drill prints for one log.
struct CorruptReport {
  let path: String
  let size: Int
  let baseline: KeyValueLine
  private(set) var truncations = DamageTally()
  private(set) var flips = DamageTally()
  private(set) var trapCases: [String] = []

  init(path: String, size: Int, baseline: KeyValueLine) {
    self.path = path
    self.size = size
    self.baseline = baseline
  }

  mutating func add(_ line: KeyValueLine, isTruncation: Bool) {
    if isTruncation { truncations.add(line) } else { flips.add(line) }
  }

  mutating func addTrap(_ damage: DamageCase) {
    if damage.isTruncation {
      truncations.cases += 1
      truncations.traps += 1
      trapCases.append("truncate at \(damage.offset)")
    } else {
      flips.cases += 1
      flips.traps += 1
      trapCases.append("flip byte \(damage.offset) mask \(damage.mask)")
    }
  }

  var mustBeZero: Int {
    truncations.traps + flips.traps + truncations.silentlyWrong + flips.silentlyWrong
  }

  var text: String {
    var lines = [
      "corrupt drill: \(path), \(size) bytes, \(baseline.int("blocks") ?? 0) data blocks, "
        + "states \(baseline.int("first") ?? -1)…\(baseline.int("last") ?? -1)",
      truncations.text("truncation at every offset"),
      flips.text("single-bit flips"),
    ]
    if !trapCases.isEmpty { lines.append("  trapping cases: " + trapCases.joined(separator: "; ")) }
    return lines.joined(separator: "\n")
  }
}
