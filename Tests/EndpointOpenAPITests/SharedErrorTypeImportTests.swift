import EndpointCodegen
import EndpointSpec
import Testing

/// The error enumeration several operations of a document share is named after what it holds (issue 38), shaped
/// like the corpus: DigitalOcean's and Probely's `components/responses` (`unauthorized`, `not_found`,
/// `NotFoundResponse`), a set most operations declare and sets a few declare.
struct SharedErrorTypeImportTests {
    private static let harness = ImportHarness(
        paths: """
            {
              "/account": { "get": { "operationId": "account_get", "responses": \(standard) } },
              "/domains": { "get": { "operationId": "domains_list", "responses": \(standard) } },
              "/droplets": { "get": { "operationId": "droplets_list", "responses": \(standard) } },
              "/images/{id}": {
                "parameters": [{ "name": "id", "in": "path", "required": true, "schema": { "type": "string" } }],
                "delete": { "operationId": "images_delete", "responses": \(missing) },
                "get": { "operationId": "images_get", "responses": \(missing) }
              },
              "/volumes": { "post": { "operationId": "volumes_create", "responses": {
                "201": { "description": "Created" },
                "422": { "description": "Invalid", "content": { "application/json": { "schema": {
                  "$ref": "#/components/schemas/Problem" } } } }
              } } }
            }
            """,
        components: """
            {
              "schemas": { "Problem": { "type": "object", "properties": { "message": { "type": "string" } } } },
              "responses": {
                "unauthorized": { "description": "No token", "content": { "application/json": { "schema": {
                  "$ref": "#/components/schemas/Problem" } } } },
                "NotFoundResponse": { "description": "Missing", "content": { "application/json": { "schema": {
                  "$ref": "#/components/schemas/Problem" } } } },
                "unexpected_error": { "description": "Anything else", "content": { "application/json": {
                  "schema": { "$ref": "#/components/schemas/Problem" } } } }
              }
            }
            """
    )

    /// 401, 404 and `default` from components: what `account_get`, `domains_list` and `droplets_list` declare.
    private static let standard = """
        { "200": { "description": "OK" },
          "401": { "$ref": "#/components/responses/unauthorized" },
          "404": { "$ref": "#/components/responses/NotFoundResponse" },
          "default": { "$ref": "#/components/responses/unexpected_error" } }
        """

    /// 401 and 404 from components.
    private static let missing = """
        { "200": { "description": "OK" },
          "401": { "$ref": "#/components/responses/unauthorized" },
          "404": { "$ref": "#/components/responses/NotFoundResponse" } }
        """

    @Test func theSetMostOperationsDeclareIsTheAPIsAndAnotherIsNamedAfterItsComponents() throws {
        let spec = try Self.harness.spec()
        let source = CodeGenerator.generate(spec).map(\.contents).joined(separator: "\n")
        // Three of the six operations with an error enumeration is not more than half: named after the components.
        #expect(source.contains("public enum UnauthorizedNotFoundOrUnexpectedError: EndpointRuntime.ResponseError {"))
        #expect(source.contains("public typealias AccountGetError = UnauthorizedNotFoundOrUnexpectedError"))
        #expect(source.contains("public typealias DomainsListError = UnauthorizedNotFoundOrUnexpectedError"))
        #expect(source.contains("public enum UnauthorizedOrNotFoundError: EndpointRuntime.ResponseError {"))
        #expect(source.contains("public typealias ImagesDeleteError = UnauthorizedOrNotFoundError"))
        #expect(source.contains("public typealias ImagesGetError = UnauthorizedOrNotFoundError"))
        // Only one operation declares it: the operation's name.
        #expect(source.contains("public enum VolumesCreateError: EndpointRuntime.ResponseError {"))
        #expect(!source.contains("enum AccountGetError"))
    }

    @Test func theSetMoreThanHalfOfTheOperationsDeclareIsTheAPIs() throws {
        // A fourth operation with the standard set: four of seven.
        let harness = ImportHarness(
            Self.harness.json.replacingOccurrences(
                of: "\"/droplets\": {",
                with:
                    "\"/regions\": { \"get\": { \"operationId\": \"regions_list\", \"responses\": \(Self.standard) } },\n"
                    + "  \"/droplets\": {"
            )
        )
        let source = CodeGenerator.generate(try harness.spec()).map(\.contents).joined(separator: "\n")
        #expect(source.contains("public enum TestError: EndpointRuntime.ResponseError {"))
        #expect(source.contains("public typealias RegionsListError = TestError"))
        #expect(source.contains("public enum UnauthorizedOrNotFoundError: EndpointRuntime.ResponseError {"))
    }
}
