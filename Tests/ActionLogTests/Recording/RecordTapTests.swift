import Testing

@testable import ActionLog

/// The tap the debug link installs is called once per line for as long as the app records: each
/// call must cost the same, however many came before.
@Suite struct RecordTapTests {
  /// Where the calling frame's stack is: it moves down as calls nest.
  @inline(never)
  private static func stackDepth() -> Int {
    var local = 0
    return withUnsafeMutablePointer(to: &local) { Int(bitPattern: $0) }
  }

  @Test func theHandlersStackStaysTheSameAfterManyLines() {
    let tap = RecordTap()
    let depths = LockedDepths()
    tap.install { line in
      if line.first == 1 { depths.note(Self.stackDepth()) }
    }
    tap.pass([1])
    for _ in 0..<5_000 { tap.pass([0]) }
    tap.pass([1])
    let seen = depths.values
    #expect(seen.count == 2)
    // Before the fix, each line wrapped the stored handler in two more thunks: 10,000 frames
    // (hundreds of KiB) deeper after 5,000 lines.
    let grown = (seen.first ?? 0) - (seen.last ?? 0)
    #expect(abs(grown) < 4096, "the stack grew by \(grown) bytes")
    tap.install(nil)
  }
}

/// The depths the handler saw.
private final class LockedDepths: @unchecked Sendable {
  private var depths: [Int] = []
  func note(_ depth: Int) { depths.append(depth) }
  var values: [Int] { depths }
}
