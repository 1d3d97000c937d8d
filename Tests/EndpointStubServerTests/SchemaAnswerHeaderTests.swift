import EndpointSpec
import Testing

@testable import EndpointStubServer

/// The headers of an answer built from the schema: a required header is sent with its `default` when it has one
/// (the value a client assumes anyway), else a value of its type; a header that is not required is left out, so a
/// client reads its default.
@Suite("Schema-built answers: response headers")
struct SchemaAnswerHeaderTests {
    private static let spec = """
        name: Shop
        endpoints:
          ping:
            method: GET
            path: /ping
            responses:
              "200":
                type: string
                headers:
                  X-Mode: { type: string, enum: [fast, slow], default: slow, required: true }
                  X-Sizes: { type: array, items: { type: integer }, default: [10, 20], required: true }
                  X-Count: { type: integer, required: true }
                  X-Region: { type: string, default: eu-west }
        """

    @Test func requiredHeadersAreSentWithTheirDefaultsAndOthersLeftOut() throws {
        let result = SpecLoader().load(bytes: Array(Self.spec.utf8), path: "shop.yaml")
        let api = StubAPI(spec: try #require(result.spec, "\(result.diagnostics)"))
        var parser = HTTPRequestParser()
        parser.append(Array("GET /ping HTTP/1.1\r\n\r\n".utf8))
        let response = api.respond(to: try #require(try parser.nextRequest()))
        #expect(response.status == 200)
        #expect(response.headers["X-Mode"] == "slow")
        #expect(response.headers["X-Sizes"] == "10, 20")
        #expect(response.headers["X-Count"].flatMap { Int($0) } != nil)
        #expect(response.headers["X-Region"] == nil)
    }
}
