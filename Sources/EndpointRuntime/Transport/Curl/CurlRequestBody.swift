#if os(Linux)
    import Foundation

    #if canImport(FoundationNetworking)
        import FoundationNetworking
    #endif

    /// The body of a request as libcurl's read callback asks for it: the bytes of `httpBody`, or what
    /// `httpBodyStream` yields, a buffer at a time.
    final class CurlRequestBody {
        private enum Source {
            case data(Data, sent: Int)
            case stream(InputStream)
        }

        private var source: Source
        /// The body's length when known (`httpBody`, or a `Content-Length` the request declares for its stream);
        /// `nil` for a stream of unknown length, sent chunked.
        let length: Int64?
        /// Why reading the body failed, once it has.
        private(set) var failure: (any Error)?

        /// The body of `request`, or `nil` when it has none.
        init?(of request: URLRequest) {
            if let stream = request.httpBodyStream {
                source = .stream(stream)
                length = request.value(forHTTPHeaderField: "Content-Length").flatMap { Int64($0) }
            } else if let data = request.httpBody {
                source = .data(data, sent: 0)
                length = Int64(data.count)
            } else {
                return nil
            }
        }

        /// Copies the next bytes into `buffer`; 0 at the end, `nil` on a failure (kept in ``failure``).
        func read(into buffer: UnsafeMutableRawBufferPointer) -> Int? {
            guard !buffer.isEmpty else { return 0 }
            switch source {
            case .data(let data, let sent):
                let count = min(buffer.count, data.count - sent)
                let start = data.startIndex + sent
                data.copyBytes(to: buffer.bindMemory(to: UInt8.self), from: start..<start + count)
                source = .data(data, sent: sent + count)
                return count
            case .stream(let stream):
                if stream.streamStatus == .notOpen { stream.open() }
                let count = stream.read(buffer.bindMemory(to: UInt8.self).baseAddress!, maxLength: buffer.count)
                if count < 0 {
                    failure =
                        stream.streamError
                        ?? APIError.transport(
                            code: URLError.Code.unknown.rawValue,
                            description: "the request body could not be read"
                        )
                    return nil
                }
                if count == 0 { stream.close() }
                return count
            }
        }
    }
#endif
