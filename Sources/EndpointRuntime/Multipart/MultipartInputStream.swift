import Foundation

/// An `InputStream` that hands URLSession a ``MultipartFormData`` body as it is read, file parts a chunk at a time,
/// without a temporary file; ``progress`` hears the bytes handed over against the total.
final class MultipartInputStream: InputStream {
    private let writer: MultipartWriter
    private let expectedLength: Int64
    private let progress: UploadProgress?
    /// The body's part names and sizes, for logging.
    let summary: UploadSummary
    private var pending = Data()
    private var pendingOffset = 0
    private var status: Stream.Status = .notOpen
    private var failure: (any Error)?
    private var delivered: Int64 = 0

    init(
        writer: MultipartWriter,
        expectedLength: Int64,
        parts: [MultipartPart],
        progress: UploadProgress?
    ) {
        self.writer = writer
        self.expectedLength = expectedLength
        self.progress = progress
        self.summary = UploadSummary(
            totalBytes: expectedLength,
            parts: parts.map { UploadSummary.Part(name: $0.name, byteCount: try? $0.contentLength()) }
        )
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
                guard let chunk = try writer.nextChunk() else {
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
