import EndpointSpec
import Testing

@testable import EndpointStubServer

/// Examples matching on the fields of form and multipart request bodies, and bodies that are not what the endpoint
/// declares.
@Suite("Stub examples matched by body fields")
struct BodyFieldExampleTests {
    private static let spec = """
        name: Uploads
        models:
          Upload:
            type: object
            properties: { title: { type: string }, file: { type: string, format: byte }, tags: { type: array, items: { type: string } } }
            required: [title]
          Login: { type: object, properties: { user: { type: string }, remember: { type: boolean } } }
        endpoints:
          upload:
            method: POST
            path: /uploads
            body: { contentType: multipart/form-data, $ref: Upload }
            responses: { "201": { type: string, contentType: text/plain }, "422": { type: string, contentType: text/plain } }
            examples:
              - { fields: { file: huge.bin }, status: 422, body: too big }
              - { fields: { title: Front, tags: [a, b] }, status: 201, body: front }
              - { status: 201, body: stored }
          login:
            method: POST
            path: /login
            body: { contentType: application/x-www-form-urlencoded, $ref: Login }
            responses: { "200": { type: string, contentType: text/plain }, "401": { type: string, contentType: text/plain } }
            examples:
              - { fields: { user: ann lee, remember: true }, status: 200, body: welcome }
              - { status: 401, body: who }
        """

    private let api: StubAPI

    init() throws {
        let result = SpecLoader().load(bytes: Array(Self.spec.utf8), path: "uploads.yaml")
        api = StubAPI(spec: try #require(result.spec, "\(result.diagnostics)"))
    }

    private func post(_ path: String, contentType: String?, body: String) throws -> (Int, String) {
        var parser = HTTPRequestParser()
        var head = "POST \(path) HTTP/1.1\r\nContent-Length: \(body.utf8.count)\r\n"
        if let contentType { head += "Content-Type: \(contentType)\r\n" }
        parser.append(Array((head + "\r\n" + body).utf8))
        let response = api.respond(to: try #require(try parser.nextRequest()))
        return (response.status, String(decoding: response.body, as: UTF8.self))
    }

    /// A multipart body of `parts` (name, filename, content) with the boundary `XyZ`.
    private func multipart(_ parts: [(String, String?, String)]) -> String {
        parts.map { name, filename, content in
            "--XyZ\r\nContent-Disposition: form-data; name=\"\(name)\""
                + (filename.map { "; filename=\"\($0)\"" } ?? "") + "\r\n\r\n" + content + "\r\n"
        }
        .joined() + "--XyZ--\r\n"
    }

    private let multipartType = "multipart/form-data; boundary=XyZ"

    @Test func aFilePartMatchesByItsFilename() throws {
        let body = multipart([("title", nil, "Back"), ("file", "huge.bin", "0123")])
        #expect(try post("/uploads", contentType: multipartType, body: body) == (422, "too big"))
    }

    @Test func textFieldsMatchByTheirTextAndRepeatedFieldsInOrder() throws {
        let front = multipart([("title", nil, "Front"), ("tags", nil, "a"), ("tags", nil, "b"), ("file", "x", "")])
        #expect(try post("/uploads", contentType: multipartType, body: front) == (201, "front"))
        let reordered = multipart([("title", nil, "Front"), ("tags", nil, "b"), ("tags", nil, "a")])
        #expect(try post("/uploads", contentType: multipartType, body: reordered) == (201, "stored"))
    }

    @Test func formFieldsAreDecodedBeforeMatching() throws {
        let type = "application/x-www-form-urlencoded"
        #expect(try post("/login", contentType: type, body: "remember=true&user=ann+lee") == (200, "welcome"))
        #expect(try post("/login", contentType: type, body: "user=ann%20lee&remember=true") == (200, "welcome"))
        #expect(try post("/login", contentType: type, body: "user=ann&remember=true") == (401, "who"))
        #expect(try post("/login", contentType: "\(type); charset=utf-8", body: "") == (401, "who"))
    }

    @Test func anotherContentTypeIs415AndAMalformedBodyIs400() throws {
        let (status, message) = try post("/uploads", contentType: "application/json", body: "{}")
        #expect(status == 415)
        #expect(
            message.contains("This endpoint takes a multipart/form-data body; the request sent 'application/json'.")
        )
        #expect(try post("/login", contentType: nil, body: "user=a").0 == 415)
        let (noBoundary, why) = try post("/uploads", contentType: "multipart/form-data", body: "x")
        #expect(noBoundary == 400)
        #expect(why.contains("has no boundary"))
        let (malformed, reason) = try post("/uploads", contentType: multipartType, body: "--Other\r\n\r\nx")
        #expect(malformed == 400)
        #expect(reason.contains("The multipart/form-data body is malformed: "))
    }
}
