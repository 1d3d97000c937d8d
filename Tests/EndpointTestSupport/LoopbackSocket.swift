import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The package's one raw-socket helper for loopback tests and benchmarks: TCP sockets on 127.0.0.1 bound to a free
/// port, connected to one, and the blocking send, wait and reset every hand-written server or client needs.
///
/// Built on it: ``RefusingPort``, ``SpyStreamingServer``, the hardening tests' hostile server and the stub server
/// tests' raw client, and `endpoint-bench`'s one-request servers.
public enum LoopbackSocket {
    // MARK: Opening

    /// A TCP socket bound to a free port of 127.0.0.1 and listening with `backlog`; its descriptor and port.
    public static func listening(backlog: Int32) throws -> (descriptor: Int32, port: UInt16) {
        try bound(listening: backlog, reusingAddress: false)
    }

    /// A TCP socket bound to a free port of 127.0.0.1 with `SO_REUSEADDR`, not listening: connections to the port
    /// are refused while it lives, and no other socket is given the port meanwhile.
    public static func reserved() throws -> (descriptor: Int32, port: UInt16) {
        try bound(listening: nil, reusingAddress: true)
    }

    /// A TCP socket connected to `127.0.0.1:port`.
    public static func connect(port: UInt16) throws -> Int32 {
        let descriptor = socket(AF_INET, streamType, 0)
        guard descriptor >= 0 else { throw POSIXError(.init(rawValue: errno) ?? .EIO) }
        var address = loopbackAddress(port: port)
        let result = withUnsafePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                CLibrary.connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard result == 0 else {
            let code = errno
            close(descriptor)
            throw POSIXError(.init(rawValue: code) ?? .ECONNREFUSED)
        }
        return descriptor
    }

    // MARK: Using

    /// Sends all of `bytes` on `descriptor` (never raising `SIGPIPE`); `false` once the peer is gone.
    @discardableResult
    public static func send(_ bytes: some Collection<UInt8>, on descriptor: Int32) -> Bool {
        var remaining = Array(bytes)[...]
        while !remaining.isEmpty {
            let count = remaining.withUnsafeBytes {
                CLibrary.send(descriptor, $0.baseAddress, $0.count, sendFlags)
            }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { return false }
            remaining = remaining.dropFirst(count)
        }
        return true
    }

    /// Whether `descriptor` became readable (data, or the peer closing) within `milliseconds`.
    public static func waitForInput(on descriptor: Int32, milliseconds: Int32) -> Bool {
        var polled = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        while true {
            let result = poll(&polled, 1, milliseconds)
            if result < 0, errno == EINTR { continue }
            return result > 0
        }
    }

    /// Arms a TCP reset: with `SO_LINGER` at zero, closing `descriptor` sends RST, not FIN.
    public static func resetOnClose(_ descriptor: Int32) {
        var option = linger(l_onoff: 1, l_linger: 0)
        _ = setsockopt(descriptor, SOL_SOCKET, SO_LINGER, &option, socklen_t(MemoryLayout<linger>.size))
    }

    // MARK: Details

    private static func bound(listening backlog: Int32?, reusingAddress: Bool) throws -> (
        descriptor: Int32, port: UInt16
    ) {
        let descriptor = socket(AF_INET, streamType, 0)
        guard descriptor >= 0 else { throw POSIXError(.init(rawValue: errno) ?? .EIO) }
        #if canImport(Darwin)
            var on: Int32 = 1
            _ = setsockopt(descriptor, SOL_SOCKET, SO_NOSIGPIPE, &on, socklen_t(MemoryLayout<Int32>.size))
        #endif
        if reusingAddress {
            var reuse: Int32 = 1
            guard setsockopt(descriptor, SOL_SOCKET, SO_REUSEADDR, &reuse, socklen_t(MemoryLayout<Int32>.size)) == 0
            else {
                close(descriptor)
                throw POSIXError(.EIO)
            }
        }
        var address = loopbackAddress(port: 0)
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let isBound = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { address in
                bind(descriptor, address, length) == 0 && (backlog.map { listen(descriptor, $0) == 0 } ?? true)
                    && getsockname(descriptor, address, &length) == 0
            }
        }
        guard isBound else {
            let code = errno
            close(descriptor)
            throw POSIXError(.init(rawValue: code) ?? .EADDRNOTAVAIL)
        }
        return (descriptor, UInt16(bigEndian: address.sin_port))
    }

    private static func loopbackAddress(port: UInt16) -> sockaddr_in {
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = UInt32(0x7F00_0001).bigEndian
        return address
    }

    #if canImport(Darwin)
        private static let streamType = SOCK_STREAM
        private static let sendFlags: Int32 = 0
    #else
        private static let streamType = Int32(SOCK_STREAM.rawValue)
        private static let sendFlags = Int32(MSG_NOSIGNAL)
    #endif
}

/// The C library's functions whose names Swift types in scope shadow.
private enum CLibrary {
    static func send(_ descriptor: Int32, _ bytes: UnsafeRawPointer?, _ count: Int, _ flags: Int32) -> Int {
        #if canImport(Darwin)
            Darwin.send(descriptor, bytes, count, flags)
        #elseif canImport(Musl)
            Musl.send(descriptor, bytes, count, flags)
        #else
            Glibc.send(descriptor, bytes, count, flags)
        #endif
    }

    static func connect(_ descriptor: Int32, _ address: UnsafePointer<sockaddr>, _ length: socklen_t) -> Int32 {
        #if canImport(Darwin)
            Darwin.connect(descriptor, address, length)
        #elseif canImport(Musl)
            Musl.connect(descriptor, address, length)
        #else
            Glibc.connect(descriptor, address, length)
        #endif
    }
}
