import Foundation
import Testing

@testable import EndpointRuntime

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// What a `URLSessionHTTPClient` call throws when URLSession ends a transfer with an error after part of a body
/// arrived. Checked on the decision itself, so that no test has to win a race between URLSession's idle timer and
/// the client's own deadline: both say "timed out", and a body cut short may only be blamed on the server when the
/// client did not give up first.
@Suite("Transfer failures of URLSession")
struct TransferFailureTests {
    private static let url = URL(string: "http://127.0.0.1:8080/")!

    private static func head(contentLength: Int, encoding: String? = nil) -> HTTPURLResponse {
        var fields = ["Content-Length": String(contentLength)]
        fields["Content-Encoding"] = encoding
        return HTTPURLResponse(url: url, statusCode: 200, httpVersion: "HTTP/1.1", headerFields: fields)!
    }

    @Test func aBodyCutShortByTheServerSaysHowMuchArrived() {
        let failure = TransferDelegate.failure(
            for: URLError(.unknown),
            response: Self.head(contentLength: 100),
            received: 6
        )
        #expect(
            failure as? APIError
                == .transport(
                    code: URLError.Code.networkConnectionLost.rawValue,
                    description: "the connection closed after 6 of the 100 body bytes "
                        + "the server announced (Content-Length)"
                )
        )
    }

    /// URLSession's idle timer can fire a moment before the client's deadline; the server did not close anything.
    @Test func aTimeoutMidBodyStaysATimeout() {
        let failure = TransferDelegate.failure(
            for: URLError(.timedOut),
            response: Self.head(contentLength: 100),
            received: 6
        )
        #expect(
            failure as? APIError
                == .transport(code: URLError.Code.timedOut.rawValue, description: "the request timed out")
        )
    }

    @Test func aCancellationMidBodyStaysACancellation() {
        let failure = TransferDelegate.failure(
            for: URLError(.cancelled),
            response: Self.head(contentLength: 100),
            received: 6
        )
        #expect(failure is CancellationError)
    }

    @Test func aFailureWithoutAComparableLengthIsTheTransportError() {
        let compressed = TransferDelegate.failure(
            for: URLError(.networkConnectionLost),
            response: Self.head(contentLength: 100, encoding: "gzip"),
            received: 6
        )
        let headless = TransferDelegate.failure(for: URLError(.networkConnectionLost), response: nil, received: 0)
        let lost = APIError.transport(
            code: URLError.Code.networkConnectionLost.rawValue,
            description: "the network connection was lost"
        )
        #expect(compressed as? APIError == lost)
        #expect(headless as? APIError == lost)
    }
}
