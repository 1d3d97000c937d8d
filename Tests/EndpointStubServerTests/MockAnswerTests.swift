import EndpointSpec
import Foundation
import Testing

@testable import EndpointStubServer

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The mock server's answers over loopback, Prism's way: every operation answers (examples, then the schema), the
/// `Prefer` header picks the status or the example, and an invalid request gets `422` listing every violation.
@Suite("Mock answers over loopback")
struct MockAnswerTests {
    static let spec = """
        name: Pets
        models:
          Pet:
            type: object
            properties:
              id: { type: integer, format: int64 }
              name: { type: string }
              born: { type: string, format: date }
              tags: { type: array, items: { type: string } }
            required: [id, name]
          NewPet:
            type: object
            properties: { name: { type: string }, age: { type: integer }, kind: { type: string, enum: [cat, dog] } }
            required: [name, age, kind]
          Problem: { type: object, properties: { message: { type: string } }, required: [message] }
        securitySchemes:
          token: { type: http, scheme: bearer }
        endpoints:
          listPets:
            method: GET
            path: /pets
            parameters:
              limit: { in: query, type: integer, format: int32 }
              since: { in: query, type: string, format: date }
            responses: { "200": { type: array, items: { $ref: Pet } }, "404": { $ref: Problem } }
          getPet:
            method: GET
            path: /pets/{id}
            parameters: { id: { in: path, type: integer } }
            responses: { "201": { $ref: Pet }, "200": { $ref: Pet }, "404": { $ref: Problem } }
            examples:
              - { name: missing, status: 404, body: { message: No such pet. } }
          createPet:
            method: POST
            path: /pets
            body: { $ref: NewPet }
            responses: { "201": { $ref: Pet }, "400": { $ref: Problem } }
            security: [{ token: [] }]
        """

    private let stub: StubServer

