#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Names a log file's exact contents cheaply: its real path, size, modification time and the hash
/// of its first bytes (the header block); `recover` and `html` use it to refuse to write over the
/// log they read. (The cursor is kept by ``LogSession``, which does not change as the log grows.)
struct LogIdentity: Equatable {
  /// 16 hex digits.
  var key: String

  /// The identity of the file at `path`, or `nil` when it cannot be examined.
  init?(path: String) {
    guard let resolved = realpath(path, nil) else { return nil }
    let realPath = String(cString: resolved)
    free(resolved)
    var info = stat()
    guard stat(realPath, &info) == 0 else { return nil }
    #if canImport(Glibc)
    let modified = "\(info.st_mtim.tv_sec).\(info.st_mtim.tv_nsec)"
    #else
    let modified = "\(info.st_mtimespec.tv_sec).\(info.st_mtimespec.tv_nsec)"
    #endif
    var hash = FNV1a()
    hash.add(Array("\(realPath)\u{0}\(info.st_size)\u{0}\(modified)\u{0}".utf8))
    hash.add(Self.firstBytes(of: realPath, count: 4096))
    key = hash.hex
  }

  private static func firstBytes(of path: String, count: Int) -> [UInt8] {
    let descriptor = open(path, O_RDONLY)
    guard descriptor >= 0 else { return [] }
    defer { close(descriptor) }
    var bytes = [UInt8](repeating: 0, count: count)
    let got = bytes.withUnsafeMutableBytes { buffer in
      Glibc.read(descriptor, buffer.baseAddress, count)
    }
    return Array(bytes.prefix(max(0, got)))
  }
}

/// 64-bit FNV-1a: a small, stable hash for cursor and history file names (not for security).
struct FNV1a {
  var value: UInt64 = 0xcbf2_9ce4_8422_2325

  /// The value as 16 hex digits, as file names use it.
  var hex: String {
    let digits = String(value, radix: 16)
    return String(repeating: "0", count: 16 - digits.count) + digits
  }

  mutating func add(_ bytes: [UInt8]) {
    for byte in bytes {
      value ^= UInt64(byte)
      value = value &* 0x0000_0100_0000_01b3
    }
  }
}
