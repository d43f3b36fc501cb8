import Foundation

/// A detached tmux pane on a private server, running one shell command: tests type into it and
/// read what a person would see.
final class TmuxPane {
  /// `tmux` on the PATH, if any.
  static let executable: String? = [
    "/usr/bin/tmux", "/usr/local/bin/tmux", "/opt/homebrew/bin/tmux",
  ]
  .first { FileManager.default.isExecutableFile(atPath: $0) }

  private let socket = "tt-debug-test-\(UUID().uuidString.prefix(8))"
  private let tmux: String

  /// Starts `command` in a `width`×`height` pane; the pane stays open after the command ends and
  /// shows `exited N`.
  init(_ command: String, width: Int = 80, height: Int = 24, environment: [String: String]) throws {
    tmux = Self.executable ?? "tmux"
    let exports = environment.map { "\($0.key)='\($0.value)'" }.joined(separator: " ")
    let script = "env \(exports) \(command); echo \"exited $?\"; sleep 600"
    try run(["new-session", "-d", "-x", "\(width)", "-y", "\(height)", "sh", "-c", script])
  }

  deinit { _ = try? run(["kill-server"]) }

  /// Types keys as `tmux send-keys` names them (`Enter`, `Up`, `C-c`) or literal text.
  func send(_ keys: String...) throws {
    try run(["send-keys", "-t", "0"] + keys)
  }

  /// The visible lines (a line the terminal wrapped counts as one), without trailing blank ones.
  func screen() throws -> [String] {
    var lines = try run(["capture-pane", "-p", "-J", "-t", "0"]).split(
      separator: "\n", omittingEmptySubsequences: false
    ).map { line in
      var line = String(line)
      while line.last == " " { line.removeLast() }
      return line
    }
    while lines.last?.isEmpty == true { lines.removeLast() }
    return lines
  }

  /// Waits until the screen satisfies `condition` (the command may still be drawing), then
  /// returns it; after about ten seconds returns it anyway so the test's expectations report
  /// what was there.
  @discardableResult
  func screen(until condition: ([String]) -> Bool) throws -> [String] {
    for _ in 0..<200 {
      let lines = try screen()
      if condition(lines) { return lines }
      usleep(50_000)
    }
    return try screen()
  }

  /// Runs one tmux command through `popen`, reading what it prints. (Foundation's `Process`
  /// never sees the tmux client exit once the client has started a server, so it is not used.)
  @discardableResult
  private func run(_ arguments: [String]) throws -> String {
    // `-u`: keys and screens are UTF-8 whatever the test runner's locale.
    let words = [tmux, "-u", "-L", socket, "-f", "/dev/null"] + arguments
    let line = words.map { "'" + $0.replacingOccurrences(of: "'", with: "'\\''") + "'" }
      .joined(separator: " ")
    guard let stream = popen("TMUX= \(line) </dev/null 2>/dev/null", "r") else {
      throw CocoaError(.fileReadUnknown)
    }
    var output = Data()
    var buffer = [UInt8](repeating: 0, count: 4096)
    while true {
      let count = fread(&buffer, 1, buffer.count, stream)
      if count <= 0 { break }
      output.append(contentsOf: buffer[..<count])
    }
    pclose(stream)
    return String(decoding: output, as: UTF8.self)
  }
}
