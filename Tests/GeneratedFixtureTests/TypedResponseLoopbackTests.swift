import EdgeCasesAPI
@_spi(Generated) import EndpointRuntime
import EndpointSpec
import EndpointStubServer
import Foundation
import Testing

import struct EndpointTestSupport.OwnExecutorTrait
import enum EndpointTestSupport.RepositoryFiles

/// The edge-case spec's typed responses, generated through the plugin and run against the stub server (serving the
/// spec's own examples) over loopback with the real `URLSessionHTTPClient`.
@Suite(.ownExecutor) struct TypedResponseLoopbackTests {
    private let stub: StubServer
    private let client: EdgeCasesClient
    private let order = OrderDTO(id: "o-1", totalCents: 990)

    init() throws {
        let path = RepositoryFiles.path("Tests/EndpointCodegenTests/Fixtures/edge-cases.json")
        let loaded = SpecLoader.load(fileAt: path)
        let spec = try #require(loaded.spec, "\(loaded.diagnostics)")
        stub = try StubServer.start(spec: spec)
        client = EdgeCasesClient(baseURL: stub.baseURL, httpClient: URLSessionHTTPClient(timeout: .seconds(30)))
    }

    private func placeOrder(_ scenario: String) async throws -> EdgeCasesEndpoints.PlaceOrderResponse {
        try await client.placeOrder(body: order, scenario: scenario)
    }

    /// The typed error `scenario` answers with.
    private func placeOrderError(_ scenario: String) async throws -> EdgeCasesEndpoints.PlaceOrderError {
        try await #require(throws: EdgeCasesEndpoints.PlaceOrderError.self) { _ = try await placeOrder(scenario) }
    }

    // MARK: Successes

    @Test func eachDeclaredSuccessIsItsCase() async throws {
        guard case .ok(let existing) = try await placeOrder("ok") else { throw Unexpected("not .ok") }
        #expect(existing.id == "o-1")
        guard case .created(let receipt) = try await placeOrder("created") else { throw Unexpected("not .created") }
        #expect(receipt.orderID == "o-2")
        guard case .accepted = try await placeOrder("accepted") else { throw Unexpected("not .accepted") }
    }

    @Test func aSuccessStatusNothingDeclaresIsUnexpectedStatus() async throws {
        let error = try await #require(throws: APIError.self) { _ = try await placeOrder("undeclared") }
        #expect(error.statusCode == 203)
    }

    // MARK: Errors

    @Test func eachDeclaredErrorIsItsCaseWithStatusBodyBytesAndMessage() async throws {
        let notFound = try await placeOrderError("not-found")
        guard case .notFound(let response) = notFound else { throw Unexpected(notFound) }
        #expect(response.statusCode == 404)
        #expect(response.body.detail == "No product p-9.")
        let raw = try JSONSerialization.jsonObject(with: response.rawBody) as? [String: Any]
        #expect(raw?["title"] as? String == "Not Found")
        #expect(notFound.description == "The server answered 404 Not Found: No product p-9.")

        let conflict = try await placeOrderError("conflict")
        guard case .conflict(let busy) = conflict else { throw Unexpected(conflict) }
        #expect(busy.body == .busy)

        let invalid = try await placeOrderError("invalid")
        guard case .validationFailed(let validation) = invalid else { throw Unexpected(invalid) }
        #expect(validation.body.errors.first?.field == "total_cents")
        #expect(validation.body.errors.first?.code == .invalid)
        #expect(invalid.description == "The server answered 422 Unprocessable Content: Validation failed.")

        let teapot = try await placeOrderError("teapot")
        guard case .clientError(let range) = teapot else { throw Unexpected(teapot) }
        #expect(range.statusCode == 418)
        #expect(range.body.title == "I'm a teapot")
        #expect(teapot.description == "The server answered 418.")

        let down = try await placeOrderError("down")
        guard case .other(let other) = down else { throw Unexpected(down) }
        #expect(other.statusCode == 503)
        #expect(other.body.message == "Down for maintenance.")
    }

    /// A client of a loopback server answering every request with `status` and the JSON `body` (answers the spec's
    /// examples may not declare, since an example that does not fit its response is a spec warning).
    private func client(answering status: Int, _ body: String) throws -> (EdgeCasesClient, HTTPServer) {
        let server = HTTPServer { _ in .json(status: status, body) }
        let port = try server.start()
        let baseURL = try #require(URL(string: "http://127.0.0.1:\(port)"))
        return (EdgeCasesClient(baseURL: baseURL, httpClient: URLSessionHTTPClient(timeout: .seconds(30))), server)
    }

