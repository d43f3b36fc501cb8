import CZlib
import LogFormat

/// The outcome of inflating one block's raw deflate data.
package struct InflateResult: Sendable {
  /// Everything zlib produced before it stopped.
  package var output: [UInt8] = []
  /// How many input bytes the deflate stream used (up to its end, when it ended).
  package var consumed = 0
  /// `true` when the deflate stream reached its final block.
  package var ended = false
  /// A zlib error status when the data is invalid, `nil` otherwise.
  package var failure: Int32?
}

/// One-shot raw inflate (no zlib or gzip wrapper) of a block's deflate data.
package enum Inflater {
  /// Inflates `input` until the deflate stream ends, the input runs out, or the data is invalid.
  ///
  /// - Parameters:
  ///   - input: Raw deflate bytes, possibly followed by other bytes (a trailer, the next block).
  ///   - sizeHint: Expected uncompressed size, to size the first output buffer.
  /// - Returns: What was produced and why inflating stopped; never throws on bad data.
  package static func inflate(_ input: UnsafeRawBufferPointer, sizeHint: Int = 0) -> InflateResult {
    var stream = z_stream()
    var result = InflateResult()
    withUnsafeMutablePointer(to: &stream) { pointer in
      guard inflateInit2_(pointer, -15, zlibVersion(), Int32(MemoryLayout<z_stream>.size)) == Z_OK
      else {
        result.failure = Z_MEM_ERROR
        return
      }
      defer { inflateEnd(pointer) }
      let base = input.baseAddress?.assumingMemoryBound(to: Bytef.self)
      pointer.pointee.next_in = UnsafeMutablePointer(mutating: base)
      pointer.pointee.avail_in = UInt32(clamping: input.count)
      var chunk = [UInt8](repeating: 0, count: max(4096, min(sizeHint, 1 << 26) + 64))
      while true {
        let (status, produced) = inflateChunk(pointer, into: &chunk)
        result.output.append(contentsOf: chunk[0..<produced])
        if status == Z_STREAM_END {
          result.ended = true
          break
        }
        if status == Z_OK { continue }
        if status == Z_BUF_ERROR && produced > 0 { continue }
        if status != Z_BUF_ERROR { result.failure = status }
        break
      }
      result.consumed = input.count - Int(pointer.pointee.avail_in)
    }
    return result
  }

  /// Inflates from the stream's input into `chunk`, once.
  ///
  /// - Returns: zlib's status and how many bytes of `chunk` it filled.
  static func inflateChunk(_ stream: UnsafeMutablePointer<z_stream>, into chunk: inout [UInt8])
    -> (status: Int32, produced: Int)
  {
    chunk.withUnsafeMutableBufferPointer { out in
      stream.pointee.next_out = out.baseAddress
      stream.pointee.avail_out = UInt32(out.count)
      let status = CZlib.inflate(stream, Z_NO_FLUSH)
      return (status, out.count - Int(stream.pointee.avail_out))
    }
  }
}
