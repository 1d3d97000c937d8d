import EndpointLocking
import EndpointTestSupport
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// One accepted TCP connection of a ``HostileLoopbackServer``, driven byte by byte by a test's script.
///
/// Every wait is bounded and ends early on a real socket event (the client closing the connection), so a
/// script can never keep a test alive once the client gave up.
struct RawConnection: Sendable {
    /// The connected socket.
    let descriptor: Int32
    /// Where the request heads read on this connection are recorded.
    let heads: Locked<[String]>

    /// The longest any script waits for the client before giving up on it: far longer than any client timeout of
    /// the tests (10 s at most), so a client always gives up first, and a script that gave up first (closing the
    /// connection: "connection lost" instead of "timed out") means a client that hung, never a slow machine.
    static let clientPatience: Int32 = 60_000

    // MARK: Reading

    /// Reads until the end of the request head (`CRLF CRLF`), records it and returns it, or `nil` if the client
    /// closed first.
    func readRequestHead() -> String? {
        var received: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while !received.containsHeadTerminator {
            guard waitForInput(milliseconds: Self.clientPatience) else { return nil }
            let count = buffer.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
            guard count > 0 else { return nil }
            received += buffer[0..<count]
        }
        let head = String(decoding: received, as: UTF8.self)
        heads.withLock { $0.append(head) }
        return head
    }

    /// Waits until the client closes the connection (or ``clientPatience`` passes), discarding what it sends.
    func waitUntilClientCloses() {
        var buffer = [UInt8](repeating: 0, count: 1024)
        while waitForInput(milliseconds: Self.clientPatience) {
            let count = buffer.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
            if count <= 0 { return }
        }
    }

    /// Whether the client sent data or closed within `milliseconds`.
    private func waitForInput(milliseconds: Int32) -> Bool {
        LoopbackSocket.waitForInput(on: descriptor, milliseconds: milliseconds)
    }

    /// Whether the client closed the connection (readable with nothing to read) within `milliseconds`.
    func clientClosed(within milliseconds: Int32) -> Bool {
        guard waitForInput(milliseconds: milliseconds) else { return false }
        var byte: UInt8 = 0
        return recv(descriptor, &byte, 1, Int32(MSG_PEEK)) <= 0
    }

    // MARK: Writing

    /// Sends `text` as UTF-8; returns `false` once the client is gone.
    @discardableResult
    func send(_ text: String) -> Bool {
        send(Array(text.utf8))
    }

    /// Sends all of `bytes`; returns `false` once the client is gone.
    @discardableResult
    func send(_ bytes: [UInt8]) -> Bool {
        LoopbackSocket.send(bytes, on: descriptor)
    }

    /// Sends `bytes` one at a time, `interval` milliseconds apart, until done or the client closes.
    ///
    /// The pause between bytes is a `poll` on the socket, so it ends early when the client hangs up.
    func trickle(_ bytes: [UInt8], intervalMilliseconds interval: Int32) {
        for byte in bytes {
            guard send([byte]), !clientClosed(within: interval) else { return }
        }
    }

    /// Arms a TCP reset: with `SO_LINGER` at zero, the server's `close` after the script sends RST, not FIN.
    func resetOnClose() {
        LoopbackSocket.resetOnClose(descriptor)
    }
}

extension [UInt8] {
    fileprivate var containsHeadTerminator: Bool {
        count >= 4 && indices.dropLast(3).contains { self[$0...].starts(with: [13, 10, 13, 10]) }
    }
}
