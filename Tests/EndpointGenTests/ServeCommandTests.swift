import EndpointStubServer
import EndpointTestSupport
import Foundation
import Testing

@testable import endpoint_gen

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

@Suite("endpoint-gen serve", .ownExecutor)
struct ServeCommandTests {
    private let catalog = RepositoryFiles.path("spec/catalog.json")

    // MARK: Parsing

    @Test func defaultsToPort8080OnLoopback() throws {
        #expect(
            try EndpointGenCommand.parse(["serve", "spec.json"])
                == .serve(ServeRequest(specPath: "spec.json", host: "127.0.0.1", port: 8080))
        )
        #expect(
            try EndpointGenCommand.parse(["serve", "--port", "0", "spec.json", "--host=localhost"])
                == .serve(ServeRequest(specPath: "spec.json", host: "localhost", port: 0))
        )
        #expect(
            try EndpointGenCommand.parse(["serve", "spec.json", "-p", "9000"])
                == .serve(ServeRequest(specPath: "spec.json", host: "127.0.0.1", port: 9000))
        )
    }

    @Test(arguments: ["65536", "-1", "http", ""])
    func aBadPortIsAUsageError(port: String) {
        let result = run(["serve", catalog, "--port", port])
        #expect(result.status == 64)
        #expect(
            result.errors.hasPrefix(
                "Error: Invalid value '\(port)' for '--port': expected a port number from 0 to 65535.\n"
                    + "USAGE: endpoint-gen serve <spec> [--port <port>] [--host <host>] [--require-credentials] "
                    + "[--accept <scheme>=<value>] [--no-validate] [--config <file> | --no-config] "
                    + "[--overlay <file>]...\n"
            )
        )
        #expect(result.output == "")
    }

    @Test func credentialOptionsParseAndAreChecked() throws {
        #expect(
            try EndpointGenCommand.parse(["serve", "spec.json", "--require-credentials"])
                == .serve(ServeRequest(specPath: "spec.json", host: "127.0.0.1", port: 8080, credentials: .required))
        )
        #expect(
            try EndpointGenCommand.parse(["serve", "spec.json", "--accept", "token=a=b", "--accept=basic=u:p"])
                == .serve(
                    ServeRequest(
                        specPath: "spec.json",
                        host: "127.0.0.1",
                        port: 8080,
                        credentials: .accepting(["token": "a=b", "basic": "u:p"])
                    )
                )
        )
        let malformed = run(["serve", catalog, "--accept", "token"])
        #expect(malformed.status == 64)
        #expect(malformed.errors.hasPrefix("Error: Invalid value 'token' for '--accept': expected <scheme>=<value>"))
        let unknown = run(["serve", catalog, "--accept", "catalogTokn=x", "--port", "0"])
        #expect(unknown.status == 1)
        #expect(
            unknown.errors
                == "Error: '--accept' names the security scheme 'catalogTokn', which the spec does not declare; did "
                + "you mean 'catalogToken'?\n"
        )
    }

    @Test func aMissingSpecOrUnknownOptionIsAUsageError() {
        let missing = run(["serve"])
        #expect(missing.status == 64)
        #expect(missing.errors.hasPrefix("Error: Missing '<spec>' for 'serve'.\n"))
        let unknown = run(["serve", catalog, "--prot", "1"])
        #expect(unknown.status == 64)
        #expect(unknown.errors.hasPrefix("Error: Unknown option '--prot' for 'serve'; did you mean '--port'?"))
    }

    @Test func aHostThatIsNotAnIPv4AddressIsAUsageError() {
        let result = run(["serve", catalog, "--host", "example.com", "--port", "0"])
        #expect(result.status == 64)
        #expect(result.errors.hasPrefix("Error: Invalid value 'example.com' for '--host'"))
    }

    // MARK: Failing to serve

    @Test func aPortInUseIsAClearError() throws {
        let occupant = HTTPServer { _ in HTTPServerResponse(status: 204) }
        let port = try occupant.start()
        defer { occupant.stop() }
        let result = run(["serve", catalog, "--port", "\(port)"])
        #expect(result.status == 1)
        #expect(
            result.errors
                == "Error: port \(port) is already in use on 127.0.0.1; choose another with '--port' (0 picks a free one).\n"
        )
    }

    @Test func aBrokenSpecIsReportedBeforeServing() throws {
        let directory = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let spec = directory.appendingPathComponent("broken.json")
        try Data(#"{"name": "Shop", "endpoints": {"ping": {"method": "GTE", "path": "/ping"}}}"#.utf8).write(to: spec)
        let result = run(["serve", spec.path, "--port", "0"])
        #expect(result.status == 1)
        #expect(result.errors.contains("error: unknown HTTP method 'GTE'"))
    }

    // MARK: Serving, as a process

    @Test func servesTheExamplesLogsEachRequestAndStopsOnSIGTERM() async throws {
        let server = try ServeProcess([catalog, "--port", "0"])
        let announcement = try #require(server.nextLine())
        #expect(
            announcement.hasPrefix(
                "Serving 4 endpoints (17 examples, else bodies built from the schemas; validating requests) from "
                    + "\(catalog) at http://127.0.0.1:"
            )
        )
        #expect(announcement.hasSuffix(" (Ctrl-C to stop)"))
        let address = try #require(announcement.split(separator: " ").first { $0.hasPrefix("http://") })
        let baseURL = try #require(URL(string: String(address)))

        let (body, response) = try await URLSession.shared.data(from: baseURL.appending(path: "products/p-1"))
        #expect((response as? HTTPURLResponse)?.statusCode == 200)
        #expect(String(decoding: body, as: UTF8.self) == #"{"id":"p-1","name":"Swift Book","price_cents":2990}"#)
        let logged = try #require(server.nextLine())
        #expect(logged.hasPrefix("GET /products/p-1 200 "))
        #expect(logged.hasSuffix(" ms (example #1)"))

        let (_, missing) = try await URLSession.shared.data(from: baseURL.appending(path: "orders"))
        #expect((missing as? HTTPURLResponse)?.statusCode == 404)
        #expect(server.nextLine()?.hasPrefix("GET /orders 404 ") == true)

        let (_, invalid) = try await URLSession.shared.data(
            from: try #require(URL(string: String(address) + "/products/search?q=swift&limit=ten"))
        )
        #expect((invalid as? HTTPURLResponse)?.statusCode == 422)
        #expect(server.nextLine()?.hasSuffix("(422: 1 violation (query parameter 'limit'))") == true)

        let ended = server.terminate()
        #expect(ended.exitedNormally)
        #expect(ended.status == 0)
        #expect(ended.rest == ["Stopped."])
        #expect(ended.errors == "")
    }

    @Test func servesAnOpenAPIDocumentsResponseExamples() async throws {
        let directory = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let document = directory.appendingPathComponent("pets.openapi.json")
        let text = """
            {"openapi": "3.1.0", "info": {"title": "Pets", "version": "1"}, "paths": {"/pets/{id}": {"get": {
              "operationId": "getPet",
              "parameters": [{"name": "id", "in": "path", "required": true, "schema": {"type": "string"}}],
              "responses": {"200": {"description": "A pet", "content": {"application/json": {
                "schema": {"type": "object", "properties": {"name": {"type": "string"}}},
                "example": {"name": "Rex"}}}}}}}}}
            """
        try Data(text.utf8).write(to: document)
        let server = try ServeProcess([document.path, "--port", "0"])
        let announcement = try #require(server.nextLine())
        #expect(announcement.hasPrefix("Serving 1 endpoint (1 example, else bodies built from the schemas; "))
        let address = try #require(announcement.split(separator: " ").first { $0.hasPrefix("http://") })
        let url = try #require(URL(string: String(address) + "/pets/p-7"))
        let (body, response) = try await URLSession.shared.data(from: url)
        #expect((response as? HTTPURLResponse)?.statusCode == 200)
        #expect(String(decoding: body, as: UTF8.self) == #"{"name":"Rex"}"#)
        #expect(server.nextLine()?.hasPrefix("GET /pets/p-7 200 ") == true)
        #expect(server.terminate().status == 0)
    }

    @Test func servesAYAMLDocument() async throws {
        let directory = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let document = directory.appendingPathComponent("pets.openapi.yml")
        let text = """
            openapi: 3.1.0
            info: { title: Pets, version: "1" }
            paths:
              /pets/{id}:
                get:
                  operationId: getPet
                  parameters:
                    - { name: id, in: path, required: true, schema: { type: string } }
                  responses:
                    200:
                      description: A pet
                      content:
                        application/json:
                          schema:
                            type: object
                            properties: { name: { type: string } }
                          example: { name: Rex }

            """
        try Data(text.utf8).write(to: document)
        let server = try ServeProcess([document.path, "--port", "0"])
        let announcement = try #require(server.nextLine())
        #expect(announcement.hasPrefix("Serving 1 endpoint (1 example, else bodies built from the schemas; "))
        let address = try #require(announcement.split(separator: " ").first { $0.hasPrefix("http://") })
        let url = try #require(URL(string: String(address) + "/pets/p-7"))
        let (body, response) = try await URLSession.shared.data(from: url)
        #expect((response as? HTTPURLResponse)?.statusCode == 200)
        #expect(String(decoding: body, as: UTF8.self) == #"{"name":"Rex"}"#)
        #expect(server.nextLine()?.hasPrefix("GET /pets/p-7 200 ") == true)
        #expect(server.terminate().status == 0)
    }
}
