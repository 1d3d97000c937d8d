#if os(Linux)
    import Foundation

    #if canImport(FoundationNetworking)
        import FoundationNetworking
    #endif

    /// The request a redirect asks for, as ``CurlHTTPClient`` follows it.
    enum CurlRedirect {
        /// The statuses followed: 301, 302, 303, 307 and 308.
        private static let followed: Set<Int> = [301, 302, 303, 307, 308]

        /// The request `response` redirects `request` to, or `nil` when it is the answer: not a followed status,
        /// no usable `Location`, a target that is not HTTP(S), or a body that must be sent again and cannot be.
        ///
        /// 303, and 301/302 after a `POST`, become a `GET` without body (as URLSession and browsers do); 307/308
        /// keep the method and body. Leaving the origin strips credentials
        /// (``TransferDelegate/redirect(_:from:declared:)``).
        static func request(
            following response: HTTPURLResponse,
            of request: URLRequest,
            declared: CredentialNames?
        ) -> URLRequest? {
            guard followed.contains(response.statusCode),
                let location = response.value(forHTTPHeaderField: "Location"),
                let current = request.url,
                let target = URL(string: location, relativeTo: current)?.absoluteURL,
                let scheme = target.scheme?.lowercased(), scheme == "http" || scheme == "https"
            else { return nil }
            let method = request.httpMethod?.uppercased() ?? "GET"
            let becomesGET =
                response.statusCode == 303 ? method != "HEAD" : response.statusCode <= 302 && method == "POST"
            var next: URLRequest
            if becomesGET {
                next = request
                next.httpMethod = "GET"
                next.httpBody = nil
                next.httpBodyStream = nil
                for name in ["Content-Type", "Content-Length", "Transfer-Encoding"] {
                    next.setValue(nil, forHTTPHeaderField: name)
                }
            } else {
                guard let replayable = request.withReplayableBody() else { return nil }
                next = replayable
            }
            next.url = target
            return TransferDelegate.redirect(next, from: current, declared: declared)
        }
    }
#endif