    @Test func aMalformedErrorBodyIsADecodingFailureThatKeepsItsBytes() async throws {
        let (client, server) = try client(answering: 404, #"{"title":404}"#)
        defer { server.stop() }
        let error = try await #require(throws: APIError.self) {
            _ = try await client.placeOrder(body: order, scenario: "malformed")
        }
        guard case .decoding(let failure) = error else { throw Unexpected(error) }
        #expect(failure.statusCode == 404)
        #expect(failure.codingPath == "title")
        #expect(failure.body.map { String(decoding: $0, as: UTF8.self) } == #"{"title":404}"#)
    }

    @Test func anUndeclaredErrorStatusStaysUnexpectedStatus() async throws {
        let (client, server) = try client(answering: 500, #"{"message":"boom"}"#)
        defer { server.stop() }
        let error = try await #require(throws: APIError.self) {
            _ = try await client.getWidget(widgetID: UUID(), xAPIVersion: 1)
        }
        #expect(error == .unexpectedStatus(code: 500, body: Data(#"{"message":"boom"}"#.utf8)))
        // The declared 404 of the same endpoint is typed (the body of the spec's example).
        let (declaredClient, declaredServer) = try self.client(answering: 404, #"{"message":"No such widget."}"#)
        defer { declaredServer.stop() }
        await #expect(throws: EdgeCasesEndpoints.GetWidgetError.self) {
            _ = try await declaredClient.getWidget(widgetID: UUID(), xAPIVersion: 1)
        }
    }

    @Test func cancellationStaysCancellationError() async throws {
        let task = Task { [client, order] in
            withUnsafeCurrentTask { $0?.cancel() }
            return try await client.placeOrder(body: order, scenario: "not-found")
        }
        await #expect(throws: CancellationError.self) { _ = try await task.value }
    }

    // MARK: Headers

    @Test func theResponseVariantReadsEveryDeclaredHeaderTyped() async throws {
        let response = try await client.withResponse(EdgeCasesEndpoints.placeOrder(body: order, scenario: "ok"))
        #expect(response.statusCode == 200)
        let headers = response.headers
        #expect(headers.xRateLimitRemaining == 59)
        #expect(headers.xRequestID == UUID(uuidString: "6F9619FF-8B86-D011-B42D-00C04FC964FF"))
        #expect(headers.retryAt == Date(timeIntervalSince1970: 784_111_777))
        #expect(headers.xTags == [1, 2, 3])
        #expect(headers.xCache == .hit)
        #expect(headers.xStock == .inStock)
        #expect(headers.isFlagged == true)
        #expect(headers.location == nil)
        #expect(headers.xRegion == "us-east")
        #expect(headers.xMode == .fast)
        #expect(headers.xSince == CalendarDate("2025-06-30"))
        #expect(headers.xSizes == [5, 50])
        #expect(response.headerFields["X-RATELIMIT-REMAINING"] == "59")

        let created = try await client.withResponse(EdgeCasesEndpoints.placeOrder(body: order, scenario: "created"))
        #expect(created.headers.location?.relativeString == "/orders/o-2")
    }

    @Test func aHeaderWithADefaultIsTheDefaultWhenTheServerLeavesItOut() async throws {
        let created = try await client.withResponse(EdgeCasesEndpoints.placeOrder(body: order, scenario: "created"))
        #expect(created.headerFields["X-Region"] == nil)
        let headers = created.headers
        #expect(headers.xRegion == "eu-west")
        #expect(headers.xMode == .slow)
        #expect(headers.xSince == CalendarDate("2024-01-31"))
        #expect(headers.xSizes == [10, 20])
        // A header without a default stays nil.
        #expect(headers.xCache == nil)
    }

    @Test func aMalformedHeaderWithADefaultIsStillAClearError() async throws {
        let error = try await #require(throws: APIError.self) {
            _ = try await client.withResponse(
                EdgeCasesEndpoints.placeOrder(body: order, scenario: "bad-defaulted-header")
            )
        }
        #expect(error == .invalidHeader(name: "X-Sizes", expected: "a comma-separated list of an integer"))
    }

    @Test func aMissingRequiredHeaderIsAClearError() async throws {
        let error = try await #require(throws: APIError.self) {
            _ = try await client.withResponse(EdgeCasesEndpoints.placeOrder(body: order, scenario: "no-location"))
        }
        #expect(error == .missingHeader(name: "Location"))
        // The plain call does not read headers.
        guard case .created = try await placeOrder("no-location") else { throw Unexpected("not .created") }
    }

    @Test func aMalformedIntegerHeaderIsAClearErrorNamingIt() async throws {
        let error = try await #require(throws: APIError.self) {
            _ = try await client.withResponse(EdgeCasesEndpoints.placeOrder(body: order, scenario: "bad-header"))
        }
        #expect(error == .invalidHeader(name: "X-RateLimit-Remaining", expected: "an integer"))
        #expect(error.description == "The response header 'X-RateLimit-Remaining' is not an integer.")
    }
}

/// A test failure naming what arrived instead.
private struct Unexpected: Error, CustomStringConvertible {
    let description: String
    init(_ value: Any) { description = "unexpected: \(value)" }
}
