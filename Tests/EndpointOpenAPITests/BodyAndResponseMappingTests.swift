import EndpointSpec
import Testing

/// Request bodies and responses: media types, `$ref`s to components, statuses and hoisted inline objects.
struct BodyAndResponseMappingTests {
    private static func operation(_ operation: String, components: String = "{}") -> ImportHarness {
        ImportHarness(paths: "{ \"/things\": { \"post\": \(operation) } }", components: components)
    }

    private static let created = #""responses": { "201": { "description": "Created." } }"#

    @Test(arguments: ["application/json", "application/json; charset=utf-8", "application/vnd.api+json", "text/json"])
    func jsonMediaTypesGiveTheBody(mediaType: String) throws {
        let harness = Self.operation(
            "{ \"requestBody\": { \"content\": { \"\(mediaType)\": { \"schema\": { \"type\": \"string\" } } } }, \(Self.created) }"
        )
        let body = try #require(try harness.endpoint("postThings").body)
        #expect(ImportHarness.shape(body) == "string")
        #expect(harness.diagnostics.isEmpty)
    }

    @Test func applicationJsonWinsOverOtherMediaTypes() throws {
        let harness = Self.operation(
            """
            { "requestBody": { "content": {
                "application/xml": { "schema": { "type": "integer" } },
                "application/merge-patch+json": { "schema": { "type": "boolean" } },
                "application/json": { "schema": { "type": "string" } }
              } }, \(Self.created) }
            """
        )
        #expect(ImportHarness.shape(try #require(try harness.endpoint("postThings").body)) == "string")
    }

