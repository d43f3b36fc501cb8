import CZlib

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The practical limit of a durable compressed log: one gzip stream, each line deflated with
/// `Z_SYNC_FLUSH` and written with `write(2)` at once. No framing, no index, no checks.
final class RawZlibWriter {
  private var stream = z_stream()
  private let fd: Int32
  private var output = [UInt8](repeating: 0, count: 64 * 1024)

  init(path: String, level: Int32 = 6) throws {
    fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    guard fd >= 0 else { throw BenchError("cannot create \(path)") }
    // 31 = a 32 KB window with a gzip wrapper (zlib keeps the CRC32).
    let status = deflateInit2_(
      &stream, level, Z_DEFLATED, 31, 8, Z_DEFAULT_STRATEGY, zlibVersion(),
      Int32(MemoryLayout<z_stream>.size))
    guard status == Z_OK else {
      close(fd)
      throw BenchError("deflateInit2 failed with status \(status)")
    }
  }

  deinit {
    deflateEnd(&stream)
    close(fd)
  }

  /// Deflates `line` plus a newline with a sync flush and writes the output.
  func append(_ line: [UInt8]) throws {
    try deflateAndWrite(line, flush: Z_NO_FLUSH)
    try deflateAndWrite([10], flush: Z_SYNC_FLUSH)
  }

  /// Ends the gzip stream.
  func finish() throws {
    try deflateAndWrite([], flush: Z_FINISH)
  }

  /// Deflates `input` with the given flush mode and writes whatever zlib produced.
  func deflateAndWrite(_ input: [UInt8], flush: Int32) throws {
    try input.withUnsafeBufferPointer { source in
      stream.next_in = UnsafeMutablePointer(mutating: source.baseAddress)
      stream.avail_in = UInt32(source.count)
      while true {
        let (status, produced) = output.withUnsafeMutableBufferPointer { out in
          stream.next_out = out.baseAddress
          stream.avail_out = UInt32(out.count)
          let status = deflate(&stream, flush)
          return (status, out.count - Int(stream.avail_out))
        }
        if produced > 0 {
          let written = output.withUnsafeBytes { write(fd, $0.baseAddress, produced) }
          guard written == produced else { throw BenchError("write(2) failed") }
        }
        if status == Z_STREAM_END { break }
        guard status == Z_OK || status == Z_BUF_ERROR else {
          throw BenchError("deflate failed with status \(status)")
        }
        if stream.avail_out != 0 && stream.avail_in == 0 { break }
      }
    }
  }
}
