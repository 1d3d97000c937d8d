import Foundation

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

    init(
        source: any BodyChunkSource,
        expectedLength: Int64,
        summary: UploadSummary? = nil,
        progress: UploadProgress?
    ) {
        self.source = source
        self.expectedLength = expectedLength
        self.progress = progress
        self.summary = summary
        super.init(data: Data())
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