    @Test func aFormBodyWithoutAnObjectSchemaIsKeptAsBytes() throws {
        let harness = Self.operation(
            """
            { "requestBody": { "content": {
                "application/x-www-form-urlencoded": { "schema": { "type": "object" } },
                "multipart/form-data": { "schema": { "type": "object" } }
              } }, \(Self.created) }
            """
        )
        let endpoint = try harness.endpoint("postThings")
        #expect(endpoint.body?.kind == .byte)
        #expect(endpoint.bodyMediaType.essence == "application/x-www-form-urlencoded")
        // The multipart media type is kept as another way to send the body: bytes with the fixed boundary.
        #expect(endpoint.alternativeBodies.map(\.mediaType.essence) == ["multipart/form-data"])
        #expect(endpoint.alternativeBodies.first?.schema.kind == .byte)
        #expect(
            harness.diagnostics.first
                == harness.warning(
                    "the request body is application/x-www-form-urlencoded without an object schema, so it is "
                        + "imported as raw bytes (Data) the caller encodes",
                    at: "\"application/x-www-form-urlencoded\""
                )
        )
        #expect(harness.diagnostics.count == 2)
    }

    @Test func aFormBodyWithAnObjectSchemaIsTypedWithItsEncoding() throws {
        let harness = Self.operation(
            """
            { "requestBody": { "content": { "application/x-www-form-urlencoded": {
                "schema": { "type": "object", "properties": { "tags": { "type": "array", "items": { "type": "string" } } } },
                "encoding": { "tags": { "style": "pipeDelimited" } }
              } } }, \(Self.created) }
            """
        )
        let endpoint = try harness.endpoint("postThings")
        #expect(endpoint.bodyMediaType.kind == .form)
        #expect(endpoint.body?.kind == .reference("PostThingsRequest"))
        #expect(endpoint.bodyEncodings.map(\.style) == [.pipeDelimited])
        #expect(harness.diagnostics.isEmpty)
    }

    @Test func aMultipartBodyWithAnObjectSchemaIsTypedWithItsPartsContentTypes() throws {
        let harness = Self.operation(
            """
            { "requestBody": { "content": { "multipart/form-data": {
                "schema": { "type": "object", "properties": {
                  "file": { "type": "string", "format": "binary" },
                  "title": { "type": "string" }
                } },
                "encoding": {
                  "file": { "contentType": "image/*, image/png", "headers": {} },
                  "title": { "contentType": "text/plain" }
                }
              } } }, \(Self.created) }
            """
        )
        let endpoint = try harness.endpoint("postThings")
        #expect(endpoint.hasTypedMultipartBody)
        #expect(endpoint.body?.kind == .reference("PostThingsRequest"))
        #expect(endpoint.bodyMediaType.text == "multipart/form-data")
        #expect(endpoint.bodyEncodings.map(\.name) == ["file", "title"])
        #expect(endpoint.bodyEncodings.map(\.contentType) == ["image/png", "text/plain"])
        #expect(
            harness.diagnostics == [
                harness.warning(
                    "'headers' of multipart field 'file' is not supported and is ignored",
                    at: "\"headers\""
                )
            ]
        )
    }

    @Test(
        "a multipart field's encoding warns only about what the client does not do",
        arguments: [
            (#""style": "form""#, nil),
            (#""style": "form", "explode": true"#, nil),
            (#""allowReserved": true"#, nil),
            (#""style": "spaceDelimited""#, "style"),
            (#""explode": false"#, "explode"),
            (#""style": "form", "explode": false, "headers": {}"#, "explode, headers"),
        ] as [(String, String?)]
    )
    func aMultipartFieldsEncodingWarnsOnlyAboutWhatTheClientDoesNotDo(encoding: String, ignored: String?) throws {
        let harness = Self.operation(
            """
            { "requestBody": { "content": { "multipart/form-data": {
                "schema": { "type": "object", "properties": { "tags": { "type": "array", "items": { "type": "string" } } } },
                "encoding": { "tags": { \(encoding) } }
              } } }, \(Self.created) }
            """
        )
        let endpoint = try harness.endpoint("postThings")
        #expect(endpoint.hasTypedMultipartBody)
        let expected = (ignored?.components(separatedBy: ", ") ?? []).map { key in
            harness.warning("'\(key)' of multipart field 'tags' is not supported and is ignored", at: "\"\(key)\"")
        }
        #expect(harness.diagnostics == expected)
    }

    @Test func aMultipartBodyGetsAFixedBoundary() throws {
        let harness = Self.operation(
            """
            { "requestBody": { "content": { "multipart/form-data": { "schema": { "type": "object" } } } }, \(Self.created) }
            """
        )
        let endpoint = try harness.endpoint("postThings")
        #expect(endpoint.body?.kind == .byte)
        #expect(endpoint.bodyMediaType.text == "multipart/form-data; boundary=endpointkit-boundary-7MA4YWxkTrZu0gW")
        #expect(harness.diagnostics.count == 1)
    }

    @Test(
        "text, binary and unknown media types are bodies, never dropped",
        arguments: [
            ("text/plain", "text/plain", Schema.Kind.string),
            ("text/*", "text/plain", .string),
            ("application/xml", "application/xml", .byte),
            ("*/*", "application/octet-stream", .byte),
            ("image/*", "application/octet-stream", .byte),
            ("application/vnd.example", "application/vnd.example", .byte),
        ]
    )
    func nonJSONBodiesAreKept(offered: String, imported: String, kind: Schema.Kind) throws {
        let harness = Self.operation(
            """
            { "requestBody": { "content": { "\(offered)": { "schema": { "type": "string" } } } }, \(Self.created) }
            """
        )
        let endpoint = try harness.endpoint("postThings")
        #expect(endpoint.body?.kind == kind)
        #expect(endpoint.bodyMediaType.text == imported)
        #expect(harness.diagnostics.isEmpty)
    }

    @Test func aMediaTypeKeyThatIsNoneIsImportedAsBytes() throws {
        let harness = Self.operation(
            """
            { "requestBody": { "content": { "not a type": {} } }, \(Self.created) }
            """
        )
        #expect(try harness.endpoint("postThings").bodyMediaType.text == "application/octet-stream")
        #expect(
            harness.diagnostics == [
                harness.warning(
                    "the request body's media type 'not a type' is not a media type ('not a type' is not "
                        + "'type/subtype'); it is imported as raw bytes, application/octet-stream",
                    at: "\"not a type\""
                )
            ]
        )
    }

    @Test func referencedBodyWithInlineObjectIsHoistedAsOperationRequest() throws {
        let harness = Self.operation(
            ##"{ "operationId": "createThing", "requestBody": { "$ref": "#/components/requestBodies/New" }, "responses": { "201": { "description": "Created." } } }"##,
            components: """
                { "requestBodies": { "New": { "description": "What to create.", "content": { "application/json": {
                  "schema": { "type": "object", "required": ["name"], "properties": { "name": { "type": "string" } } }
                } } } } }
                """
        )
        let body = try #require(try harness.endpoint("createThing").body)
        #expect(ImportHarness.shape(body) == "ref(CreateThingRequest)")
        #expect(body.description == "What to create.")
        #expect(try harness.property("name", of: "CreateThingRequest").isRequired)
    }

    @Test func jsonContentWithoutSchemaIsAny() throws {
        let harness = Self.operation(
            "{ \"requestBody\": { \"content\": { \"application/json\": {} } }, \(Self.created) }"
        )
        #expect(ImportHarness.shape(try #require(try harness.endpoint("postThings").body)) == "any")
    }

    @Test func statusesAreNormalizedAndInvalidOnesReported() throws {
        let harness = Self.operation(
            """
            { "responses": {
                "200": { "description": "OK." },
                "4xx": { "description": "Client error." },
                "4XX": { "description": "Again." },
                "default": { "description": "Other." },
                "2000": { "description": "Typo." },
                "x-note": {}
              } }
            """
        )
        let responses = try harness.endpoint("postThings").responses
        #expect(responses.map(\.status) == [.code(200), .range(4), .default])
        #expect(
            harness.diagnostics == [
                harness.warning("response status '4XX' repeats '4XX'; it is ignored", at: "\"4XX\""),
                harness.warning(
                    "response status '2000' is not a status code, a range such as '4XX', or 'default'; it is ignored",
                    at: "\"2000\""
                ),
            ]
        )
    }

    @Test func responsesFollowReferencesAndHoistInlineObjects() throws {
        let harness = Self.operation(
            ##"""
            { "operationId": "listThings", "responses": {
                "200": { "description": "Things.", "content": { "application/json": { "schema": {
                  "type": "object", "properties": { "items": { "type": "array", "items": { "type": "object", "properties": { "id": { "type": "integer" } } } } }
                } } } },
                "404": { "$ref": "#/components/responses/NotFound" },
                "default": { "description": "Other.", "content": { "application/json": { "schema": { "type": "object", "properties": {} } } } }
              } }
            """##,
            components:
                #"{ "responses": { "NotFound": { "description": "Missing.", "content": { "application/problem+json": { "schema": { "type": "string" } } } } } }"#
        )
        let responses = try harness.endpoint("listThings").responses
        #expect(
            responses.map { $0.schema.map(ImportHarness.shape) } == [
                "ref(ListThingsResponse)", "string", "ref(ListThingsErrorResponse)",
            ]
        )
        #expect(responses.map(\.description) == ["Things.", "Missing.", "Other."])
        #expect(
            ImportHarness.shape(try harness.property("items", of: "ListThingsResponse").schema)
                == "[ref(ListThingsResponseItemsItem)]"
        )
        #expect(harness.diagnostics.isEmpty)
    }

    @Test func textResponseExamplesAreServedAndBinaryOnesNot() throws {
        let harness = Self.operation(
            """
            { "responses": {
                "200": { "description": "Text.", "content": { "text/plain; charset=utf-8": { "example": "pong" } } },
                "201": { "description": "Bytes.", "content": { "image/png": { "example": "PNG" } } },
                "202": { "description": "Not text.", "content": { "text/csv": { "example": { "a": 1 } } } }
              } }
            """
        )
        let endpoint = try harness.endpoint("postThings")
        #expect(endpoint.responses.map(\.mediaType.kind) == [.text, .binary, .text])
        #expect(endpoint.examples.map(\.status) == [200])
        #expect(endpoint.examples.first?.body == .string("pong"))
    }

    @Test func binaryResponsesAreKeptAndLinksReported() throws {
        let harness = Self.operation(
            """
            { "responses": { "200": {
                "description": "A file.",
                "headers": { "ETag": { "schema": { "type": "string" } } },
                "links": { "next": { "operationId": "x" } },
                "content": { "application/octet-stream": { "schema": { "type": "string", "format": "binary" } } }
              } } }
            """
        )
        let response = try #require(try harness.endpoint("postThings").responses.first)
        #expect(response.schema?.kind == .byte)
        #expect(response.mediaType.essence == "application/octet-stream")
        #expect(response.description == "A file.")
        #expect(
            harness.diagnostics == [
                harness.warning(
                    "response links are not supported; the 200 response's 'links' are ignored",
                    at: "\"links\""
                )
            ]
        )
    }
}
