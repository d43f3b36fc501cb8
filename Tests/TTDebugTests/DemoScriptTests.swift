import Foundation
import Testing

/// scripts/demo.sh echoes each command as it can be pasted into a shell.
@Suite struct DemoScriptTests {
  /// What the demo's `quoted` prints for `words`, and those words read back by bash.
  static func quoted(_ words: [String]) throws -> (line: String, words: [String]) {
    let script = CLIRunner.packageRoot.appendingPathComponent("scripts/demo.sh").path
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/bash")
    process.arguments =
      [
        "-c",
        #"source <(sed -n '/^quoted()/,/^}/p' "$0"); line=$(quoted "$@"); echo "$line"; "#
          + #"eval "printf '%s\n' $line""#,
        script,
      ] + words
    let output = Pipe()
    process.standardOutput = output
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    let lines = String(decoding: data, as: UTF8.self).split(
      separator: "\n", omittingEmptySubsequences: false
    ).map(String.init)
    return (lines.first ?? "", Array(lines.dropFirst().dropLast()))
  }

  @Test func echoedCommandsPasteBackAsTheSameWords() throws {
    let words = [
      "test", "/tmp/x/app-root.ttlog", "--name", "delete alert", "--reducer",
      "AppRootFeature(date: .live)", "@delete alert", "it's", "★ delete alert",
    ]
    let (line, read) = try Self.quoted(words)
    #expect(
      line == #"test /tmp/x/app-root.ttlog --name 'delete alert' --reducer "#
        + #"'AppRootFeature(date: .live)' '@delete alert' 'it'\''s' '★ delete alert'"#)
    #expect(read == words)
  }
}
