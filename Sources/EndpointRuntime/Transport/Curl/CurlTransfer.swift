#if os(Linux)
    import EndpointCurl
    import Foundation

    #if canImport(FoundationNetworking)
        import FoundationNetworking
    #endif

    /// One request and its response through libcurl's easy interface, performed on a thread of its own, which
    /// waits for the socket in `poll`: an idle open response costs no CPU.
    ///
    /// ``start()`` returns as soon as the final response head arrived; the body then streams through a
    /// ``StreamingBody``. Redirects are not followed here (``CurlHTTPClient`` follows them, stripping credentials
    /// across origins). Cancelling (the waiting task, or the body's consumer going away) shuts the transfer's
    /// sockets down, which ends the wait in `poll` at once.
    final class CurlTransfer: @unchecked Sendable {
        // @unchecked: `headContinuation` and `isHeadDelivered` are only touched under `lock`; the other mutable
        // state only on the transfer's thread (the libcurl callbacks run there, inside `curl_easy_perform`).

        /// What libcurl's read callback returns to abort the upload (`CURL_READFUNC_ABORT`).
        private static let readAbort = 0x1000_0000

        private let request: URLRequest
        private let url: URL
        private let idleTimeout: Duration?
        private let bufferLimit: Int
        /// The transfer's sockets, shut down by ``cancel()``; freed when the transfer is.
        private let sockets: OpaquePointer
        private var body: StreamingBody?

        private let lock = NSLock()
        private var headContinuation: CheckedContinuation<HTTPStreamingResponse, any Error>?
        private var isHeadDelivered = false

        // The transfer's thread only.
        private let requestBody: CurlRequestBody?
        private var head = CurlResponseHead()
        private var response: HTTPURLResponse?
        private var receivedCount = 0
        private var lastActivity = ContinuousClock.now
        private var failure: (any Error)?
        private var isTimedOut = false

        /// A transfer of `request` whose body holds at most `bufferLimit` bytes not yet taken, ended with
        /// `URLError.timedOut` when nothing is sent or received for `idleTimeout`.
        init?(request: URLRequest, bufferLimit: Int, idleTimeout: Duration?) {
            guard let url = request.url, let sockets = endpoint_curl_sockets_create() else { return nil }
            self.request = request
            self.url = url
            self.bufferLimit = bufferLimit
            self.idleTimeout = idleTimeout
            self.sockets = sockets
            self.requestBody = CurlRequestBody(of: request)
            self.body = StreamingBody(limit: bufferLimit) { [weak self] in self?.cancel() }
        }

        deinit {
            endpoint_curl_sockets_free(sockets)
        }

        // MARK: Starting and cancelling

        /// Sends the request and returns the response once its head arrived; the body follows as it is received.
        func start() async throws -> HTTPStreamingResponse {
            try await withTaskCancellationHandler {
                try await withCheckedThrowingContinuation { continuation in
                    lock.withLock { headContinuation = continuation }
                    if Task.isCancelled { return cancelHead() }
                    let thread = Thread { [self] in run() }
                    thread.name = "EndpointKit libcurl transfer"
                    thread.start()
                }
            } onCancel: {
                cancelHead()
            }
        }

        /// Ends the transfer: its sockets are shut down, a socket opened later is refused, and every callback
        /// aborts. A pending head is not failed here (see ``cancelHead()``).
        func cancel() {
            endpoint_curl_sockets_cancel(sockets)
        }

        /// Cancels the transfer while its head is awaited and fails that wait with `CancellationError` at once;
        /// once the head has been delivered, the body's consumer decides and this does nothing.
        private func cancelHead() {
            let continuation = lock.withLock { () -> CheckedContinuation<HTTPStreamingResponse, any Error>? in
                guard !isHeadDelivered else { return nil }
                defer { headContinuation = nil }
                return headContinuation
            }
            guard let continuation else { return }
            cancel()
            continuation.resume(throwing: CancellationError())
        }

        private var isCancelled: Bool { endpoint_curl_sockets_is_cancelled(sockets) != 0 }

        // MARK: The transfer's thread

        private func run() {
            let outcome = perform()
            let continuation = lock.withLock { () -> CheckedContinuation<HTTPStreamingResponse, any Error>? in
                defer { headContinuation = nil }
                return headContinuation
            }
            switch (outcome, continuation) {
            case (nil, let continuation?): continuation.resume(throwing: APIError.invalidResponse)
            case (let error?, let continuation?): continuation.resume(throwing: error)
            case (let error, nil): body?.finish(throwing: error)
            }
            body = nil
        }

        /// Runs the exchange to its end; `nil` when it succeeded, else the failure as callers see it. The easy
        /// handle (and with it every socket of the transfer) is gone when this returns.
        private func perform() -> (any Error)? {
            guard let handle = CurlEasyHandle() else {
                let reason = endpoint_curl_load_error().map { String(cString: $0) } ?? "libcurl could not be loaded"
                return APIError.transport(code: URLError.Code.unknown.rawValue, description: reason)
            }
            let result: Int32
            do {
                try configure(handle)
                result = handle.perform()
            } catch {
                return error
            }
            return failure(for: result)
        }

        /// The failure a finished `curl_easy_perform` returned `result` for, as callers see it.
        private func failure(for result: Int32) -> (any Error)? {
            if isCancelled { return CancellationError() }
            if let failure { return failure }
            if let bodyFailure = requestBody?.failure {
                return APIError.transport(
                    code: URLError.Code.unknown.rawValue,
                    description: "the request body could not be read (\(bodyFailure.localizedDescription))"
                )
            }
            if isTimedOut { return URLSessionHTTPClient.transportError(URLError(.timedOut)) }
            guard result != 0 else { return nil }
            // A partial body, or a reset mid-body, says how much of the announced length arrived.
            if let cutShort = TransferDelegate.cutShortBody(of: response, received: receivedCount) { return cutShort }
            return URLSessionHTTPClient.transportError(URLError(CurlResult.urlErrorCode(result)))
        }

        // MARK: Configuration

        private func configure(_ handle: CurlEasyHandle) throws {
            let context = UnsafeRawPointer(Unmanaged.passUnretained(self).toOpaque())
            try handle.set(.url, url.absoluteString)
            try handle.set(.noSignal, 1)
            try handle.set(.followLocation, 0)
            try handle.set(.tcpKeepAlive, 1)
            try handle.set(.suppressConnectHeaders, 1)
            try handle.set(.headerFunction, callback: Self.headerCallback)
            try handle.set(.headerData, pointer: context)
            try handle.set(.writeFunction, callback: Self.writeCallback)
            try handle.set(.writeData, pointer: context)
            try handle.set(.readFunction, callback: Self.readCallback)
            try handle.set(.readData, pointer: context)
            try handle.set(.noProgress, 0)
            try handle.set(.progressFunction, callback: Self.progressCallback)
            try handle.set(.progressData, pointer: context)
            guard endpoint_curl_sockets_track(sockets, handle.raw) == 0 else {
                throw APIError.transport(
                    code: URLError.Code.unknown.rawValue,
                    description: "libcurl refused the socket callbacks"
                )
            }
            try configureMethod(handle)
            try handle.setHeaderLines(headerLines())
            if request.value(forHTTPHeaderField: "Accept-Encoding") == nil {
                try handle.set(.acceptEncoding, "")  // every coding libcurl decodes, decoded as URLSession does
            }
        }

        private func configureMethod(_ handle: CurlEasyHandle) throws {
            let method = request.httpMethod?.uppercased() ?? "GET"
            switch (method, requestBody) {
            case ("GET", nil): try handle.set(.httpGet, 1)
            case ("HEAD", nil): try handle.set(.noBody, 1)
            case ("POST", nil), ("PUT", nil), ("PATCH", nil):
                try handle.set(.post, 1)
                try handle.set(.postFieldSizeLarge, offset: 0)
                if method != "POST" { try handle.set(.customRequest, method) }
            case (_, let body?):
                try handle.set(.post, 1)
                try handle.set(.postFieldSizeLarge, offset: body.length ?? -1)
                if method != "POST" { try handle.set(.customRequest, method) }
            default:
                try handle.set(.customRequest, method)
            }
        }

        /// The request's header fields as libcurl lines, plus the empty lines that keep libcurl from adding its
        /// own `Expect: 100-continue` and form `Content-Type` (a request sends only the fields it was given).
        private func headerLines() throws -> [String] {
            let fields = request.allHTTPHeaderFields ?? [:]
            var lines: [String] = []
            for (name, value) in fields.sorted(by: { $0.key < $1.key }) {
                try HeaderValidation.validate(name: name, value: value)
                lines.append(value.isEmpty ? "\(name);" : "\(name): \(value)")
            }
            func has(_ name: String) -> Bool { request.value(forHTTPHeaderField: name) != nil }
            if !has("Expect") { lines.append("Expect:") }
            // Also for a POST, PUT or PATCH without a body, which libcurl would label a form.
            if !has("Content-Type") { lines.append("Content-Type:") }
            if let requestBody, requestBody.length == nil, !has("Transfer-Encoding") {
                lines.append("Transfer-Encoding: chunked")
            }
            return lines
        }

        // MARK: Callbacks (the transfer's thread, inside curl_easy_perform)

        private static let headerCallback: endpoint_curl_data_callback = { buffer, size, count, context in
            let transfer = Unmanaged<CurlTransfer>.fromOpaque(context!).takeUnretainedValue()
            let length = size * count
            return transfer.receiveHeaderLine(UnsafeRawBufferPointer(start: buffer, count: length)) ? length : 0
        }

        private static let writeCallback: endpoint_curl_data_callback = { buffer, size, count, context in
            let transfer = Unmanaged<CurlTransfer>.fromOpaque(context!).takeUnretainedValue()
            let length = size * count
            return transfer.receiveBody(UnsafeRawBufferPointer(start: buffer, count: length)) ? length : 0
        }

        private static let readCallback: endpoint_curl_data_callback = { buffer, size, count, context in
            let transfer = Unmanaged<CurlTransfer>.fromOpaque(context!).takeUnretainedValue()
            return transfer.sendBody(into: UnsafeMutableRawBufferPointer(start: buffer, count: size * count))
        }

        private static let progressCallback: endpoint_curl_progress_callback = { context, _, _, _, _ in
            Unmanaged<CurlTransfer>.fromOpaque(context!).takeUnretainedValue().shouldContinue() ? 0 : 1
        }

        /// Reads one header line; delivers the head once a final one is complete. `false` aborts the transfer.
        private func receiveHeaderLine(_ line: UnsafeRawBufferPointer) -> Bool {
            lastActivity = .now
            guard !isCancelled else { return false }
            switch head.read(line: line) {
            case .incomplete: return true
            case .complete: break
            case .malformed:
                failure = URLSessionHTTPClient.transportError(URLError(.badServerResponse))
                return false
            }
            guard let response = head.response(for: url) else {
                failure = APIError.invalidResponse
                return false
            }
            self.response = response
            let continuation = lock.withLock { () -> CheckedContinuation<HTTPStreamingResponse, any Error>? in
                isHeadDelivered = true
                defer { headContinuation = nil }
                return headContinuation
            }
            guard let continuation, let body else { return false }
            continuation.resume(returning: HTTPStreamingResponse(response: response, body: body.makeStream()))
            return true
        }

        /// Hands body bytes to the consumer; `false` aborts the transfer (cancelled, or past the buffer limit).
        private func receiveBody(_ bytes: UnsafeRawBufferPointer) -> Bool {
            lastActivity = .now
            guard !isCancelled, let body else { return false }
            receivedCount += bytes.count
            guard body.append(Data(bytes)) else {
                failure = APIError.responseTooLarge(limit: bufferLimit)
                return false
            }
            return true
        }

        /// Fills `buffer` with the next request body bytes; their count, 0 at the end, or libcurl's abort value.
        private func sendBody(into buffer: UnsafeMutableRawBufferPointer) -> Int {
            lastActivity = .now
            guard !isCancelled else { return Self.readAbort }
            guard let requestBody else { return 0 }
            return requestBody.read(into: buffer) ?? Self.readAbort
        }

        /// Called by libcurl at least once a second: `false` ends a cancelled or idle transfer.
        private func shouldContinue() -> Bool {
            guard !isCancelled else { return false }
            if let idleTimeout, ContinuousClock.now - lastActivity > idleTimeout {
                isTimedOut = true
                return false
            }
            return true
        }
    }
#endif
