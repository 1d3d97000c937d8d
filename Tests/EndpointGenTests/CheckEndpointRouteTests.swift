import EndpointTestSupport
import Foundation
import Testing

@testable import endpoint_gen

/// `check --endpoint` takes a route (`GET /v2/sizes`) or a path (a template or a concrete path) as well as a name
/// or `operationId`, suggests related endpoints by their words and paths, and a `--bodies` line may start with a
/// route; an OpenAPI document's fixes are said in its own terms.
struct CheckEndpointRouteTests {
    /// Sizes as DigitalOcean serves them: a list and a create on one path, a get by slug.
    private static let document = """
        openapi: 3.0.3
        info: { title: Sizes, version: "1" }
        servers: [{ url: "https://api.example.com" }]
        paths:
          /v2/sizes:
            get:
              operationId: sizes_list
              responses:
                "200":
                  description: ok
                  content:
                    application/json:
                      schema:
                        type: object
                        required: [sizes, meta]
                        properties:
                          sizes: { type: array, items: { type: object, properties: { slug: { type: string } } } }
                          meta: { type: object, properties: { total: { type: integer } } }
                          links: { type: object, properties: { next: { type: string } } }
            post:
              operationId: sizes_create
              responses: { "201": { description: created } }
          /v2/sizes/{slug}:
            get:
              operationId: sizes_get
              parameters: [{ name: slug, in: path, required: true, schema: { type: string } }]
              responses: { "200": { description: ok, content: { application/json: { schema: { type: object } } } } }

        """

    private let tree: TemporaryFileTree

    init() throws {
        tree = try TemporaryFileTree([
            "sizes.openapi.yaml": Self.document,
            "sizes.json": #"{"sizes":[{"slug":"s-1vcpu"}],"meta":null}"#,
            "size.json": #"{"slug":"s-1vcpu"}"#,
        ])
        // Body paths of a list are relative to the current directory: these are absolute.
        try tree.write(
            "GET /v2/sizes 200 \(tree.path("sizes.json"))\n/v2/sizes/s-1vcpu \(tree.path("size.json"))\n",
            to: "bodies.txt"
        )
    }

    private func check(_ endpoint: String, _ body: String) -> (status: Int32, output: String, errors: String) {
        run(["check", tree.path("sizes.openapi.yaml"), "--endpoint", endpoint, tree.path(body)])
    }

    @Test func aRouteOrAPathNamesTheEndpoint() {
        defer { tree.remove() }
        let listed = check("GET /v2/sizes", "size.json")
        #expect(listed.output.contains("endpoint `sizesList`"), "\(listed)")
        let byPath = check("/v2/sizes/{slug}", "size.json")
        #expect(byPath.status == 0, "\(byPath)")
        let concrete = run([
            "check", tree.path("sizes.openapi.yaml"), "--endpoint", "get /v2/sizes/s-1vcpu?fields=all", "--status",
            "200", tree.path("size.json"),
        ])
        #expect(concrete.status == 0, "\(concrete)")
    }

    @Test func aPathOfSeveralEndpointsAsksForTheMethod() {
        defer { tree.remove() }
        let result = check("/v2/sizes", "sizes.json")
        #expect(result.status == 64)
        #expect(result.errors.hasPrefix("Error: '/v2/sizes' is the path of 2 endpoints: "), "\(result.errors)")
        #expect(result.errors.contains("'sizesList' (GET /v2/sizes)"), "\(result.errors)")
        #expect(result.errors.contains("'sizesCreate' (POST /v2/sizes)"), "\(result.errors)")
        #expect(result.errors.contains("; give the method ('"), "\(result.errors)")
    }

    @Test func anUnknownEndpointSuggestsTheRelatedOnes() {
        defer { tree.remove() }
        // A path the document does not have: the endpoints on the paths sharing its words.
        let path = check("GET /v2/size", "sizes.json")
        #expect(path.status == 64)
        #expect(
            path.errors.contains(
                "Did you mean one of 'sizesCreate' (POST /v2/sizes), 'sizesGet' (GET /v2/sizes/{slug}), 'sizesList' (GET /v2/sizes)?"
            ),
            "\(path.errors)"
        )
        // A name spelled another way: related by its words, not by its letters.
        let name = check("list_sizes", "sizes.json")
        #expect(name.errors.contains("Did you mean one of 'sizesList' (GET /v2/sizes), "), "\(name.errors)")
    }

    @Test func aBodiesListLineMayStartWithARoute() {
        defer { tree.remove() }
        let list = CheckBodyList.parse("GET /v2/sizes 200 sizes.json\nPOST /v2/sizes created.json\n", file: "l.txt")
        #expect(list.diagnostics.isEmpty)
        #expect(
            list.entries.map(\.body) == [
                CheckedBody(endpointName: "GET /v2/sizes", status: 200, bodyPath: "sizes.json"),
                CheckedBody(endpointName: "POST /v2/sizes", status: nil, bodyPath: "created.json"),
            ]
        )
        let result = run(["check", tree.path("sizes.openapi.yaml"), "--bodies", tree.path("bodies.txt")])
        // Both lines name their endpoint: the first body's mismatch (`meta` is null) is reported against `sizesList`.
        #expect(result.output.contains("endpoint `sizesList`"), "\(result)")
        #expect(!result.errors.contains("No endpoint"), "\(result)")
    }

    @Test func anOpenAPIDocumentsFixesAreSaidInItsTerms() {
        defer { tree.remove() }
        let result = run([
            "check", tree.path("sizes.openapi.yaml"), "--endpoint", "sizes_list", tree.path("size.json"),
        ])
        #expect(result.status == 1)
        #expect(result.output.contains("optional in schema `"), "\(result.output)")
        #expect(result.output.contains(": leave it out of the schema's `required` list"), "\(result.output)")
        #expect(!result.output.contains("\"optional\": true"), "\(result.output)")
        let null = run([
            "check", tree.path("sizes.openapi.yaml"), "--endpoint", "sizes_list", tree.path("sizes.json"),
        ])
        #expect(null.output.contains("(`nullable: true`)"), "\(null.output)")
        #expect(!null.output.contains("\"nullable\": true"), "\(null.output)")
    }
}
