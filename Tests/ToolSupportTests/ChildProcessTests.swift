import Foundation
import Testing
import ToolSupport

@Suite struct ChildProcessTests {
  @Test func capturedOutputAndExitStatusComeBack() throws {
    let outcome = try ChildProcess.run(
      "/bin/sh", ["-c", "echo out; echo err >&2; exit 3"], output: .captured)
    #expect(outcome.output == "out\n")
    #expect(outcome.ending == .exited(3))
    #expect(outcome.status == 3)
    #expect(!outcome.ending.isTrap)
  }

  @Test func streamedOutputIsLeftWholeToTheCallerWhoReadsIt() throws {
    let child = try ChildProcess("/bin/sh", ["-c", "echo one; echo two"], output: .streamed)
    let stdout = try #require(child.stdout)
    // The child has written both lines and ended before anyone reads: `finish()` must not take
    // them (tt-bench's follow figure read its follower's stdout while `finish()` read it too).
    let outcome = try child.finish()
    #expect(outcome.output == "")
    #expect(outcome.ending == .exited(0))
    #expect(String(decoding: stdout.readDataToEndOfFile(), as: UTF8.self) == "one\ntwo\n")
  }

  @Test func capturedOutputHasOneReaderFinish() throws {
    let child = try ChildProcess("/bin/sh", ["-c", "echo out"], output: .captured)
    #expect(child.stdout == nil)
    #expect(try child.finish().output == "out\n")
  }

  @Test func discardedOutputIsNotRead() throws {
    let outcome = try ChildProcess.run("/bin/sh", ["-c", "echo out"])
    #expect(outcome.output == "")
    #expect(outcome.ending == .exited(0))
  }

  @Test func crashSignalIsATrapWithAShellStatus() throws {
    let outcome = try ChildProcess.run("/bin/sh", ["-c", "kill -SEGV $$"], output: .captured)
    #expect(outcome.ending == .signalled(SIGSEGV))
    #expect(outcome.ending.isTrap)
    #expect(outcome.status == 128 + SIGSEGV)
  }

  @Test func killedChildIsSignalledButNotATrap() throws {
    let child = try ChildProcess("/bin/sh", ["-c", "exec sleep 60"], output: .captured)
    #expect(child.pid > 0)
    child.kill()
    let outcome = try child.finish()
    #expect(outcome.ending == .signalled(SIGKILL))
    #expect(!outcome.ending.isTrap)
    #expect(outcome.status == 137)
  }

  @Test func childReportsItsOwnPeakMemoryThroughTheNamedFile() throws {
    let outcome = try ChildProcess.run(
      "/bin/sh", ["-c", "printf 12345 > \"$\(PeakMemory.variable)\""])
    #expect(outcome.maxRSS == 12345)
    #expect(outcome.waitMaxRSS > 0)
    #expect(outcome.wall > 0)
  }

  @Test func peakMemoryFallsBackToWait4WhenTheChildSaysNothing() throws {
    let outcome = try ChildProcess.run("/bin/sh", ["-c", "true"])
    #expect(outcome.maxRSS == outcome.waitMaxRSS)
  }

  @Test func missingExecutableThrowsOneLineNamingIt() {
    let error = #expect(throws: (any Error).self) {
      try ChildProcess.run("/nonexistent/tt-tool", [])
    }
    #expect(error.map { "\($0)" } == "cannot start /nonexistent/tt-tool: No such file or directory")
  }

  @Test func selfExecutableIsThisProcessAndProductsDirectoryHoldsIt() {
    let executable = ChildProcess.selfExecutable
    #expect(FileManager.default.isExecutableFile(atPath: executable))
    #expect((executable as NSString).deletingLastPathComponent == ChildProcess.productsDirectory)
  }
}