    init() throws {
        let result = SpecLoader().load(bytes: Array(Self.spec.utf8), path: "pets.yaml")
        stub = try StubServer.start(spec: try #require(result.spec, "\(result.diagnostics)"), credentials: .required)
    }

    private func send(
        _ method: String,
        _ path: String,
        headers: [String: String] = [:],
        body: String? = nil
    ) async throws -> (status: Int, text: String, contentType: String?) {
        var request = URLRequest(url: URL(string: stub.baseURL.absoluteString + path)!)
        request.httpMethod = method
        for (name, value) in headers { request.setValue(value, forHTTPHeaderField: name) }
        request.httpBody = body.map { Data($0.utf8) }
        let session = URLSession(configuration: .ephemeral)
        defer { session.finishTasksAndInvalidate() }
        let (data, response) = try await session.data(for: request)
        let http = try #require(response as? HTTPURLResponse)
        return (http.statusCode, String(decoding: data, as: UTF8.self), http.value(forHTTPHeaderField: "Content-Type"))
    }

    @Test func anOperationWithoutExamplesAnswersABodyBuiltFromTheSchema() async throws {
        let answer = try await send("GET", "/pets?limit=2")
        #expect(answer.status == 200)
        #expect(answer.text == #"[{"id":0,"name":"string","born":"2024-01-01","tags":["string"]}]"#)
    }

    @Test func theLowestDeclaredSuccessAnswersAndAnErrorExampleOnlyWhenAskedFor() async throws {
        let plain = try await send("GET", "/pets/7")
        #expect(plain.status == 200)
        let missing = try await send("GET", "/pets/7", headers: ["Prefer": "example=missing"])
        #expect(missing.status == 404)
        #expect(missing.text == #"{"message":"No such pet."}"#)
        let byCode = try await send("GET", "/pets/7", headers: ["Prefer": "code=404"])
        #expect(byCode.status == 404)
        #expect(byCode.text == #"{"message":"No such pet."}"#)
    }

    @Test func preferCodeBuildsTheDeclaredResponseFromItsSchema() async throws {
        let answer = try await send("GET", "/pets", headers: ["Prefer": "code=404"])
        #expect(answer.status == 404)
        #expect(answer.text == #"{"message":"string"}"#)
        let both = try await send("GET", "/pets/1", headers: ["Prefer": "code=404, example=missing"])
        #expect(both.status == 404)
    }

    @Test func preferringWhatTheOperationDoesNotDeclareIsRefused() async throws {
        let status = try await send("GET", "/pets", headers: ["Prefer": "code=418"])
        #expect(status.status == 400)
        #expect(status.text.contains("does not declare (it declares 200, 404)"))
        let example = try await send("GET", "/pets/1", headers: ["Prefer": "example=gone"])
        #expect(example.status == 400)
        #expect(example.text.contains("its examples are 'missing'"))
    }

    @Test func aWrongTypedQueryParameterGets422WithEveryViolation() async throws {
        let answer = try await send("GET", "/pets?limit=ten&since=yesterday")
        #expect(answer.status == 422)
        #expect(answer.contentType == "application/problem+json")
        let problem = try #require(try JSONSerialization.jsonObject(with: Data(answer.text.utf8)) as? [String: Any])
        let errors = try #require(problem["errors"] as? [[String: String]])
        #expect(errors.map { $0["location"] } == ["query parameter 'limit'", "query parameter 'since'"])
        #expect(errors.first?["expected"] == "`integer` (int32)")
        #expect(errors.first?["found"] == "\"ten\"")
        let tooBig = try await send("GET", "/pets?limit=3000000000")
        #expect(tooBig.status == 422)
        let path = try await send("GET", "/pets/seven")
        #expect(path.status == 422)
        #expect(path.text.contains("path parameter 'id'"))
    }

    @Test func aBodyMissingRequiredFieldsGets422WithEveryViolation() async throws {
        let answer = try await send(
            "POST",
            "/pets",
            headers: ["Authorization": "Bearer t", "Content-Type": "application/json"],
            body: #"{"age":"old"}"#
        )
        #expect(answer.status == 422)
        let problem = try #require(try JSONSerialization.jsonObject(with: Data(answer.text.utf8)) as? [String: Any])
        let errors = try #require(problem["errors"] as? [[String: String]])
        #expect(Set(errors.compactMap { $0["location"] }) == ["body.name", "body.age", "body.kind"])
        #expect((problem["detail"] as? String)?.contains("3 violations") == true)
        let valid = try await send(
            "POST",
            "/pets",
            headers: ["Authorization": "Bearer t", "Content-Type": "application/json"],
            body: #"{"name":"Rex","age":3,"kind":"dog"}"#
        )
        #expect(valid.status == 201)
        #expect(valid.text == #"{"id":0,"name":"string","born":"2024-01-01","tags":["string"]}"#)
        let malformed = try await send(
            "POST",
            "/pets",
            headers: ["Authorization": "Bearer t", "Content-Type": "application/json"],
            body: #"{"name":"#
        )
        #expect(malformed.status == 422)
    }

    @Test func requiredCredentialsAreCheckedBeforeTheRequest() async throws {
        let answer = try await send("POST", "/pets", body: #"{}"#)
        #expect(answer.status == 401)
    }

    @Test func theAnswerSaysWhereItCameFrom() throws {
        let api = stub.api
        func origin(_ head: String) throws -> String {
            var parser = HTTPRequestParser()
            parser.append(Array("\(head)\r\n\r\n".utf8))
            return api.answer(to: try #require(try parser.nextRequest())).origin.description
        }
        #expect(try origin("GET /pets HTTP/1.1") == "schema")
        #expect(try origin("GET /pets/1 HTTP/1.1\r\nPrefer: example=missing") == "example 'missing'")
        #expect(
            try origin("GET /pets?limit=x&since=y HTTP/1.1")
                == "422: 2 violations (query parameter 'limit', query parameter 'since')"
        )
        #expect(try origin("GET /nowhere HTTP/1.1") == "no route")
    }

    @Test func validationCanBeTurnedOff() throws {
        let result = SpecLoader().load(bytes: Array(Self.spec.utf8), path: "pets.yaml")
        let api = StubAPI(spec: try #require(result.spec), validatesRequests: false)
        var parser = HTTPRequestParser()
        parser.append(Array("GET /pets?limit=ten HTTP/1.1\r\n\r\n".utf8))
        #expect(api.respond(to: try #require(try parser.nextRequest())).status == 200)
    }
}
