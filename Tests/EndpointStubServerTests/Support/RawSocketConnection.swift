import EndpointLocking
import EndpointTestSupport
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Why a raw socket operation failed.
enum RawSocketError: Error, Equatable {
    case connectFailed(errno: Int32)
    case sendFailed(errno: Int32)
    case receiveFailed(errno: Int32)
    /// Nothing arrived within the safety timeout (a hung server, not an expected outcome).
    case timedOut
    case closedBeforeCompleteResponse([UInt8])
    case malformedResponse(String)
}

/// A blocking TCP client on 127.0.0.1 for tests that need exact bytes on the wire.
///
/// Every blocking call runs on its own thread, so waiting for the server never occupies a thread of the Swift
/// concurrency pool (where the server runs its handler tasks).
final class RawSocketConnection: Sendable {
    /// How long a read may wait before the test fails instead of hanging.
    static let safetyTimeoutMilliseconds: Int32 = 60_000

    let descriptor: Int32
    private let pending = Locked<[UInt8]>([])

    private init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    deinit {
        close(descriptor)
    }

    // MARK: - Connecting

    /// Connects to `127.0.0.1:port`.
    static func connect(port: UInt16) async throws -> RawSocketConnection {
        try await DedicatedThread.run {
            do {
                return RawSocketConnection(descriptor: try LoopbackSocket.connect(port: port))
            } catch let error as POSIXError {
                throw RawSocketError.connectFailed(errno: error.code.rawValue)
            }
        }
    }

    // MARK: - Sending

    /// Sends `text` as UTF-8.
    func send(_ text: String) async throws {
        try await send(Array(text.utf8))
    }

    /// Sends all of `bytes`.
    func send(_ bytes: [UInt8]) async throws {
        let descriptor = descriptor
        try await DedicatedThread.run {
            guard LoopbackSocket.send(bytes, on: descriptor) else { throw RawSocketError.sendFailed(errno: errno) }
        }
    }

    /// Closes the sending direction (the server sees end of stream).
    func shutdownWriting() {
        _ = shutdown(descriptor, Int32(SHUT_WR))
    }

    // MARK: - Receiving

    /// Reads one response (skipping `100 Continue`): the head, then `Content-Length` bytes of body, or everything
    /// until the server closes when there is no `Content-Length`.
    /// With `toHead`, the response to a `HEAD` request: no body is read whatever `Content-Length` says.
    func readResponse(toHead: Bool = false) async throws -> RawHTTPResponse {
        while true {
            let head = try await readHeadBytes()
            var response = try RawHTTPResponse(head: head)
            if response.status == 100 { continue }
            if toHead { return response }
            if let length = response.headers["Content-Length"].flatMap(Int.init) {
                response.body = try await readExactly(length)
            } else if response.status != 204 && response.status != 304 {
                response.body = try await readToEnd()
            }
            return response
        }
    }

    /// Everything until the server closes the connection.
    func readToEnd() async throws -> [UInt8] {
        var bytes = takePending()
        while let chunk = try await receiveChunk() { bytes += chunk }
        return bytes
    }

    /// Whether the server closed the connection (end of stream) before sending anything more.
    func isClosedByServer() async throws -> Bool {
        guard takePending().isEmpty else { return false }
        return try await receiveChunk() == nil
    }

    func readHeadBytes() async throws -> [UInt8] {
        let terminator = Array("\r\n\r\n".utf8)
        var bytes = takePending()
        while true {
            if let range = bytes.firstRange(of: terminator) {
                keepPending(Array(bytes[range.upperBound...]))
                return Array(bytes[..<range.upperBound])
            }
            guard let chunk = try await receiveChunk() else {
                throw RawSocketError.closedBeforeCompleteResponse(bytes)
            }
            bytes += chunk
        }
    }

    /// The next `count` bytes (body bytes after ``readHeadBytes()``, for example).
    func readExactly(_ count: Int) async throws -> [UInt8] {
        var bytes = takePending()
        while bytes.count < count {
            guard let chunk = try await receiveChunk() else {
                throw RawSocketError.closedBeforeCompleteResponse(bytes)
            }
            bytes += chunk
        }
        keepPending(Array(bytes[count...]))
        return Array(bytes[..<count])
    }

    /// The next bytes received, or `nil` at end of stream.
    private func receiveChunk() async throws -> [UInt8]? {
        let descriptor = descriptor
        return try await DedicatedThread.run {
            var polled = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            guard poll(&polled, 1, Self.safetyTimeoutMilliseconds) > 0 else { throw RawSocketError.timedOut }
            var buffer = [UInt8](repeating: 0, count: 64 * 1024)
            let count = buffer.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
            if count < 0 && errno == ECONNRESET { return nil }
            guard count >= 0 else { throw RawSocketError.receiveFailed(errno: errno) }
            return count == 0 ? nil : Array(buffer[..<count])
        }
    }

    private func takePending() -> [UInt8] {
        pending.withLock { bytes in
            defer { bytes = [] }
            return bytes
        }
    }

    private func keepPending(_ bytes: [UInt8]) {
        pending.withLock { $0 = bytes + $0 }
    }
}

extension RawSocketConnection {
    /// The next head as text, for checking an interim `100 Continue` byte for byte.
    func readInterimResponse() async throws -> String {
        String(decoding: try await readHeadBytes(), as: UTF8.self)
    }
}
