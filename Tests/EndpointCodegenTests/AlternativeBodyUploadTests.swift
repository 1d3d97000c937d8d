import EndpointSpec
import Testing

@testable import EndpointCodegen

/// A binary alternative body gets a client file-upload overload labelled `<label>ContentsOf`, next to its call.
@Suite struct AlternativeBodyUploadTests {
    /// The rendered alternative client methods of `endpoint` (JSON text) in a spec with a `Pet` model.
    private func alternativeMethods(of endpoint: String) throws -> String {
        let text = #"""
            {
              "name": "Shop",
              "models": { "Pet": { "properties": { "name": { "type": "string" } } } },
              "endpoints": { "addPet": \#(endpoint) }
            }
            """#
        let result = SpecLoader.load(text: Array(text.utf8), path: "shop.json")
        let spec = try #require(result.spec, "\(result.diagnostics)")
        return Snippets.alternativeClientMethods("addPet", in: spec)
    }

    @Test func aBinaryAlternativeIsSentFromAFileWithItsOwnContentType() throws {
        let methods = try alternativeMethods(
            of: #"""
                { "method": "POST", "path": "/pets", "body": [{ "$ref": "Pet" }, { "contentType": "application/xml" }],
                  "responses": { "200": { "$ref": "Pet" } } }
                """#
        )
        #expect(
            methods == """
                /// Sends `POST /pets`.
                ///
                /// The body is sent as `application/xml`.
                ///
                /// - Parameter body: The request body.
                /// - Returns: The decoded response.
                /// - Throws: `APIError` when the call fails or the server answers with another status.
                public func addPet(data body: Data) async throws -> PetDTO {
                    try await apiClient.send(ShopEndpoints.addPet(data: body))
                }

                /// `addPet(data:)`, with the request body read from `file` a chunk at a time while it is sent instead of held in
                /// memory.
                ///
                /// The body is sent as `application/xml`.
                ///
                /// - Parameters:
                ///   - file: The file URL whose contents are the request body.
                ///   - progress: Hears the bytes of the body sent so far and its total size, as it is sent.
                /// - Returns: What the plain call returns.
                /// - Throws: what the plain call throws; `APIError.invalidRequest` when the file cannot be read.
                public func addPet(dataContentsOf file: URL, progress: EndpointRuntime.UploadProgress? = nil) async throws -> PetDTO {
                    var endpoint = ShopEndpoints.addPet(data: Data())
                    endpoint.content = endpoint.content?.streamingBody(fromFile: file, progress: progress)
                    return try await apiClient.send(endpoint)
                }

                """
        )
    }

    @Test func theFileLabelIsNumberedWhenAParameterHasItsName() throws {
        let methods = try alternativeMethods(
            of: #"""
                { "method": "POST", "path": "/pets",
                  "parameters": { "dataContentsOf": { "in": "query", "type": "string", "required": true } },
                  "body": [{ "$ref": "Pet" }, { "contentType": "application/octet-stream" }] }
                """#
        )
        #expect(methods.contains("    dataContentsOf: String,\n    dataContentsOf2 file: URL,\n"))
    }

    @Test func textFormAndTypedMultipartAlternativesGetNoUploadOverload() throws {
        let methods = try alternativeMethods(
            of: #"""
                { "method": "POST", "path": "/pets",
                  "body": [
                    { "contentType": "application/octet-stream" },
                    { "contentType": "text/plain" },
                    { "contentType": "application/x-www-form-urlencoded", "$ref": "Pet" },
                    { "contentType": "multipart/form-data", "$ref": "Pet" }
                  ] }
                """#
        )
        #expect(methods.contains("public func addPet(multipart body: PetDTO"))
        #expect(!methods.contains("ContentsOf"))
    }

    @Test func aStreamedResponseGetsNoUploadOverloadForAnAlternative() throws {
        let methods = try alternativeMethods(
            of: #"""
                { "method": "POST", "path": "/pets",
                  "body": [{ "$ref": "Pet" }, { "contentType": "application/octet-stream" }],
                  "responses": { "200": { "contentType": "text/event-stream" } } }
                """#
        )
        #expect(methods.contains("public func addPet(data body: Data)"))
        #expect(!methods.contains("ContentsOf"))
    }

    @Test func aBinaryResponseIsDownloadedToAFileFromEveryAlternativesCall() throws {
        let methods = try alternativeMethods(
            of: #"""
                { "method": "POST", "path": "/pets",
                  "body": [{ "$ref": "Pet" }, { "contentType": "application/x-www-form-urlencoded", "$ref": "Pet" },
                           { "contentType": "application/octet-stream" }],
                  "responses": { "200": { "contentType": "application/pdf" } } }
                """#
        )
        #expect(methods.contains("public func addPet(form body: PetDTO) async throws -> Data {"))
        #expect(methods.contains("    form body: PetDTO,\n    to destination: URL,\n"))
        #expect(methods.contains("try await apiClient.download(ShopEndpoints.addPet(form: body), to: destination,"))
        #expect(methods.contains("    data body: Data,\n    to destination: URL,\n"))
        #expect(methods.contains("`addPet(data:)`, with the response body written to `destination`"))
        // The upload overload still follows the binary alternative's download overload.
        #expect(methods.contains("public func addPet(dataContentsOf file: URL"))
    }

    @Test func aJSONResponseGetsNoDownloadOverloadForAnAlternative() throws {
        let methods = try alternativeMethods(
            of: #"""
                { "method": "POST", "path": "/pets",
                  "body": [{ "$ref": "Pet" }, { "contentType": "application/x-www-form-urlencoded", "$ref": "Pet" }],
                  "responses": { "200": { "$ref": "Pet" } } }
                """#
        )
        #expect(!methods.contains("to destination: URL"))
    }
}
