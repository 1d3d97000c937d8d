import EdgeCasesAPI
@_spi(Generated) import EndpointRuntime
import EndpointTestSupport
import Foundation
import Testing

import struct EndpointTestSupport.OwnExecutorTrait

/// A binary response downloaded to a file by the generated overload of an alternative body's call
/// (`renderGadget(form:to:progress:)` beside `renderGadget(body:to:progress:)`), against the spec's stub server.
@Suite(.ownExecutor) struct AlternativeBodyDownloadLoopbackTests {
    @Test func eachBodysCallDownloadsItsOwnAnswerToAFile() async throws {
        let (stub, client) = try EdgeCasesStub.start()
        defer { stub.stop() }
        let directory = try TemporaryFileTree([:])
        defer { directory.remove() }
        let formSheet = URL(fileURLWithPath: directory.path("form.pdf"))
        let jsonSheet = URL(fileURLWithPath: directory.path("json.pdf"))
        let gadget = GadgetDTO(label: "from a form")

        let formWritten = try await client.renderGadget(form: gadget, to: formSheet)
        let jsonWritten = try await client.renderGadget(body: gadget, to: jsonSheet)

        // The stub answers the form with the example whose `fields` match it, and the JSON body with the other.
        #expect(formWritten == formSheet)
        #expect(try Data(contentsOf: formSheet) == Data("%PDF-form".utf8))
        #expect(jsonWritten == jsonSheet)
        #expect(try Data(contentsOf: jsonSheet) == Data("%PDF-json".utf8))
    }
}
