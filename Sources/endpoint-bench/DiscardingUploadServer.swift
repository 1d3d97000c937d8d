import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A loopback HTTP server for one request that reads its body and throws it away, answering `204`: the upload
/// benchmark's receiver, so that the memory measured is the client's alone (the stub server keeps a body whole).
final class DiscardingUploadServer: @unchecked Sendable {
    /// The port the server listens on.
    let port: Int
    private let listener: Int32
    /// The body bytes received (with the chunk framing of a chunked body), once the request has been answered.
    private(set) var received: Int64 = 0
    /// Whether the body came `Transfer-Encoding: chunked`.
    private(set) var isChunkedBody = false
    private let done = DispatchSemaphore(value: 0)

    /// Starts listening on 127.0.0.1 and serves one request on a thread of its own.
    init() throws {
        let (listener, port) = try LoopbackListener.open()
        self.listener = listener
        self.port = port
        let thread = Thread { [self] in serveOne() }
        thread.start()
    }

    /// Waits until the request has been answered.
    func waitUntilDone() { done.wait() }

    private func serveOne() {
        LoopbackListener.serveOneConnection(on: listener, signalling: done) { connection in serve(connection) }
    }

    private func serve(_ connection: Int32) {
        var buffer = [UInt8](repeating: 0, count: 256 * 1024)
        var head: [UInt8] = []
        var bodyStart: [UInt8] = []
        while true {
            let count = read(connection, &buffer, buffer.count)
            guard count > 0 else { return }
            head += buffer[0..<count]
            if let end = head.firstRange(of: Array("\r\n\r\n".utf8)) {
                bodyStart = Array(head[end.upperBound...])
                head = Array(head[..<end.lowerBound])
                break
            }
        }
        let lines = String(decoding: head, as: UTF8.self).split(separator: "\r\n").map { $0.lowercased() }
        let isChunked = lines.contains { $0.hasPrefix("transfer-encoding:") && $0.hasSuffix("chunked") }
        let lengthLine = lines.first { $0.hasPrefix("content-length:") }
        let expected =
            lengthLine.flatMap { Int64($0.dropFirst("content-length:".count).trimmingCharacters(in: .whitespaces)) }
            ?? 0
        var total = Int64(bodyStart.count)
        // A chunked body (FoundationNetworking's streamed uploads) ends with the last chunk and an empty trailer.
        let end = Array("\r\n0\r\n\r\n".utf8)
        var tail = Array(bodyStart.suffix(end.count))
        while isChunked ? tail != end : total < expected {
            let count = read(connection, &buffer, buffer.count)
            guard count > 0 else { break }
            total += Int64(count)
            tail = Array((tail + buffer[0..<count]).suffix(end.count))
        }
        received = total
        isChunkedBody = isChunked
        let answer = Array("HTTP/1.1 204 No Content\r\nContent-Length: 0\r\nConnection: close\r\n\r\n".utf8)
        _ = answer.withUnsafeBufferPointer { write(connection, $0.baseAddress, $0.count) }
    }
}
