import CZlib
import LogFormat

/// Raw inflate fed piece by piece: the deflate stream of a block that is still being written,
/// inflated as its bytes land, so a follower never inflates the same bytes twice.
///
/// ```swift
/// let inflater = StreamInflater()
/// let first = inflater.feed(bytes[0..<100])  // the records flushed so far
/// let rest = inflater.feed(bytes[100...])    // ended == true once the stream's last block came
/// ```
package final class StreamInflater {
  /// What one ``feed(_:)`` produced: the bytes inflated from this input, the input used (less
  /// than given only when the stream ended: the rest is the trailer and what follows it), whether
  /// the stream has reached its final block, and a zlib error status when the data is invalid.
  package typealias Step = InflateResult

  private let stream = UnsafeMutablePointer<z_stream>.allocate(capacity: 1)
  private var ready = false
  private var chunk = [UInt8](repeating: 0, count: 64 * 1024)
  /// `true` once the stream ended or failed: later input is not deflate data.
  package private(set) var finished = false

  /// Starts a raw (no wrapper) inflate stream.
  package init() {
    stream.initialize(to: z_stream())
    ready = inflateInit2_(stream, -15, zlibVersion(), Int32(MemoryLayout<z_stream>.size)) == Z_OK
  }

  deinit {
    if ready { inflateEnd(stream) }
    stream.deinitialize(count: 1)
    stream.deallocate()
  }

  /// Inflates `input`, the bytes that follow those fed before.
  ///
  /// - Parameter input: More of the member's deflate data (possibly followed by other bytes).
  /// - Returns: What came out, how much input was used, and whether the stream ended.
  package func feed(_ input: ArraySlice<UInt8>) -> Step {
    var step = Step()
    guard ready, !finished else {
      step.failure = ready ? nil : Z_MEM_ERROR
      return step
    }
    input.withUnsafeBytes { buffer in
      let base = buffer.baseAddress?.assumingMemoryBound(to: Bytef.self)
      stream.pointee.next_in = UnsafeMutablePointer(mutating: base)
      stream.pointee.avail_in = UInt32(clamping: buffer.count)
      while true {
        let (status, produced) = Inflater.inflateChunk(stream, into: &chunk)
        step.output.append(contentsOf: chunk[0..<produced])
        if status == Z_STREAM_END {
          step.ended = true
          finished = true
          break
        }
        if status == Z_OK, stream.pointee.avail_in > 0 || produced == chunk.count { continue }
        if status == Z_OK || status == Z_BUF_ERROR { break }
        step.failure = status
        finished = true
        break
      }
      step.consumed = buffer.count - Int(stream.pointee.avail_in)
      stream.pointee.next_in = nil
      stream.pointee.avail_in = 0
    }
    return step
  }
}
