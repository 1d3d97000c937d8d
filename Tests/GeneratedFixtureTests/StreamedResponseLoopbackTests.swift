import EdgeCasesAPI
@_spi(Generated) import EndpointRuntime
import EndpointSpec
import EndpointStubServer
import Foundation
import Testing

import struct EndpointTestSupport.OwnExecutorTrait

/// The edge-case spec's streamed responses — server-sent events (typed and text, with a sentinel), JSON Lines and a
/// JSON text sequence — generated through the plugin and read over loopback with the real `URLSessionHTTPClient`
/// from the stub server serving the spec's examples.
@Suite(.ownExecutor) struct StreamedResponseLoopbackTests {
    private let stub: StubServer
    private let client: EdgeCasesClient

    init() throws {
        (stub, client) = try EdgeCasesStub.start()
    }

    private func collect<Element>(_ stream: ResponseStream<Element>) async throws -> [Element] {
        var items: [Element] = []
        for try await item in stream { items.append(item) }
        return items
    }

    @Test func typedEventsDecodeEachDataAndStopAtTheSentinel() async throws {
        let stream = try await client.watchGadgets()
        #expect(stream.statusCode == 200)
        #expect(stream.headerFields["Content-Type"] == "text/event-stream")
        let events = try await collect(stream)
        #expect(events.map(\.data) == [GadgetDTO(label: "first"), GadgetDTO(label: "second")])
        #expect(events.map(\.type) == ["message", "message"])
    }

    @Test func aDeclaredErrorIsThrownBeforeAnyEvent() async throws {
        let error = try await #require(throws: EdgeCasesEndpoints.WatchGadgetsError.self) {
            _ = try await client.watchGadgets(since: "never")
        }
        guard case .notFound(let response) = error else { return }
        #expect(response.body.message == "No updates since never.")
    }

    @Test func textEventsKeepTheirDataLinesJoined() async throws {
        let events = try await collect(try await client.tailLog())
        #expect(events.map(\.data) == ["started", "two\nlines"])
    }

    @Test func jsonLinesAndSequencesDecodeEachValue() async throws {
        let gadgets = try await collect(try await client.exportGadgets())
        #expect(gadgets.map(\.label) == ["a", "b", "c"])
        #expect(try await collect(try await client.countSequence()) == [1, nil, 3])
    }

    @Test func theWholeBodyIsStillAvailableThroughTheEndpoint() async throws {
        let body = try await client.apiClient.send(EdgeCasesEndpoints.exportGadgets())
        #expect(String(decoding: body, as: UTF8.self) == "{\"label\":\"a\"}\n{\"label\":\"b\"}\n{\"label\":\"c\"}\n")
    }
}
