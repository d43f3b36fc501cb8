import NIOCore
import NIOWebSocket

/// One page's socket after the upgrade: text messages in, pings answered, anything else closes it.
///
/// Only this socket is closed on a bad frame; the server and its other sockets go on.
final class PageSocketHandler: ChannelInboundHandler {
  typealias InboundIn = WebSocketFrame
  typealias OutboundOut = WebSocketFrame

  /// The largest message a page may send, whole or in fragments.
  static let maxMessageSize = 64 * 1024

  private let client: PageClient
  private let registry: SocketRegistry
  private let callbacks: PageCallbacks
  /// The fragments of a text message not yet finished.
  private var fragments: ByteBuffer?
  private var isOpen = false
  private var closeSent = false

  init(client: PageClient, registry: SocketRegistry, callbacks: PageCallbacks) {
    self.client = client
    self.registry = registry
    self.callbacks = callbacks
  }

  func handlerAdded(context: ChannelHandlerContext) {
    guard registry.open(client, channel: context.channel) else {
      context.close(promise: nil)
      return
    }
    isOpen = true
    callbacks.onOpen(client)
  }

  func channelInactive(context: ChannelHandlerContext) {
    closed()
    context.fireChannelInactive()
  }

  func handlerRemoved(context: ChannelHandlerContext) {
    closed()
  }

  private func closed() {
    guard isOpen else { return }
    isOpen = false
    registry.close(client)
    callbacks.onClose(client)
  }

  func channelRead(context: ChannelHandlerContext, data: NIOAny) {
    guard !closeSent else { return }
    let frame = Self.unwrapInboundIn(data)
    // Clients must mask every frame and no extension is agreed, so no reserved bit may be set.
    guard frame.maskKey != nil, !frame.rsv1, !frame.rsv2, !frame.rsv3 else {
      return fail(context: context, .protocolError)
    }
    switch frame.opcode {
    case .text:
      guard fragments == nil else { return fail(context: context, .protocolError) }
      let data = frame.unmaskedData
      if frame.fin {
        deliver(context: context, data)
      } else {
        fragments = data
      }
    case .continuation:
      guard var buffer = fragments else { return fail(context: context, .protocolError) }
      var data = frame.unmaskedData
      guard buffer.readableBytes + data.readableBytes <= Self.maxMessageSize else {
        return fail(context: context, .messageTooLarge)
      }
      buffer.writeBuffer(&data)
      if frame.fin {
        fragments = nil
        deliver(context: context, buffer)
      } else {
        fragments = buffer
      }
    case .binary:
      fail(context: context, .unacceptableData)
    case .ping:
      guard frame.fin, frame.length <= 125 else { return fail(context: context, .protocolError) }
      // A page that pings without reading the pongs is as far behind as one that stops reading.
      guard context.channel.isWritable else {
        context.close(promise: nil)
        return
      }
      let pong = WebSocketFrame(fin: true, opcode: .pong, data: frame.unmaskedData)
      context.writeAndFlush(Self.wrapOutboundOut(pong), promise: nil)
    case .pong:
      guard frame.fin, frame.length <= 125 else { return fail(context: context, .protocolError) }
    case .connectionClose:
      guard frame.fin, frame.length <= 125 else { return fail(context: context, .protocolError) }
      sendClose(context: context, .normalClosure)
    default:
      fail(context: context, .protocolError)
    }
  }

  func errorCaught(context: ChannelHandlerContext, error: Error) {
    // NIO's protocol error handler has sent the close frame for a frame it could not decode.
    context.close(promise: nil)
  }

  private func deliver(context: ChannelHandlerContext, _ data: ByteBuffer) {
    guard let text = Self.validUTF8(data) else {
      return fail(context: context, .dataInconsistentWithMessage)
    }
    callbacks.onMessage(client, text)
  }

  private func fail(context: ChannelHandlerContext, _ code: WebSocketErrorCode) {
    fragments = nil
    sendClose(context: context, code)
  }

  /// Sends a close frame with `code`, then closes the connection once it is written.
  private func sendClose(context: ChannelHandlerContext, _ code: WebSocketErrorCode) {
    guard !closeSent else { return }
    closeSent = true
    var data = context.channel.allocator.buffer(capacity: 2)
    data.write(webSocketErrorCode: code)
    let frame = WebSocketFrame(fin: true, opcode: .connectionClose, data: data)
    let loopBound = NIOLoopBound(context, eventLoop: context.eventLoop)
    context.writeAndFlush(Self.wrapOutboundOut(frame)).whenComplete { _ in
      loopBound.value.close(promise: nil)
    }
  }

  static func validUTF8(_ buffer: ByteBuffer) -> String? {
    let bytes = buffer.readableBytesView
    var iterator = bytes.makeIterator()
    var decoder = UTF8()
    while true {
      switch decoder.decode(&iterator) {
      case .scalarValue: continue
      case .emptyInput: return String(decoding: bytes, as: UTF8.self)
      case .error: return nil
      }
    }
  }
}

@available(*, unavailable)
extension PageSocketHandler: Sendable {}
