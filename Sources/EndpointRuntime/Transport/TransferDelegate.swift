import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The delegate of the sessions ``URLSessionHTTPClient`` creates: it streams each response body so the size
/// limit is enforced while bytes arrive, hands streamed bodies to their consumer chunk by chunk, and keeps
/// credentials from following a redirect to another origin.
///
/// Each transfer is registered under its task identifier. A buffered transfer's continuation is resumed exactly
/// once: with the body, a failure, or `CancellationError` when the calling task is cancelled. A streamed
/// transfer resumes its head continuation once (the response, a failure or `CancellationError`), then feeds its
/// ``StreamingBody`` until the task completes.
final class TransferDelegate: NSObject, URLSessionDataDelegate, @unchecked Sendable {
    // @unchecked: `transfers` is only touched under `lock`; the delegate queue and callers share it.

    /// Where a transfer's outcome goes.
    private enum Delivery {
        /// The whole body, once.
        case buffered(CheckedContinuation<(Data, HTTPURLResponse), any Error>)
        /// The head once (`nil` after), then the body chunk by chunk.
        case streamed(head: CheckedContinuation<HTTPStreamingResponse, any Error>?, body: StreamingBody)
    }

    /// One response in flight.
    private struct Transfer {
        let limit: Int
        /// The credential names the API declares (``RequestContext/credentialNames`` of the sending task).
        let credentialNames: CredentialNames?
        var delivery: Delivery
        var response: HTTPURLResponse?
        /// The body received so far (buffered transfers only).
        var body = Data()
        /// How many body bytes arrived.
        var receivedCount = 0
    }

    private let lock = NSLock()
    private var transfers: [Int: Transfer] = [:]

    // MARK: Callback queue

    /// The serial dispatch queue the session's callbacks run on: a thread of its own, never one of the shared
    /// pool. With FoundationNetworking an `OperationQueue` without an underlying queue runs its operations on the
    /// global concurrent queue, whose threads (one per core) Swift concurrency's jobs also use; while CPU-bound
    /// work holds them, a response head waits for its callback with the transfer paused, until the session's idle
    /// timeout fails it (`URLError.timedOut`) although the server answered at once.
    private let callbackDispatchQueue: DispatchQueue

    /// The session's delegate queue: serial, on ``callbackDispatchQueue`` (which this object keeps alive, as
    /// `OperationQueue.underlyingQueue` does not retain it).
    let callbackQueue: OperationQueue

    override init() {
        let label = "EndpointRuntime.URLSessionHTTPClient.callbacks"
        let dispatchQueue = DispatchQueue(label: label)
        let queue = OperationQueue()
        queue.name = label
        queue.maxConcurrentOperationCount = 1
        queue.underlyingQueue = dispatchQueue
        callbackDispatchQueue = dispatchQueue
        callbackQueue = queue
        super.init()
    }

    // MARK: Transfers

