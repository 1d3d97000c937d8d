import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The delegate of the sessions ``URLSessionHTTPClient`` creates: it streams each response body so the size
/// limit is enforced while bytes arrive, and keeps credentials from following a redirect to another origin.
///
/// Each transfer is registered under its task identifier with a continuation that is resumed exactly once:
/// with the body, a failure, or `CancellationError` when the calling task is cancelled.
final class TransferDelegate: NSObject, URLSessionDataDelegate, @unchecked Sendable {
    // @unchecked: `transfers` is only touched under `lock`; the delegate queue and callers share it.

    /// One response in flight.
    private struct Transfer {
        let limit: Int
        /// The credential names the API declares (``RequestContext/credentialNames`` of the sending task).
        let credentialNames: CredentialNames?
        let continuation: CheckedContinuation<(Data, HTTPURLResponse), any Error>
        var response: HTTPURLResponse?
        var body = Data()
    }

    private let lock = NSLock()
    private var transfers: [Int: Transfer] = [:]

    // MARK: Transfers

    /// Sends `request` on `session` (whose delegate is this object) and returns the body and response.
    func data(
        for request: URLRequest,
        on session: URLSession,
        maximumResponseSize: Int
    ) async throws -> (Data, HTTPURLResponse) {
        let credentialNames = RequestContext.credentialNames
        let task = session.dataTask(with: request)
        let identifier = task.taskIdentifier
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                lock.withLock {
                    transfers[identifier] = Transfer(
                        limit: maximumResponseSize,
                        credentialNames: credentialNames,
                        continuation: continuation
                    )
                }
                // A cancellation that arrived before the registration is honoured here.
                if Task.isCancelled {
                    finish(identifier, with: .failure(CancellationError()), cancelling: task)
                } else {
                    task.resume()
                }
            }
        } onCancel: {
            finish(identifier, with: .failure(CancellationError()), cancelling: task)
        }
    }

    /// Resumes the transfer's continuation with `result` unless it already finished; cancels `task` if given.
    private func finish(
        _ identifier: Int,
        with result: Result<(Data, HTTPURLResponse), any Error>,
        cancelling task: URLSessionTask? = nil
    ) {
        let transfer = lock.withLock { transfers.removeValue(forKey: identifier) }
        task?.cancel()
        transfer?.continuation.resume(with: result)
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
            finish(identifier, with: .failure(APIError.invalidResponse), cancelling: dataTask)
            return completionHandler(.cancel)
        }
        let limit = lock.withLock { () -> Int? in
            transfers[identifier]?.response = response
            return transfers[identifier]?.limit
        }
        if let limit, response.expectedContentLength > Int64(limit) {
            finish(identifier, with: .failure(APIError.responseTooLarge(limit: limit)), cancelling: dataTask)
            return completionHandler(.cancel)
        }
        completionHandler(.allow)
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        let identifier = dataTask.taskIdentifier
        let exceededLimit = lock.withLock { () -> Int? in
            guard var transfer = transfers[identifier] else { return nil }
            guard transfer.body.count + data.count <= transfer.limit else { return transfer.limit }
            transfer.body.append(data)
            transfers[identifier] = transfer
            return nil
        }
        if let limit = exceededLimit {
            finish(identifier, with: .failure(APIError.responseTooLarge(limit: limit)), cancelling: dataTask)
        }
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
        let identifier = task.taskIdentifier
        if let error {
            let cutShort = lock.withLock { transfers[identifier].flatMap(Self.cutShortBody) }
            return finish(identifier, with: .failure(cutShort ?? error))
        }
        let outcome = lock.withLock { transfers[identifier].map { ($0.body, $0.response) } }
        guard let (body, response) = outcome else { return }
        guard let response else { return finish(identifier, with: .failure(APIError.invalidResponse)) }
        finish(identifier, with: .success((body, response)))
    }

    /// The failure of a transfer that ended early with fewer body bytes than its `Content-Length` announced
    /// (URLSession reports it as an unknown error on Linux, a lost connection on Apple platforms); `nil` when the
    /// length is unknown or the body is compressed, so the received byte count cannot be compared with it.
    private static func cutShortBody(_ transfer: Transfer) -> APIError? {
        guard let response = transfer.response, response.expectedContentLength > Int64(transfer.body.count) else {
            return nil
        }
        let encoding = response.value(forHTTPHeaderField: "Content-Encoding")?.lowercased()
        guard encoding == nil || encoding == "identity" else { return nil }
        let announced = response.expectedContentLength
        return APIError.transport(
            code: URLError.Code.networkConnectionLost.rawValue,
            description: "the connection closed after \(transfer.body.count) of the \(announced) body bytes "
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

    /// `request` without credentials when it leaves the origin (scheme, host and port) of `previousURL`: without
    /// credential headers (see ``Redaction/isSensitiveHeader(_:declared:)``, `Cookie` among them) and without the
    /// query items `declared` names; unchanged when it stays on the same origin.
    static func redirect(_ request: URLRequest, from previousURL: URL?, declared: CredentialNames? = nil) -> URLRequest
    {
        guard let target = request.url, let previousURL, !isSameOrigin(target, previousURL) else { return request }
        var request = request
        for name in (request.allHTTPHeaderFields ?? [:]).keys
        where Redaction.isSensitiveHeader(name, declared: declared) {
            request.setValue(nil, forHTTPHeaderField: name)
        }
        if let declared, !declared.queryItems.isEmpty,
            var components = URLComponents(url: target, resolvingAgainstBaseURL: true),
            let query = components.percentEncodedQuery
        {
            let kept = query.split(separator: "&", omittingEmptySubsequences: false).filter { pair in
                let rawName = String(pair.prefix { $0 != "=" })
                return !declared.queryItems.contains(rawName.removingPercentEncoding ?? rawName)
            }
            components.percentEncodedQuery = kept.isEmpty ? nil : kept.joined(separator: "&")
            if let url = components.url { request.url = url }
        }
        return request
    }

    private static func isSameOrigin(_ first: URL, _ second: URL) -> Bool {
        first.scheme?.lowercased() == second.scheme?.lowercased()
            && first.host?.lowercased() == second.host?.lowercased()
            && effectivePort(first) == effectivePort(second)
    }

    private static func effectivePort(_ url: URL) -> Int? {
        url.port ?? ["http": 80, "https": 443][url.scheme?.lowercased() ?? ""]
    }
}
