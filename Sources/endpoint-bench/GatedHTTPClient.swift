@_spi(Generated) import EndpointRuntime
import EndpointTestSupport
import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// An ``HTTPClient`` that holds each request at a ``LoadGate`` (which counts them) before answering like its
/// `StubHTTPClient`, so a load stays in flight while concurrent callers pile up behind it. Not a test double: a
/// decorator that paces a benchmark.
struct GatedHTTPClient: HTTPClient {
    /// Answers the requests once the gate opens.
    let stub: StubHTTPClient
    /// Holds requests until the benchmark opens it.
    let gate: LoadGate

    /// Waits for the gate (which counts the request), then answers.
    func data(for request: URLRequest) async throws -> (Data, HTTPURLResponse) {
        await gate.passThrough()
        return try await stub.data(for: request)
    }
}

/// A one-shot gate: callers wait in ``passThrough()`` until ``open()``; it counts everyone who came.
actor LoadGate {
    /// How many callers reached the gate: the number of requests made.
    private(set) var arrivals = 0
    private var isOpen = false
    private var waiting: [CheckedContinuation<Void, Never>] = []

    /// Counts the caller and returns once the gate is open.
    func passThrough() async {
        arrivals += 1
        guard !isOpen else { return }
        await withCheckedContinuation { waiting.append($0) }
    }

    /// Opens the gate for everyone waiting and everyone who comes later.
    func open() {
        isOpen = true
        let released = waiting
        waiting = []
        for continuation in released { continuation.resume() }
    }
}

extension StubHTTPClient {
    /// A stub answering `200` with `body` as `application/json; charset=utf-8`, as the benchmarks' servers do.
    static func answeringJSON(_ body: Data) -> StubHTTPClient {
        StubHTTPClient(headers: ["Content-Type": "application/json; charset=utf-8"], body: body)
    }
}
