import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Where a streamed request body's bytes come from, a chunk at a time: a multipart body (``MultipartWriter``) or a
/// file on disk (``FileChunkReader``).
protocol BodyChunkSource: AnyObject {
    /// The next chunk, or `nil` at the end.
    func nextChunk() throws -> Data?
}

extension MultipartWriter: BodyChunkSource {}

/// An `InputStream` that hands URLSession a request body as it is read — a multipart body or a file, a chunk at a
/// time, without a temporary file; ``progress`` hears the bytes handed over against the total.
final class BodyInputStream: InputStream {
    private let makeSource: () throws -> any BodyChunkSource
    private let source: any BodyChunkSource
    private let expectedLength: Int64
    private let progress: UploadProgress?
    /// A multipart body's part names and sizes, for logging; `nil` for a file.
    let summary: UploadSummary?
    private var pending = Data()
    private var pendingOffset = 0
    private var status: Stream.Status = .notOpen
    private var failure: (any Error)?
    private var delivered: Int64 = 0

    /// A stream of the body `makeSource` reads (called now, and again for each ``fresh()`` copy).
    init(
        source makeSource: @escaping () throws -> any BodyChunkSource,
        expectedLength: Int64,
        summary: UploadSummary? = nil,
        progress: UploadProgress?
    ) throws {
        self.makeSource = makeSource
        self.source = try makeSource()
        self.expectedLength = expectedLength
        self.progress = progress
        self.summary = summary
        super.init(data: Data())
    }

    /// The same body from its start, for sending the request again; `nil` when its source cannot be made again.
    func fresh() -> BodyInputStream? {
        try? BodyInputStream(source: makeSource, expectedLength: expectedLength, summary: summary, progress: progress)
    }

    override var streamStatus: Stream.Status { status }
    override var streamError: (any Error)? { failure }
    override var hasBytesAvailable: Bool { status == .open || status == .reading }

    override func open() { if status == .notOpen { status = .open } }
    override func close() { status = .closed }

    override func read(_ buffer: UnsafeMutablePointer<UInt8>, maxLength length: Int) -> Int {
        guard status == .open || status == .reading, length > 0 else { return status == .atEnd ? 0 : -1 }
        status = .reading
        if pendingOffset >= pending.count {
            do {
                guard let chunk = try source.nextChunk() else {
                    status = .atEnd
                    return 0
                }
                pending = chunk
                pendingOffset = 0
            } catch {
                failure = error
                status = .error
                return -1
            }
        }
        let count = min(length, pending.count - pendingOffset)
        pending.withUnsafeBytes { raw in
            guard let base = raw.bindMemory(to: UInt8.self).baseAddress else { return }
            buffer.update(from: base + pendingOffset, count: count)
        }
        pendingOffset += count
        delivered += Int64(count)
        status = .open
        progress?(delivered, expectedLength)
        return count
    }

    override func getBuffer(
        _ buffer: UnsafeMutablePointer<UnsafeMutablePointer<UInt8>?>,
        length: UnsafeMutablePointer<Int>
    ) -> Bool { false }

    #if canImport(Darwin)
        // CFNetwork treats an httpBodyStream as a CFReadStream; a subclass answers its run-loop calls by doing
        // nothing, as a synchronous stream may (AFNetworking's multipart body stream does the same).
        @objc func _scheduleInCFRunLoop(_ runLoop: CFRunLoop?, forMode mode: CFString?) {}
        @objc func _unscheduleFromCFRunLoop(_ runLoop: CFRunLoop?, forMode mode: CFString?) {}
        @objc func _setCFClientFlags(
            _ flags: CFOptionFlags,
            callback: CFReadStreamClientCallBack?,
            context: UnsafeMutablePointer<CFStreamClientContext>?
        ) -> Bool { false }
    #endif
}

// MARK: - Replaying

extension URLRequest {
    /// This request ready to be sent again: itself when its body is in memory (or absent), a copy reading a fresh
    /// ``BodyInputStream`` when its body is one, and `nil` when its body is another stream, which its first send
    /// used up.
    func withReplayableBody() -> URLRequest? {
        guard let stream = httpBodyStream else { return self }
        guard let body = stream as? BodyInputStream, let fresh = body.fresh() else { return nil }
        var copy = self
        copy.httpBodyStream = fresh
        return copy
    }
}
