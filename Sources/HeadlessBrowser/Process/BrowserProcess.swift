import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A headless Chromium started with `--remote-debugging-pipe`: the protocol runs over one socket
/// the browser sees as fd 3 (it reads) and fd 4 (it writes). The browser gets a fresh profile
/// folder, its own process group and a clean signal mask; ``stop(grace:)`` ends the whole group
/// and removes the profile.
final class BrowserProcess: @unchecked Sendable {
  /// The browser's process id (also its process group's id).
  let pid: pid_t
  /// The parent's end of the protocol socket.
  let socket: Int32
  /// The fresh profile folder, removed by ``stop(grace:)``.
  let profile: String
  /// Where the browser's stderr goes (inside ``profile``), for error messages.
  var stderrPath: String { profile + "/stderr.log" }
  private let lock = NSLock()
  private var reaped = false

  /// Starts `binary` headless with a viewport of `width`×`height`.
  ///
  /// - Throws: ``BrowserError`` (`launch`) when the socket, the profile or the process cannot be
  ///   made.
  init(binary: String, width: Int, height: Int) throws {
    profile =
      FileManager.default.temporaryDirectory
      .appendingPathComponent("tt-chromium-\(UUID().uuidString)").path
    do {
      try FileManager.default.createDirectory(atPath: profile, withIntermediateDirectories: false)
    } catch {
      throw BrowserError(.launch, "cannot make a browser profile folder at \(profile): \(error)")
    }
    guard let ends = Self.socketPair() else {
      try? FileManager.default.removeItem(atPath: profile)
      throw BrowserError(.launch, "cannot make the protocol socket: \(Self.errnoText())")
    }
    let arguments = [
      binary, "--headless", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
      "--no-first-run", "--no-default-browser-check", "--remote-debugging-pipe",
      "--user-data-dir=\(profile)", "--window-size=\(width),\(height)", "about:blank",
    ]
    let spawned = Self.spawn(arguments, protocolEnd: ends[1], stderr: profile + "/stderr.log")
    close(ends[1])
    switch spawned {
    case .success(let pid):
      self.pid = pid
      socket = ends[0]
    case .failure(let error):
      close(ends[0])
      try? FileManager.default.removeItem(atPath: profile)
      throw error
    }
  }

  /// Waits up to `grace` seconds for the browser to exit by itself, then kills its process group
  /// with SIGKILL, reaps it and removes the profile folder. Safe to call more than once.
  func stop(grace: Double) {
    lock.lock()
    defer { lock.unlock() }
    guard !reaped else { return }
    let deadline = Date().addingTimeInterval(grace)
    while !hasExited() && Date() < deadline { usleep(20_000) }
    // Unreaped, the browser still holds its group's id, so this reaches its renderers and helpers
    // and nothing else.
    _ = kill(-pid, SIGKILL)
    _ = kill(pid, SIGKILL)
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
    reaped = true
    // Wait (briefly) until every helper is dead, so that no process of the browser runs when
    // this returns. Their zombies stay in the group until init reaps them; they run nothing.
    let groupDeadline = Date().addingTimeInterval(2)
    while !Self.livingProcesses(inGroup: pid).isEmpty && Date() < groupDeadline {
      _ = kill(-pid, SIGKILL)
      usleep(10_000)
    }
    // A helper killed a moment ago may still hold a file open; a second try finds it gone.
    if (try? FileManager.default.removeItem(atPath: profile)) == nil {
      usleep(100_000)
      try? FileManager.default.removeItem(atPath: profile)
    }
  }

  /// The processes of process group `group` that are not zombies (Linux reads `/proc`; elsewhere
  /// any member counts).
  static func livingProcesses(inGroup group: pid_t) -> [pid_t] {
    #if os(Linux)
    let names = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
    return names.compactMap { name -> pid_t? in
      guard let member = pid_t(name),
        let stat = try? String(contentsOfFile: "/proc/\(name)/stat", encoding: .utf8),
        let end = stat.lastIndex(of: ")")
      else { return nil }
      // After "pid (command)": state, parent, process group.
      let fields = stat[stat.index(after: end)...].split(separator: " ")
      guard fields.count > 2, fields[0] != "Z", pid_t(fields[2]) == group else { return nil }
      return member
    }
    #else
    return kill(-group, 0) == 0 ? [group] : []
    #endif
  }

  /// Whether the browser has exited, leaving it unreaped.
  private func hasExited() -> Bool {
    var info = siginfo_t()
    guard waitid(P_PID, id_t(pid), &info, WEXITED | WNOHANG | WNOWAIT) == 0 else { return true }
    #if canImport(Glibc)
    return info._sifields._sigchld.si_pid == pid
    #else
    return info.si_pid == pid
    #endif
  }

