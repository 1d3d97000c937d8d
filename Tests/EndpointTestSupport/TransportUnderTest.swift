@_spi(Generated) import EndpointRuntime
import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The real transports a loopback test runs against: `URLSessionHTTPClient` everywhere, and `CurlHTTPClient` on
/// Linux, so both are held to the same behaviour by the same tests.
public enum TransportUnderTest: String, CaseIterable, Sendable {
    /// `URLSessionHTTPClient`.
    case urlSession
    #if os(Linux)
        /// `CurlHTTPClient` (Linux only).
        case curl
    #endif

    /// A client of this transport.
    ///
    /// - Parameters:
    ///   - timeout: The deadline for each whole exchange; `nil` for none.
    ///   - maximumResponseSize: The largest body accepted, and the most bytes a stream holds for its consumer.
    ///   - idleTimeout: How long the server may stay silent, in whole seconds. URLSession on Linux takes it from
    ///     the session's `timeoutIntervalForRequest` (it ignores the request's), so the session is made with it;
    ///     requests should carry it as their `timeoutInterval` too.
    public func makeClient(
        timeout: Duration? = nil,
        maximumResponseSize: Int = URLSessionHTTPClient.defaultMaximumResponseSize,
        idleTimeout: TimeInterval? = nil
    ) -> any HTTPClient {
        switch self {
        case .urlSession:
            guard let idleTimeout else {
                return URLSessionHTTPClient(timeout: timeout, maximumResponseSize: maximumResponseSize)
            }
            let configuration = URLSessionConfiguration.ephemeral
            configuration.timeoutIntervalForRequest = idleTimeout
            return URLSessionHTTPClient(
                session: URLSessionHTTPClient.makeSession(configuration: configuration),
                timeout: timeout,
                maximumResponseSize: maximumResponseSize
            )
        #if os(Linux)
            case .curl:
                return CurlHTTPClient(timeout: timeout, maximumResponseSize: maximumResponseSize)
        #endif
        }
    }
}