    /// Sends `request` on `session` (whose delegate is this object) and returns the body and response.
    func data(
        for request: URLRequest,
        on session: URLSession,
        maximumResponseSize: Int
    ) async throws -> (Data, HTTPURLResponse) {
        let credentialNames = RequestContext.current.credentialNames
        let task = session.dataTask(with: request)
        let identifier = task.taskIdentifier
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                start(
                    task,
                    Transfer(
                        limit: maximumResponseSize,
                        credentialNames: credentialNames,
                        delivery: .buffered(continuation)
                    )
                )
            }
        } onCancel: {
            fail(identifier, with: CancellationError(), cancelling: task)
        }
    }

    /// Sends `request` on `session` and returns the response as soon as its head arrives, with a body that holds
    /// at most `bufferLimit` bytes its consumer has not taken yet.
    func stream(for request: URLRequest, on session: URLSession, bufferLimit: Int) async throws
        -> HTTPStreamingResponse
    {
        let credentialNames = RequestContext.current.credentialNames
        let task = session.dataTask(with: request)
        let identifier = task.taskIdentifier
        let body = StreamingBody(limit: bufferLimit) { task.cancel() }
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                start(
                    task,
                    Transfer(
                        limit: bufferLimit,
                        credentialNames: credentialNames,
                        delivery: .streamed(head: continuation, body: body)
                    )
                )
            }
        } onCancel: {
            // Only the wait for the head is cancelled here; the body's own consumer cancels it later.
            let waiting = lock.withLock { () -> Bool in
                guard case .streamed(.some, _) = transfers[identifier]?.delivery else { return false }
                return true
            }
            if waiting { fail(identifier, with: CancellationError(), cancelling: task) }
        }
    }

    /// Registers `transfer` and resumes `task`, or ends it at once when the calling task is already cancelled
    /// (a cancellation that arrived before the registration is honoured here).
    private func start(_ task: URLSessionDataTask, _ transfer: Transfer) {
        lock.withLock { transfers[task.taskIdentifier] = transfer }
        if Task.isCancelled {
            fail(task.taskIdentifier, with: CancellationError(), cancelling: task)
        } else {
            task.resume()
        }
    }

    /// Ends the transfer with `error` unless it already finished: the pending continuation, or the body of a
    /// streamed transfer whose head was delivered, gets it. Cancels `task` if given.
    private func fail(_ identifier: Int, with error: any Error, cancelling task: URLSessionTask? = nil) {
        let transfer = lock.withLock { transfers.removeValue(forKey: identifier) }
        task?.cancel()
        switch transfer?.delivery {
        case .buffered(let continuation)?: continuation.resume(throwing: error)
        case .streamed(let head?, _)?: head.resume(throwing: error)
        case .streamed(nil, let body)?: body.finish(throwing: error)
        case nil: break
        }
    }

    // MARK: URLSessionDataDelegate

    func urlSession(
        _ session: URLSession,
        dataTask: URLSessionDataTask,
        didReceive response: URLResponse,
        completionHandler: @escaping (URLSession.ResponseDisposition) -> Void
    ) {
        let identifier = dataTask.taskIdentifier
        guard let response = response as? HTTPURLResponse else {
            fail(identifier, with: APIError.invalidResponse, cancelling: dataTask)
            return completionHandler(.cancel)
        }
        let (transfer, head) = lock.withLock {
            () -> (Transfer?, CheckedContinuation<HTTPStreamingResponse, any Error>?) in
            guard var transfer = transfers[identifier] else { return (nil, nil) }
            transfer.response = response
            var head: CheckedContinuation<HTTPStreamingResponse, any Error>?
            if case .streamed(let pending, let body) = transfer.delivery {
                head = pending
                transfer.delivery = .streamed(head: nil, body: body)
            }
            transfers[identifier] = transfer
            return (transfer, head)
        }
        guard let transfer else { return completionHandler(.cancel) }
        switch transfer.delivery {
        case .buffered:
            if response.expectedContentLength > Int64(transfer.limit) {
                fail(identifier, with: APIError.responseTooLarge(limit: transfer.limit), cancelling: dataTask)
                return completionHandler(.cancel)
            }
        case .streamed(_, let body):
            head?.resume(returning: HTTPStreamingResponse(response: response, body: body.makeStream()))
        }
        completionHandler(.allow)
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        let identifier = dataTask.taskIdentifier
        let (exceededLimit, body) = lock.withLock { () -> (Int?, StreamingBody?) in
            guard var transfer = transfers[identifier] else { return (nil, nil) }
            transfer.receivedCount += data.count
            defer { transfers[identifier] = transfer }
            switch transfer.delivery {
            case .buffered:
                guard transfer.body.count + data.count <= transfer.limit else { return (transfer.limit, nil) }
                transfer.body.append(data)
                return (nil, nil)
            case .streamed(_, let body):
                return (nil, body)
            }
        }
        if let body, !body.append(data) {
            let limit = lock.withLock { transfers[identifier]?.limit } ?? 0
            fail(identifier, with: APIError.responseTooLarge(limit: limit), cancelling: dataTask)
        } else if let limit = exceededLimit {
            fail(identifier, with: APIError.responseTooLarge(limit: limit), cancelling: dataTask)
        }
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
        let identifier = task.taskIdentifier
        if let error {
            let transfer = lock.withLock { transfers[identifier] }
            let failure = Self.failure(for: error, response: transfer?.response, received: transfer?.receivedCount ?? 0)
            return fail(identifier, with: failure)
        }
        guard let transfer = lock.withLock({ transfers.removeValue(forKey: identifier) }) else { return }
        switch transfer.delivery {
        case .buffered(let continuation):
            guard let response = transfer.response else {
                return continuation.resume(throwing: APIError.invalidResponse)
            }
            continuation.resume(returning: (transfer.body, response))
        case .streamed(let head?, _): head.resume(throwing: APIError.invalidResponse)
        case .streamed(nil, let body): body.finish(throwing: Self.cutShortBody(transfer))
        }
    }

    /// The failure callers see for a transfer URLSession ended with `error`: a body cut short says how much of
    /// its `Content-Length` arrived, unless the transfer timed out or was cancelled, which say more (the server did
    /// not close the connection; the client gave up on it).
    /// `response` is the head received, if any, and `received` the count of body bytes after it.
    static func failure(for error: any Error, response: HTTPURLResponse?, received: Int) -> any Error {
        let code = (error as? URLError)?.code
        guard code != .timedOut, code != .cancelled, let cutShort = cutShortBody(of: response, received: received)
        else { return URLSessionHTTPClient.transportError(error) }
        return cutShort
    }

    /// The failure of a transfer that ended with fewer body bytes than its `Content-Length` announced
    /// (URLSession reports it as an unknown error on Linux, a lost connection on Apple platforms); `nil` when the
    /// length is unknown or the body is compressed, so the received byte count cannot be compared with it.
    private static func cutShortBody(_ transfer: Transfer) -> APIError? {
        cutShortBody(of: transfer.response, received: transfer.receivedCount)
    }

    /// The failure of a body that ended after `received` bytes, fewer than `response`'s `Content-Length`
    /// announced; `nil` when the length is unknown or the body is compressed, so the byte counts cannot be
    /// compared. Shared by both transports.
    static func cutShortBody(of response: HTTPURLResponse?, received: Int) -> APIError? {
        guard let response, response.expectedContentLength > Int64(received) else { return nil }
        let encoding = response.value(forHTTPHeaderField: "Content-Encoding")?.lowercased()
        guard encoding == nil || encoding == "identity" else { return nil }
        let announced = response.expectedContentLength
        return APIError.transport(
            code: URLError.Code.networkConnectionLost.rawValue,
            description: "the connection closed after \(received) of the \(announced) body bytes "
                + "the server announced (Content-Length)"
        )
    }

    // MARK: Redirects

    func urlSession(
        _ session: URLSession,
        task: URLSessionTask,
        willPerformHTTPRedirection response: HTTPURLResponse,
        newRequest request: URLRequest,
        completionHandler: @escaping (URLRequest?) -> Void
    ) {
        let names = lock.withLock { transfers[task.taskIdentifier]?.credentialNames }
        completionHandler(Self.redirect(request, from: response.url ?? task.currentRequest?.url, declared: names))
    }
}
