import CZlib

/// A raw deflate stream (no zlib or gzip wrapper) with sync flush, reusable across blocks.
///
/// The `z_stream` lives on the heap because zlib keeps a pointer back to it; it must never move.
package final class Deflater {
  private let stream: UnsafeMutablePointer<z_stream>
  private var isLive = false
  /// Output space reused by every call, so compressing a record allocates nothing.
  private let scratch: UnsafeMutableBufferPointer<UInt8>
  /// The compression level, 0 (store) to 9 (smallest).
  package let level: Int32

  /// Creates a raw deflate stream.
  ///
  /// - Parameter level: Compression level, 0–9.
  /// - Throws: `LogError` `.invalidArgument` for a level outside 0–9, `.writeFailed` if zlib cannot
  ///   allocate its state.
  package init(level: Int) throws {
    guard (0...9).contains(level) else {
      throw LogError(.invalidArgument, "compression level \(level) is outside 0–9; pass 0–9")
    }
    self.level = Int32(level)
    stream = .allocate(capacity: 1)
    stream.initialize(to: z_stream())
    scratch = .allocate(capacity: 64 * 1024)
    let status = deflateInit2_(
      stream, self.level, Z_DEFLATED, -15, 8, Z_DEFAULT_STRATEGY, zlibVersion(),
      Int32(MemoryLayout<z_stream>.size))
    // A throw from here runs deinit, which frees the buffers; `isLive` stays false.
    guard status == Z_OK else {
      throw LogError(.writeFailed, "zlib could not start a deflate stream (status \(status))")
    }
    isLive = true
  }

  deinit {
    if isLive { deflateEnd(stream) }
    stream.deinitialize(count: 1)
    stream.deallocate()
    scratch.deallocate()
  }

  /// Starts a fresh deflate stream for the next block, keeping the allocated state.
  package func reset() {
    deflateReset(stream)
  }

  /// Compresses `input` and appends whatever zlib emits to `output`.
  ///
  /// - Parameters:
  ///   - input: Uncompressed bytes (may be empty, e.g. to flush or finish).
  ///   - flush: `Z_NO_FLUSH`, `Z_SYNC_FLUSH` or `Z_FINISH`.
  ///   - output: Receives the compressed bytes.
  /// - Throws: `LogError` `.writeFailed` if zlib reports a stream error.
  package func compress(_ input: UnsafeRawBufferPointer, flush: Int32, into output: inout [UInt8])
    throws
  {
    guard input.count <= Int(UInt32.max) else {
      throw LogError(.invalidArgument, "a record of \(input.count) bytes is over the 4 GiB limit")
    }
    let base = input.baseAddress?.assumingMemoryBound(to: UInt8.self)
    stream.pointee.next_in = UnsafeMutablePointer(mutating: base)
    stream.pointee.avail_in = UInt32(input.count)
    while true {
      stream.pointee.next_out = scratch.baseAddress
      stream.pointee.avail_out = UInt32(scratch.count)
      let status = deflate(stream, flush)
      let produced = scratch.count - Int(stream.pointee.avail_out)
      let outOfSpace = stream.pointee.avail_out == 0
      output.append(contentsOf: UnsafeBufferPointer(rebasing: scratch[0..<produced]))
      if status == Z_STREAM_END { break }
      guard status == Z_OK || status == Z_BUF_ERROR else {
        throw LogError(.writeFailed, "zlib deflate failed (status \(status))")
      }
      // zlib is done with this call once it has input consumed and spare output space left.
      if !outOfSpace && stream.pointee.avail_in == 0 { break }
    }
    stream.pointee.next_in = nil
  }

  /// Compresses a byte array; see ``compress(_:flush:into:)``.
  ///
  /// - Parameters:
  ///   - input: Uncompressed bytes.
  ///   - flush: The zlib flush mode.
  ///   - output: Receives the compressed bytes.
  /// - Throws: `LogError` `.writeFailed` on a zlib error.
  package func compress(_ input: [UInt8], flush: Int32, into output: inout [UInt8]) throws {
    try input.withUnsafeBytes { try compress($0, flush: flush, into: &output) }
  }
}
