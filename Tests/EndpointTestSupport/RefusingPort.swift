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
        #if canImport(Darwin)
            let descriptor = socket(AF_INET, SOCK_STREAM, 0)
        #else
            let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #endif
        guard descriptor >= 0 else { throw POSIXError(.EIO) }
        var reuse: Int32 = 1
        guard setsockopt(descriptor, SOL_SOCKET, SO_REUSEADDR, &reuse, socklen_t(MemoryLayout<Int32>.size)) == 0 else {
            close(descriptor)
            throw POSIXError(.EIO)
        }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { address in
                bind(descriptor, address, length) == 0 && getsockname(descriptor, address, &length) == 0
            }
        }
        guard bound else {
            close(descriptor)
            throw POSIXError(.EADDRNOTAVAIL)
        }
        self.descriptor = descriptor
        self.port = UInt16(bigEndian: address.sin_port)
    }

    deinit { close(descriptor) }
}
