import EdgeCasesAPI
@_spi(Generated) import EndpointRuntime
import Foundation
import Testing

import struct EndpointTestSupport.OwnExecutorTrait

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// An endpoint taking its body as JSON, a form or text: each generated call sends its media type, and the stub
/// server (serving the edge-case spec) tells them apart.
@Suite(.ownExecutor) struct AlternativeBodyLoopbackTests {
    @Test func eachCallSendsItsOwnMediaTypeAndTheStubAcceptsEach() async throws {
        let (stub, client) = try EdgeCasesStub.start()
        defer { stub.stop() }

        // The form matches the example's `fields`; JSON and text get the example without fields.
        #expect(try await client.submitGadget(form: GadgetDTO(label: "from a form")) == "form")
        #expect(try await client.submitGadget(form: GadgetDTO(label: "another")) == "other")
        #expect(try await client.submitGadget(body: GadgetDTO(label: "from a form")) == "other")
        #expect(try await client.submitGadget(text: "from a form") == "other")
    }

    @Test func theFactoriesSetEachMediaType() throws {
        let builder = RequestBuilder(baseURL: try #require(URL(string: "https://example.com")))
        let json = try builder.request(for: EdgeCasesEndpoints.submitGadget(body: GadgetDTO(label: "a b")))
        let form = try builder.request(for: EdgeCasesEndpoints.submitGadget(form: GadgetDTO(label: "a b")))
        let text = try builder.request(for: EdgeCasesEndpoints.submitGadget(text: "a b"))
        #expect(json.value(forHTTPHeaderField: "Content-Type") == "application/json")
        #expect(json.httpBody == Data(#"{"label":"a b"}"#.utf8))
        #expect(form.value(forHTTPHeaderField: "Content-Type") == "application/x-www-form-urlencoded")
        #expect(form.httpBody == Data("label=a+b".utf8))
        #expect(text.value(forHTTPHeaderField: "Content-Type") == "text/plain; charset=utf-8")
        #expect(text.httpBody == Data("a b".utf8))
    }
}
