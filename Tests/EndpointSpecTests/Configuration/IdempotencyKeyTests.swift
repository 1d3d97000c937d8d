import Foundation
import Testing

@testable import EndpointSpec

/// `idempotencyKey` in the spec (the whole API's and an endpoint's) and in a configuration file: decoded, applied
/// to `POST` and `PATCH` endpoints, checked with located diagnostics.
struct IdempotencyKeyTests {
    private static let spec = """
        name: Shop
        models:
          Charge: { type: object, properties: { amount: { type: integer } }, required: [amount] }
        endpoints:
          createCharge:
            method: POST
            path: /charges
            body: { $ref: Charge }
            responses: { "201": { $ref: Charge } }
          updateCharge:
            method: PATCH
            path: /charges/{id}
            parameters: { id: { in: path, type: string } }
            body: { $ref: Charge }
            responses: { "200": { $ref: Charge } }
          deleteCharge:
            method: DELETE
            path: /charges/{id}
            parameters: { id: { in: path, type: string } }
            responses: { "204": { description: Gone. } }
          getCharge:
            method: GET
            path: /charges/{id}
            parameters: { id: { in: path, type: string } }
            responses: { "200": { $ref: Charge } }
        """

    private static func load(_ text: String) -> SpecLoadResult {
        SpecLoader().load(bytes: Array(text.utf8), path: "shop.yaml")
    }

    private static func keys(_ spec: Spec) -> [String: String] {
        Dictionary(
            uniqueKeysWithValues: spec.endpoints.compactMap { endpoint in
                endpoint.idempotencyKeyHeader.map { (endpoint.name, $0) }
            }
        )
    }

    // MARK: In the spec

    @Test func theSpecsKeyGoesToEveryPostAndPatchThatDoesNotSayFalse() throws {
        let text =
            "idempotencyKey: Idempotency-Key\n"
            + Self.spec.replacingOccurrences(
                of: "    path: /charges/{id}\n    parameters: { id: { in: path, type: string } }\n    body",
                with:
                    "    path: /charges/{id}\n    idempotencyKey: false\n    parameters: { id: { in: path, type: string } }\n    body"
            )
        let result = Self.load(text)
        let spec = try #require(result.spec, "\(ConfiguredSpec.messages(result))")
        #expect(Self.keys(spec) == ["createCharge": "Idempotency-Key"])
        #expect(result.diagnostics.isEmpty)
    }

    @Test func anEndpointNamesItsOwnKeyOnAnyWrite() throws {
        let text = Self.spec.replacingOccurrences(
            of: "    path: /charges\n",
            with: "    path: /charges\n    idempotencyKey: X-Charge-Key\n"
        )
        let result = Self.load(text)
        let spec = try #require(result.spec, "\(ConfiguredSpec.messages(result))")
        #expect(Self.keys(spec) == ["createCharge": "X-Charge-Key"])
    }

    @Test func theCallGetsAnOptionalParameterOrItsOwnParameterMadeOptional() throws {
        let text = Self.spec.replacingOccurrences(
            of: "    parameters: { id: { in: path, type: string } }\n    body",
            with:
                "    parameters: { id: { in: path, type: string }, x-key: { in: header, type: string, required: true } }\n"
                + "    idempotencyKey: X-Key\n    body"
        ).replacingOccurrences(
            of: "    path: /charges\n",
            with: "    path: /charges\n    idempotencyKey: Idempotency-Key\n"
        )
        let spec = try #require(Self.load(text).spec).addingIdempotencyKeyParameters()
        let create = try #require(spec.endpoint(named: "createCharge")?.idempotencyKeyParameter)
        #expect(create.name == "Idempotency-Key" && create.location == .header && !create.isRequired)
        #expect(create.schema.kind == .string)
        let update = try #require(spec.endpoint(named: "updateCharge"))
        #expect(update.parameters.filter { $0.location == .header }.map(\.name) == ["x-key"])
        #expect(update.idempotencyKeyParameter?.isRequired == false)
    }

