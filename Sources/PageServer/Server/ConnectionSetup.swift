import NIOCore
import NIOHTTP1
import NIOWebSocket

/// Builds each accepted connection's pipeline: HTTP with a WebSocket upgrade to the page socket.
struct ConnectionSetup: Sendable {
  let target: BindTarget
  let token: Token
  let registry: SocketRegistry
  let page: @Sendable () -> [UInt8]
  let callbacks: PageCallbacks

  static let idleHandlerName = "page-idle"
  /// A connection that sends no request for this long is closed (sockets are exempt).
  static let idleTimeout = TimeAmount.seconds(60)

  /// Limits on a request head, far above what a browser sends for this server's URLs.
  static var headLimits: NIOHTTPDecoderLimitConfiguration {
    var limits = NIOHTTPDecoderLimitConfiguration()
    limits.maxHeaderFieldSize = 16 * 1024
    limits.maxHeaderListSize = 64 * 1024
    limits.maxHeaderFieldCount = 100
    return limits
  }

  func configure(_ channel: Channel) {
    guard registry.admit(channel) else {
      channel.close(promise: nil)
      return
    }
    let registry = registry
    channel.closeFuture.whenComplete { _ in registry.release(channel) }
    do {
      try install(on: channel)
    } catch {
      channel.close(promise: nil)
    }
  }

  private func install(on channel: Channel) throws {
    let origins = OriginPolicy(target: target, port: channel.localAddress?.port ?? 0)
    let (token, registry, callbacks) = (token, registry, callbacks)
    let upgrader = NIOWebSocketServerUpgrader(
      maxFrameSize: PageSocketHandler.maxMessageSize,
      automaticErrorHandling: true,
      shouldUpgrade: { channel, head in
        let route = PageRoute(head, token: token, origins: origins)
        return channel.eventLoop.makeSucceededFuture(route == .socket ? HTTPHeaders() : nil)
      },
      upgradePipelineHandler: { channel, _ in
        channel.eventLoop.makeCompletedFuture {
          let handler = PageSocketHandler(
            client: registry.nextClient(), registry: registry, callbacks: callbacks)
          try channel.pipeline.syncOperations.addHandler(handler)
        }
      })
    let pipeline = channel.pipeline.syncOperations
    try pipeline.addHandler(
      IdleStateHandler(readTimeout: Self.idleTimeout), name: Self.idleHandlerName)
    try pipeline.configureHTTPServerPipeline(
      withServerUpgrade: (
        upgraders: [upgrader],
        completionHandler: { context in
          let pipeline = context.pipeline.syncOperations
          pipeline.removeHandler(name: PageHTTPHandler.name, promise: nil)
          pipeline.removeHandler(name: Self.idleHandlerName, promise: nil)
        }
      ),
      withErrorHandling: true,
      withOutboundHeaderValidation: true,
      withEncoderConfiguration: .init(),
      withDecoderLimitConfiguration: Self.headLimits)
    try pipeline.addHandler(
      PageHTTPHandler(token: token, origins: origins, page: page), name: PageHTTPHandler.name)
  }
}
