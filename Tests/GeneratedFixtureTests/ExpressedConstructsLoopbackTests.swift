import EdgeCasesAPI
import EndpointLocking
@_spi(Generated) import EndpointRuntime
import EndpointSpec
import EndpointStubServer
import Foundation
import Testing

import struct EndpointTestSupport.OwnExecutorTrait
import enum EndpointTestSupport.RepositoryFiles

/// The edge-case spec's integer, number and boolean enumerations, a model with additional properties and a model
/// with a variant, generated through the plugin and decoded from the stub server's examples over loopback with the
/// real `URLSessionHTTPClient`.
@Suite(.ownExecutor) struct ExpressedConstructsLoopbackTests {
    private let stub: StubServer
    private let client: EdgeCasesClient
    private let queries: Locked<[String]>

    init() throws {
        let path = RepositoryFiles.path("Tests/EndpointCodegenTests/Fixtures/edge-cases.json")
        let loaded = SpecLoader.load(fileAt: path)
        let spec = try #require(loaded.spec, "\(loaded.diagnostics)")
        let queries = Locked<[String]>([])
        self.queries = queries
        stub = try StubServer.start(spec: spec) { request, _ in
            queries.withLock { $0.append(request.target) }
        }
        client = EdgeCasesClient(baseURL: stub.baseURL, httpClient: URLSessionHTTPClient(timeout: .seconds(30)))
    }

    @Test func listedValuesDecodeToTheirCasesAndTravelAsParametersAndHeaders() async throws {
        let response = try await client.apiClient.response(
            for: EdgeCasesEndpoints.getTicket(id: "t-1", minimum: .urgent)
        )
        #expect(queries.current == ["/tickets/t-1?minimum=3"])
        #expect(response.headers.xPriority == .urgent)
        let ticket = response.body
        #expect(ticket.priority == .urgent)
        #expect(ticket.ratio == .value1Point5)
        #expect(ticket.pinned == .valueTrue)
        #expect(PriorityDTO(rawValue: 2) == .normal)
        #expect(RatioDTO.value0Point5.rawValue == 0.5)
    }

    @Test func unlistedValuesAreKeptAsUnknown() async throws {
        let ticket = try await client.getTicket(id: "t-2")
        #expect(ticket.priority == .unknown(7))
        #expect(ticket.ratio == .unknown(2.5))
        #expect(ticket.pinned == nil)
    }

    @Test func keysBesideThePropertiesLandInTheDictionary() async throws {
        let ticket = try await client.getTicket(id: "t-1")
        // A property named `additionalProperties` keeps its name; the dictionary takes the next one.
        #expect(ticket.additionalProperties == "declared")
        #expect(
            ticket.additionalProperties2 == [
                "assignee": .object(["name": .string("Ada"), "teams": .array([.string("core"), .null])]),
                "escalated": .bool(false),
            ]
        )
        #expect(ticket.labels?.color == "red")
        #expect(ticket.labels?.additionalProperties == ["votes": 12, "views": 340])
    }

    @Test func theVariantIsDecodedFromTheSameObject() async throws {
        let ticket = try await client.getTicket(id: "t-1")
        let payment = try #require(ticket.payment)
        #expect(payment.amountCents == 990)
        #expect(payment.method == "card")
        #expect(payment.variant == .cardPayment(CardPaymentDTO(method: "card", last4: "4242")))
    }

    @Test func anObjectMatchingNoAlternativeKeepsItsPropertiesWithoutAVariant() async throws {
        let ticket = try await client.getTicket(id: "t-2")
        let payment = try #require(ticket.payment)
        #expect(payment.amountCents == 5)
        #expect(payment.method == "cash")
        #expect(payment.variant == nil)
    }
}
