#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Shows long output through `$PAGER` (`less -RS` when unset), as `git log` does.
enum Pager {
  /// Writes `lines` to stdout, through the pager when stdout is a terminal and they do not fit
  /// on one screen; `$PAGER` set to empty or `cat` turns the pager off.
  ///
  /// - Parameters:
  ///   - lines: The lines, without newlines.
  ///   - enabled: `false` for `--no-pager`.
  static func write(_ lines: [String], enabled: Bool) {
    let command = Terminal.environment("PAGER") ?? "less -RS"
    guard enabled, Terminal.stdoutIsTerminal, lines.count >= TerminalSize.rows,
      !command.isEmpty, command != "cat", let pager = spawn(command)
    else { return lines.writeLines() }
    // Quitting the pager early closes the pipe; the rest of the output is simply not wanted. Ctrl-C
    // belongs to the pager (less uses it to stop a search), so it must not end us under it.
    signal(SIGPIPE, SIG_IGN)
    signal(SIGINT, SIG_IGN)
    Terminal.write(lines: lines, to: pager.input)
    close(pager.input)
    var status: Int32 = 0
    while waitpid(pager.process, &status, 0) == -1 && errno == EINTR {}
  }

  /// Starts `/bin/sh -c command` reading from a new pipe.
  private static func spawn(_ command: String) -> (process: pid_t, input: Int32)? {
    var ends: [Int32] = [0, 0]
    guard pipe(&ends) == 0 else { return nil }
    #if canImport(Glibc)
    var actions = posix_spawn_file_actions_t()
    #else
    var actions: posix_spawn_file_actions_t?
    #endif
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_adddup2(&actions, ends[0], STDIN_FILENO)
    posix_spawn_file_actions_addclose(&actions, ends[1])
    let arguments = ["sh", "-c", command]
    var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
    defer { argv.forEach { free($0) } }
    var process: pid_t = 0
    #if canImport(Glibc)
    let environment = environ
    #else
    let environment = _NSGetEnviron().pointee
    #endif
    let status = posix_spawn(&process, "/bin/sh", &actions, nil, &argv, environment)
    close(ends[0])
    guard status == 0 else {
      close(ends[1])
      return nil
    }
    return (process, ends[1])
  }
}