    @Test func mistakesAreLocated() {
        let wrongType = Self.load("idempotencyKey: false\n" + Self.spec)
        #expect(
            ConfiguredSpec.messages(wrongType) == [
                "shop.yaml:1:17: error: 'idempotencyKey' must be a header name, found a boolean"
            ]
        )
        let text = Self.spec
            .replacingOccurrences(
                of: "    path: /charges\n",
                with: "    path: /charges\n    idempotencyKey: Idempotency Key\n    retryable: false\n"
            )
            .replacingOccurrences(
                of: "    method: GET\n    path: /charges/{id}\n",
                with: "    method: GET\n    path: /charges/{id}\n    idempotencyKey: Idempotency-Key\n"
            )
        let result = Self.load(text)
        #expect(result.spec == nil)
        #expect(
            ConfiguredSpec.messages(result) == [
                "shop.yaml:8:21: error: idempotency key header 'Idempotency Key' of endpoint 'createCharge' is not a "
                    + "valid HTTP header name; use letters, digits and !#$%&'*+-.^_`|~ only",
                "shop.yaml:8:21: error: endpoint 'createCharge' says \"retryable\": false but sends an idempotency key, "
                    + "which makes it safe to retry; remove one of them",
                "shop.yaml:26:21: warning: an idempotency key has no effect on GET endpoint 'getCharge': GET requests "
                    + "are retried anyway; the key is still sent",
            ]
        )
    }

    @Test func aDeclaredKeyParameterMustBeText() {
        let text = Self.spec.replacingOccurrences(
            of: "    path: /charges\n",
            with:
                "    path: /charges\n    idempotencyKey: X-Key\n    parameters: { X-Key: { in: header, type: integer } }\n"
        )
        let result = Self.load(text)
        #expect(
            ConfiguredSpec.messages(result) == [
                "shop.yaml:9:19: error: header parameter 'X-Key' of endpoint 'createCharge' carries its idempotency key, "
                    + "so it must be a string (a fresh key is a UUID)",
                "shop.yaml:8:21: note: the idempotency key is named here",
            ]
        )
    }

    // MARK: In a configuration file

    @Test func aConfiguredHeaderGoesToEveryPostAndPatch() throws {
        let result = ConfiguredSpec.load("idempotencyKey: Idempotency-Key", spec: Self.spec)
        let spec = try #require(result.spec, "\(ConfiguredSpec.messages(result))")
        #expect(Self.keys(spec) == ["createCharge": "Idempotency-Key", "updateCharge": "Idempotency-Key"])
        #expect(result.diagnostics.isEmpty)
    }

    @Test func configuredOperationsWinOverTheHeader() throws {
        let result = ConfiguredSpec.load(
            """
            idempotencyKey:
              header: Idempotency-Key
              operations: { updateCharge: false, deleteCharge: X-Delete-Key }
            """,
            spec: Self.spec
        )
        let spec = try #require(result.spec, "\(ConfiguredSpec.messages(result))")
        #expect(Self.keys(spec) == ["createCharge": "Idempotency-Key", "deleteCharge": "X-Delete-Key"])
        // A key on DELETE is sent, but DELETE is retried anyway: said where the configuration names it.
        #expect(
            ConfiguredSpec.messages(result) == [
                "endpointkit.yaml:3:52: warning: an idempotency key has no effect on DELETE endpoint 'deleteCharge': "
                    + "DELETE requests are retried anyway; the key is still sent"
            ]
        )
    }

    @Test func configurationMistakesAreLocatedErrors() {
        let unknown = ConfiguredSpec.load(
            "idempotencyKey: { operations: { createCharges: Idempotency-Key } }",
            spec: Self.spec
        )
        #expect(
            ConfiguredSpec.messages(unknown) == [
                "endpointkit.yaml:1:33: error: 'idempotencyKey.operations' names no endpoint 'createCharges'; "
                    + "did you mean 'createCharge'?"
            ]
        )
        let invalid = ConfiguredSpec.load("idempotencyKey: { header: Idempotency-Key, size: 1 }", spec: Self.spec)
        #expect(
            ConfiguredSpec.messages(invalid) == ["endpointkit.yaml:1:44: error: unknown key 'size' in 'idempotencyKey'"]
        )
        // Said once, at the configuration, not once for each operation it would be given to.
        let badHeader = ConfiguredSpec.load("idempotencyKey: \"Idempotency Key\"", spec: Self.spec)
        #expect(
            ConfiguredSpec.messages(badHeader) == [
                "endpointkit.yaml:1:17: error: idempotency key header 'Idempotency Key' is not a valid HTTP header "
                    + "name; use letters, digits and !#$%&'*+-.^_`|~ only"
            ]
        )
    }
}
