import NIOCore
import NIOWebSocket

/// Sends text messages to page sockets without letting a page that does not read grow the
/// server's memory.
enum SocketWriter {
  /// Past this many bytes queued for one socket it stops being writable; the next message to it
  /// closes it instead of queueing more. A page that reads rejoins by reloading.
  static let maxQueuedBytes = 64 << 20
  static let waterMark = ChannelOptions.Types.WriteBufferWaterMark(
    low: 1 << 20, high: maxQueuedBytes)

  /// Writes one text frame; call on the channel's event loop.
  static func write(_ text: ByteBuffer, to channel: Channel) {
    guard channel.isActive else { return }
    guard channel.isWritable else {
      channel.close(promise: nil)
      return
    }
    channel.writeAndFlush(WebSocketFrame(fin: true, opcode: .text, data: text), promise: nil)
  }
}
