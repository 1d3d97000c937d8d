import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A loopback port that refuses every connection for as long as this value lives: bound, never listening, so no
/// other test's server can take it meanwhile (a port freed by stopping a server can be reused at once), and a
/// connection to it cannot connect to itself (a client socket is never given a port that is bound).
///
/// The socket is bound with `SO_REUSEADDR`, so on Linux a server that sets it too (`HTTPServer` does) can listen on
/// the port while the reservation lives; once that server has closed its listener the port refuses again. A test
/// that checks a stopped server's port is refused thus checks a port nobody else can take.
public final class RefusingPort: Sendable {
    private let descriptor: Int32
    /// The port number on 127.0.0.1.
    public let port: UInt16

    /// Reserves a free port.
    public init() throws {
        (descriptor, port) = try LoopbackSocket.reserved()
    }

    deinit { close(descriptor) }
}
