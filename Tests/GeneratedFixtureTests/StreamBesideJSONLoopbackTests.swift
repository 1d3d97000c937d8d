import EdgeCasesAPI
import EndpointRuntime
import EndpointStubServer
import Foundation
import Testing

import struct EndpointTestSupport.OwnExecutorTrait
import enum EndpointTestSupport.TransportUnderTest

/// The edge-case spec's responses with a `stream` beside their JSON — `searchGadgets` (a sentinel, the stream
/// property `live`) and `activity` (named events, no stream property) — generated through the plugin and used
/// both ways over loopback with each transport against the stub server serving the spec's examples.
@Suite(.ownExecutor) struct StreamBesideJSONLoopbackTests {
    private let stub: StubServer

    init() throws {
        stub = try EdgeCasesStub.start().stub
    }

    private func client(_ transport: TransportUnderTest) -> EdgeCasesClient {
        EdgeCasesClient(baseURL: stub.baseURL, httpClient: transport.makeClient(timeout: .seconds(30)))
    }

    @Test(arguments: TransportUnderTest.allCases)
    func thePlainCallAnswersJSONAndTheStreamingCallEveryMatchUntilTheSentinel(transport: TransportUnderTest)
        async throws
    {
        let client = client(transport)
        #expect(try await client.searchGadgets(body: GadgetQueryDTO(label: "g")) == GadgetDTO(label: "best"))
        let stream = try await client.searchGadgetsStream(body: GadgetQueryDTO(label: "g"))
        var matches: [GadgetDTO] = []
        for try await event in stream { matches.append(event.data) }
        #expect(matches == [GadgetDTO(label: "one"), GadgetDTO(label: "two")])
    }

    @Test func theCallsSetTheStreamPropertyTheirWay() throws {
        func sent<Response>(_ endpoint: Endpoint<Response>) throws -> [String: Any] {
            guard let value = endpoint.body else {
                Issue.record("the endpoint has no body")
                return [:]
            }
            let body = try JSONCoding.makeEncoder().encode(value)
            return try JSONSerialization.jsonObject(with: body) as? [String: Any] ?? [:]
        }
        #expect(try sent(EdgeCasesEndpoints.searchGadgets(body: GadgetQueryDTO(label: "g")))["live"] as? Bool == false)
        let explicit = GadgetQueryDTO(label: "g", live: true)
        #expect(try sent(EdgeCasesEndpoints.searchGadgets(body: explicit))["live"] as? Bool == true)
        let streaming = EdgeCasesEndpoints.searchGadgetsStream(body: GadgetQueryDTO(label: "g", live: false))
        #expect(try sent(streaming)["live"] as? Bool == true)
        #expect(streaming.headers["Accept"] == "text/event-stream, application/json")
        // `streamProperty: false`: the body goes as the caller built it.
        #expect(try sent(EdgeCasesEndpoints.activityStream(body: GadgetQueryDTO(label: "g")))["live"] == nil)
    }

    @Test(arguments: TransportUnderTest.allCases)
    func namedEventsDecodeByNameAndAnUnknownNameArrivesRaw(transport: TransportUnderTest) async throws {
        let client = client(transport)
        #expect(try await client.activity(body: GadgetQueryDTO(label: "g")) == GadgetDTO(label: "latest"))
        var events: [EdgeCasesEndpoints.ActivityStreamEvent] = []
        for try await event in try await client.activityStream(body: GadgetQueryDTO(label: "g")) {
            events.append(event.data)
        }
        #expect(
            events == [
                .gadgetAdded(GadgetDTO(label: "new")),
                .unknown(ServerSentEvent(type: "gadget.renamed", data: #"{"label":"renamed"}"#)),
                .gadgetCount(3),
            ]
        )
    }
}
