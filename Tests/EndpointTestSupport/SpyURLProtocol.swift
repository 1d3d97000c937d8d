import EndpointLocking
import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// A `URLProtocol` that records every request a session hands it, as the session hands it (its `timeoutInterval`
/// included), and answers each at once with `200` and an empty body: what a transport asks of URLSession, seen
/// without a server or a clock.
public final class SpyURLProtocol: URLProtocol {
    private static let recorded = Locked<[URLRequest]>([])

    /// The requests recorded so far for `url`, in order (tests running beside each other use different URLs).
    public static func requests(for url: URL) -> [URLRequest] {
        recorded.withLock { requests in requests.filter { $0.url == url } }
    }

    /// An ephemeral session that loads every request through this protocol.
    public static func makeSession() -> URLSession {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.protocolClasses = [SpyURLProtocol.self]
        return URLSession(configuration: configuration)
    }

    override public class func canInit(with request: URLRequest) -> Bool { true }

    override public class func canonicalRequest(for request: URLRequest) -> URLRequest { request }

    override public func startLoading() {
        let request = request
        Self.recorded.withLock { $0.append(request) }
        let url = request.url ?? URL(fileURLWithPath: "/")
        if let response = HTTPURLResponse(url: url, statusCode: 200, httpVersion: "HTTP/1.1", headerFields: [:]) {
            client?.urlProtocol(self, didReceive: response, cacheStoragePolicy: .notAllowed)
        }
        client?.urlProtocolDidFinishLoading(self)
    }

    override public func stopLoading() {}
}
