import NIOCore
import NIOPosix

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

extension PageServer {
  /// Binds the listening socket; on failure stops `group` and says what to do.
  static func bind(
    _ target: BindTarget, configuration: Configuration, group: MultiThreadedEventLoopGroup,
    configure: @escaping @Sendable (Channel) -> Void
  ) throws(PageServerError) -> Channel {
    let bootstrap = ServerBootstrap(group: group)
      .serverChannelOption(.backlog, value: 64)
      .serverChannelOption(.socketOption(.so_reuseaddr), value: 1)
      .childChannelOption(.writeBufferWaterMark, value: SocketWriter.waterMark)
      .childChannelInitializer { channel in
        channel.eventLoop.makeCompletedFuture { configure(channel) }
      }
    do {
      return try bootstrap.bind(to: target.address).wait()
    } catch {
      try? group.syncShutdownGracefully()
      let place = "\(target.urlHost):\(configuration.port)"
      if let error = error as? IOError, error.errnoCode == EADDRINUSE {
        throw PageServerError(
          .portInUse,
          "port \(configuration.port) on \(target.urlHost) is in use: pick another port, "
            + "or 0 for any free one")
      }
      throw PageServerError(.bindFailed, "cannot listen on \(place): \(error)")
    }
  }
}
