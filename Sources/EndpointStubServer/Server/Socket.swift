#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Thin, `errno`-checked wrappers around the POSIX socket calls the server uses.
enum Socket {
    /// What waiting for a descriptor produced.
    enum WaitResult: Equatable {
        /// The descriptor at this index is readable (or hung up).
        case ready(Int)
        /// The deadline passed.
        case timedOut
        /// `poll` failed.
        case failed
    }

    // MARK: - Listening

    /// A non-blocking TCP socket bound to `host:port` and listening; returns it with the port actually bound.
    static func makeListener(host: String, port: UInt16, backlog: Int32) throws(HTTPServerError) -> (Int32, UInt16) {
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        let literal = host == "localhost" ? "127.0.0.1" : host
        guard inet_pton(AF_INET, literal, &address.sin_addr) == 1 else { throw .invalidHost(host) }

        let descriptor = socket(AF_INET, streamType, 0)
        guard descriptor >= 0 else { throw .socketFailure(operation: "socket", errno: errno) }
        do throws(HTTPServerError) {
            setCloseOnExec(descriptor)
            var reuse: Int32 = 1
            let size = socklen_t(MemoryLayout<Int32>.size)
            guard setsockopt(descriptor, SOL_SOCKET, SO_REUSEADDR, &reuse, size) == 0 else {
                throw .socketFailure(operation: "setsockopt(SO_REUSEADDR)", errno: errno)
            }
            let bound = withUnsafePointer(to: &address) { pointer in
                pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                    bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
                }
            }
            guard bound == 0 else { throw .socketFailure(operation: "bind(\(host):\(port))", errno: errno) }
            guard listen(descriptor, backlog) == 0 else { throw .socketFailure(operation: "listen", errno: errno) }
            guard setNonBlocking(descriptor, true) else { throw .socketFailure(operation: "fcntl", errno: errno) }
            return (descriptor, try boundPort(of: descriptor))
        } catch {
            close(descriptor)
            throw error
        }
    }

    private static func boundPort(of descriptor: Int32) throws(HTTPServerError) -> UInt16 {
        var address = sockaddr_in()
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let result = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(descriptor, $0, &length) }
        }
        guard result == 0 else { throw .socketFailure(operation: "getsockname", errno: errno) }
        return UInt16(bigEndian: address.sin_port)
    }

    /// Accepts one pending connection as a blocking, close-on-exec socket, or `nil` when none is pending.
    static func acceptConnection(from descriptor: Int32) -> Int32? {
        let connection = accept(descriptor, nil, nil)
        guard connection >= 0 else { return nil }
        setCloseOnExec(connection)
        _ = setNonBlocking(connection, false)
        return connection
    }

    // MARK: - I/O

    /// Waits until one of `descriptors` is readable or `timeoutMilliseconds` pass (`-1` waits forever).
    static func waitReadable(_ descriptors: [Int32], timeoutMilliseconds: Int32) -> WaitResult {
        var polled = descriptors.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
        while true {
            let result = poll(&polled, nfds_t(polled.count), timeoutMilliseconds)
            if result < 0 && errno == EINTR { continue }
            if result < 0 { return .failed }
            if result == 0 { return .timedOut }
            return polled.firstIndex { $0.revents != 0 }.map { .ready($0) } ?? .failed
        }
    }

    /// Reads what is available, up to `maximumCount` bytes: empty at end of stream, `nil` on error.
    static func receive(from descriptor: Int32, maximumCount: Int) -> [UInt8]? {
        var bytes = [UInt8](repeating: 0, count: maximumCount)
        while true {
            let count = bytes.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
            if count < 0 && errno == EINTR { continue }
            guard count >= 0 else { return nil }
            return Array(bytes[0..<count])
        }
    }

    /// Writes all of `bytes`; `false` when the peer is gone or the send timeout passed.
    static func sendAll(_ bytes: [UInt8], to descriptor: Int32) -> Bool {
        var offset = 0
        while offset < bytes.count {
            let count = bytes.withUnsafeBytes { buffer in
                send(descriptor, buffer.baseAddress! + offset, buffer.count - offset, sendFlags)
            }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { return false }
            offset += count
        }
        return true
    }

    /// Bounds how long a `send` may block on a client that does not read.
    static func setSendTimeout(_ descriptor: Int32, milliseconds: Int) {
        var timeout = timeval(tv_sec: milliseconds / 1000, tv_usec: .init((milliseconds % 1000) * 1000))
        _ = setsockopt(descriptor, SOL_SOCKET, SO_SNDTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
    }

    /// Stops reading and/or writing, waking any thread blocked on the socket.
    static func shutdownSocket(_ descriptor: Int32, writeOnly: Bool) {
        _ = shutdown(descriptor, Int32(writeOnly ? SHUT_WR : SHUT_RDWR))
    }

    // MARK: - Descriptors

    /// A pipe whose write end wakes a thread waiting on the read end.
    static func makeWakePipe() throws(HTTPServerError) -> (read: Int32, write: Int32) {
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { throw .socketFailure(operation: "pipe", errno: errno) }
        ends.forEach(setCloseOnExec)
        return (ends[0], ends[1])
    }

    private static func setCloseOnExec(_ descriptor: Int32) {
        _ = fcntl(descriptor, F_SETFD, fcntl(descriptor, F_GETFD) | FD_CLOEXEC)
    }

    private static func setNonBlocking(_ descriptor: Int32, _ enabled: Bool) -> Bool {
        let flags = fcntl(descriptor, F_GETFL)
        guard flags >= 0 else { return false }
        return fcntl(descriptor, F_SETFL, enabled ? flags | O_NONBLOCK : flags & ~O_NONBLOCK) == 0
    }

    #if canImport(Darwin)
        private static let streamType = SOCK_STREAM
        private static let sendFlags: Int32 = 0
    #else
        private static let streamType = Int32(SOCK_STREAM.rawValue)
        private static let sendFlags = Int32(MSG_NOSIGNAL)
    #endif
}