  /// The last lines the browser wrote to stderr, for an error message.
  func stderrTail(lines count: Int = 3) -> String {
    guard let text = try? String(contentsOfFile: stderrPath, encoding: .utf8) else { return "" }
    return text.split(separator: "\n").suffix(count).joined(separator: " | ")
  }

  private static func spawn(_ arguments: [String], protocolEnd: Int32, stderr: String)
    -> Result<pid_t, BrowserError>
  {
    #if canImport(Glibc)
    var actions = posix_spawn_file_actions_t()
    var attributes = posix_spawnattr_t()
    #else
    var actions: posix_spawn_file_actions_t?
    var attributes: posix_spawnattr_t?
    #endif
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 2, stderr, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    posix_spawn_file_actions_adddup2(&actions, protocolEnd, 3)
    posix_spawn_file_actions_adddup2(&actions, protocolEnd, 4)
    var flags = POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETPGROUP
    // No other descriptor of this process (another test's pipe, say) may leak into the browser.
    #if canImport(Glibc)
    if let closeFrom = closeFrom {
      _ = closeFrom(&actions, 5)
    } else {
      markDescriptorsCloseOnExec(from: 5)
    }
    #else
    flags |= POSIX_SPAWN_CLOEXEC_DEFAULT
    #endif

    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    // Test runners may block SIGTERM in their children; the browser gets a clean mask and default
    // handlers, and a process group of its own so that ending it ends its helpers too.
    var empty = sigset_t()
    sigemptyset(&empty)
    posix_spawnattr_setsigmask(&attributes, &empty)
    var defaults = sigset_t()
    sigemptyset(&defaults)
    for signal in [SIGTERM, SIGINT, SIGHUP, SIGPIPE] { sigaddset(&defaults, signal) }
    posix_spawnattr_setsigdefault(&attributes, &defaults)
    posix_spawnattr_setpgroup(&attributes, 0)
    posix_spawnattr_setflags(&attributes, Int16(flags))

    let argv = arguments.map { strdup($0) }
    defer { argv.forEach { free($0) } }
    let environment = ProcessInfo.processInfo.environment.map { strdup("\($0.key)=\($0.value)") }
    defer { environment.forEach { free($0) } }
    var pid: pid_t = 0
    let status = (argv + [nil]).withUnsafeBufferPointer { argumentBuffer -> Int32 in
      (environment + [nil]).withUnsafeBufferPointer { environmentBuffer -> Int32 in
        guard let argumentPointer = argumentBuffer.baseAddress,
          let environmentPointer = environmentBuffer.baseAddress
        else { return EINVAL }
        return posix_spawn(
          &pid, arguments[0], &actions, &attributes, argumentPointer, environmentPointer)
      }
    }
    guard status == 0 else {
      return .failure(
        BrowserError(
          .launch, "cannot start \(arguments[0]): \(String(cString: strerror(status)))"))
    }
    return .success(pid)
  }

  #if canImport(Glibc)
  /// glibc's `posix_spawn_file_actions_addclosefrom_np` (2.34 and later), which its headers
  /// declare but Swift's Glibc module does not import.
  private static let closeFrom:
    (@convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32)? = {
      guard let symbol = dlsym(dlopen(nil, RTLD_NOW), "posix_spawn_file_actions_addclosefrom_np")
      else { return nil }
      return unsafeBitCast(
        symbol,
        to: (@convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32)
          .self)
    }()

  /// Without `addclosefrom`, marks this process's descriptors from `first` up close-on-exec.
  private static func markDescriptorsCloseOnExec(from first: Int32) {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd")) ?? []
    for descriptor in names.compactMap({ Int32($0) }) where descriptor >= first {
      let flags = fcntl(descriptor, F_GETFD)
      if flags >= 0 { _ = fcntl(descriptor, F_SETFD, flags | FD_CLOEXEC) }
    }
  }
  #endif

  /// A connected pair of stream sockets, both close-on-exec (the child's end gets copies as fd 3
  /// and 4, which are not).
  private static func socketPair() -> [Int32]? {
    var ends: [Int32] = [-1, -1]
    #if canImport(Glibc)
    let type = Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue)
    #else
    let type = SOCK_STREAM
    #endif
    guard socketpair(AF_UNIX, type, 0, &ends) == 0 else { return nil }
    for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
    return ends
  }

  static func errnoText() -> String { String(cString: strerror(errno)) }
}
