import EndpointOpenAPI
import EndpointSpec
import Testing

/// What the importer reads of issue 45's constructs, each from a small document written for it: optional request
/// bodies, parameters whose values span segments, `format: uri` that the document's own values break, and an
/// operation that answers only with a redirect.
struct WireFidelityImportTests {
    private func harness(_ path: String, _ method: String, _ operation: String) -> ImportHarness {
        ImportHarness(paths: "{ \"\(path)\": { \"\(method)\": \(operation) } }")
    }

    private static let objectBody = #"{ "type": "object", "properties": { "name": { "type": "string" } } }"#

    // MARK: Optional bodies

    @Test(arguments: [("", true), (#""required": false,"#, true), (#""required": true,"#, false)])
    func aRequestBodyIsOptionalUnlessRequired(required: String, isOptional: Bool) throws {
        let harness = harness(
            "/repos/{id}",
            "patch",
            """
            { "operationId": "update", "parameters": [{ "name": "id", "in": "path", "required": true, "schema": { "type": "string" } }],
              "requestBody": { \(required) "content": { "application/json": { "schema": \(Self.objectBody) } } },
              "responses": { "200": { "description": "ok" } } }
            """
        )
        #expect(try harness.endpoint("update").isBodyOptional == isOptional)
        #expect(try harness.text().contains(#""optional": true"#) == isOptional)
    }

    // MARK: Multi-segment path parameters

    @Test(arguments: [#""x-multi-segment": true"#, #""allowReserved": true"#])
    func aMarkedPathParameterSpansSegments(marker: String) throws {
        let harness = harness(
            "/repos/{repo}/contents/{path}",
            "get",
            """
            { "operationId": "getContent", "parameters": [
                { "name": "repo", "in": "path", "required": true, "schema": { "type": "string" } },
                { "name": "path", "in": "path", "required": true, \(marker), "schema": { "type": "string" } }],
              "responses": { "200": { "description": "ok" } } }
            """
        )
        let endpoint = try harness.endpoint("getContent")
        #expect(endpoint.multiSegmentParameterNames == ["path"])
        #expect(harness.warningMessages.isEmpty, "\(harness.diagnostics)")
        #expect(try harness.text().contains(#""multiSegment": true"#))
    }

    @Test func reservedExpansionInThePathKeyIsAMultiSegmentParameter() throws {
        let harness = harness(
            "/files/{+path}",
            "get",
            """
            { "operationId": "getFile", "parameters": [
                { "name": "path", "in": "path", "required": true, "schema": { "type": "string" } }],
              "responses": { "200": { "description": "ok" } } }
            """
        )
        let endpoint = try harness.endpoint("getFile")
        #expect(endpoint.pathTemplate.text == "/files/{path}")
        #expect(endpoint.multiSegmentParameterNames == ["path"])
    }

    @Test func aMarkedParameterThatIsNotAWholeSegmentStaysOneSegmentWithAWarning() throws {
        let harness = harness(
            "/files/{name}.json",
            "get",
            """
            { "operationId": "getFile", "parameters": [
                { "name": "name", "in": "path", "required": true, "x-multi-segment": true, "schema": { "type": "string" } }],
              "responses": { "200": { "description": "ok" } } }
            """
        )
        #expect(try harness.endpoint("getFile").multiSegmentParameterNames.isEmpty)
        #expect(harness.warningMessages.contains { $0.contains("is sent as one segment (its slashes escaped)") })
    }

    // MARK: URIs

    @Test func aURIFormatWhoseExampleIsATemplateIsAPlainString() throws {
        let (shape, harness) = try ImportHarness.shape(
            of:
                #"{ "type": "string", "format": "uri", "example": "https://api.github.com/users/octocat/following{/other_user}" }"#
        )
        #expect(shape == "string")
        #expect(harness.warningMessages.contains { $0.contains("'format: uri' is read as a plain string") })
        let (kept, _) = try ImportHarness.shape(
            of: #"{ "type": "string", "format": "uri", "example": "https://github.com" }"#
        )
        #expect(kept == "uri")
    }

    // MARK: Redirects

    @Test func anOperationAnsweringOnlyWithARedirectReturnsTheTargetsBytes() throws {
        let harness = harness(
            "/repos/{repo}/tarball/{ref}",
            "get",
            """
            { "operationId": "downloadTarball", "parameters": [
                { "name": "repo", "in": "path", "required": true, "schema": { "type": "string" } },
                { "name": "ref", "in": "path", "required": true, "schema": { "type": "string" } }],
              "responses": { "302": { "description": "Found", "headers": { "Location": { "schema": { "type": "string" } } } } } }
            """
        )
        let endpoint = try harness.endpoint("downloadTarball")
        let success = try #require(endpoint.successResponse)
        #expect(success.status == .code(200))
        #expect(success.schema?.kind == .byte)
        #expect(endpoint.responses.contains { $0.status == .code(302) })
    }
}
