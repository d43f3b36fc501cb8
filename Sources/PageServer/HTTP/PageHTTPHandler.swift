import NIOCore
import NIOHTTP1
import NIOWebSocket

/// Answers the plain HTTP requests of one connection: the page, or a refusal.
///
/// A WebSocket upgrade that the server accepts never reaches this handler (it is removed when
/// the upgrade begins); one it refuses arrives here as an ordinary request and gets its refusal.
final class PageHTTPHandler: ChannelInboundHandler, RemovableChannelHandler {
  typealias InboundIn = HTTPServerRequestPart
  typealias OutboundOut = HTTPServerResponsePart

  static let name = "page-http"

  private let token: Token
  private let origins: OriginPolicy
  private let page: @Sendable () -> [UInt8]
  /// Set once an answer closes the connection: later requests on it are not answered.
  private var closing = false

  init(token: Token, origins: OriginPolicy, page: @escaping @Sendable () -> [UInt8]) {
    self.token = token
    self.origins = origins
    self.page = page
  }

  func channelRead(context: ChannelHandlerContext, data: NIOAny) {
    guard case .head(let head) = Self.unwrapInboundIn(data), !closing else { return }
    switch PageRoute(head, token: token, origins: origins) {
    case .page:
      let bytes = page()
      var body = context.channel.allocator.buffer(capacity: bytes.count)
      body.writeBytes(bytes)
      respond(
        context: context, status: .ok,
        headers: PageResponseHeaders.page(length: bytes.count, keepAlive: head.isKeepAlive),
        body: body, close: !head.isKeepAlive)
    case .socket:
      // Token and Origin are right but the request is no valid WebSocket handshake.
      refuse(context: context, .badRequest, "bad request: /events takes a WebSocket upgrade")
    case .refused(let status, let text):
      refuse(context: context, status, text)
    }
  }

  func userInboundEventTriggered(context: ChannelHandlerContext, event: Any) {
    if event is IdleStateHandler.IdleStateEvent {
      context.close(promise: nil)
    } else {
      context.fireUserInboundEventTriggered(event)
    }
  }

  func errorCaught(context: ChannelHandlerContext, error: Error) {
    // A refused upgrade is reported here before the request itself arrives to be refused.
    if error is NIOWebSocketUpgradeError { return }
    context.close(promise: nil)
  }

  private func refuse(context: ChannelHandlerContext, _ status: HTTPResponseStatus, _ text: String)
  {
    let body = context.channel.allocator.buffer(string: text + "\n")
    respond(
      context: context, status: status,
      headers: PageResponseHeaders.refusal(status, length: body.readableBytes), body: body,
      close: true)
  }

  private func respond(
    context: ChannelHandlerContext, status: HTTPResponseStatus, headers: HTTPHeaders,
    body: ByteBuffer, close: Bool
  ) {
    let head = HTTPResponseHead(version: .http1_1, status: status, headers: headers)
    context.write(Self.wrapOutboundOut(.head(head)), promise: nil)
    context.write(Self.wrapOutboundOut(.body(.byteBuffer(body))), promise: nil)
    guard close else {
      context.writeAndFlush(Self.wrapOutboundOut(.end(nil)), promise: nil)
      return
    }
    closing = true
    let loopBound = NIOLoopBound(context, eventLoop: context.eventLoop)
    context.writeAndFlush(Self.wrapOutboundOut(.end(nil))).whenComplete { _ in
      loopBound.value.close(promise: nil)
    }
  }
}
