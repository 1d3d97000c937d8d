import EndpointCodegen
import Testing

@testable import EndpointSpec

private typealias Boundary = ConfiguredBoundaryTests

/// The repository shapes beside a vendor's document (`Tests/Fixtures/OpenAPIDropletsAPI`): methods over pages,
/// errors by the error body's code, request bodies built from domain values. Decoded and checked as the spec
/// format's, every finding located at the configuration's line, a vendor update that breaks one included.
@Suite("Configuration files: paged methods, errors by code and domain request bodies")
struct ConfiguredRepositoryShapesTests {
    // MARK: - Decoding

    @Test func theNewKeysDecodeWithTheSpecFormatsDecoder() throws {
        let text = try Boundary.text(Boundary.configurationFile)
        let loaded = ConfigurationFile.load(bytes: Array(text.utf8), path: Boundary.configurationFile)
        let configuration = try #require(loaded.configuration, "\(loaded.diagnostics)")
        let request = try #require(configuration.domainMappings.first { $0.model == "DropletCreate" })
        #expect(request.mapping == nil)
        #expect(request.request?.typeName == "NewDroplet")
        #expect(request.request?.arguments.map(\.label) == ["name", "size"])
        #expect(request.request?.arguments.map(\.property) == ["name", "memory"])
        let methods = try #require(configuration.repositories.first?.methods)
        let create = try #require(methods.first { $0.name == "create" })
        #expect(create.errors.map(\.status) == [422, 422])
        #expect(create.errors.map(\.error) == ["DropletError.nameTaken", "DropletError.rejected"])
        #expect(create.errors.map(\.condition?.member) == ["id", nil])
        #expect(create.errors.map(\.condition?.value) == ["name_taken", nil])
        #expect(methods.first { $0.name == "allDroplets" }?.walksPages == true)
    }

    @Test func theGeneratedCodeConvertsRequestBodiesWalksPagesAndMatchesCodes() throws {
        let result = try Boundary.load(try Boundary.text(Boundary.configurationFile))
        let spec = try #require(result.spec, "\(result.diagnostics)")
        #expect(result.diagnostics.isEmpty)
        let files = Dictionary(uniqueKeysWithValues: CodeGenerator.generate(spec).map { ($0.name, $0.contents) })
        let mapping = try #require(files["DropletsMapping.swift"])
        try FixtureFiles.expectGolden(mapping, at: "boundary/DropletsMapping.swift.txt")
        #expect(mapping.contains("public init(domain: NewDroplet) throws {"))
        let repositories = try #require(files["DropletsRepositories.swift"])
        #expect(
            repositories.contains(
                "public func allDroplets(tagged tag: String?) -> AsyncThrowingStream<Droplet, any Error> {"
            )
        )
        #expect(repositories.contains("return pages.mapItems { try $0.toDomain() }"))
        #expect(repositories.contains("public func create(_ droplet: NewDroplet) async throws -> Droplet {"))
        #expect(repositories.contains("body: try DropletCreateDTO(domain: droplet)"))
        #expect(repositories.contains(#"    where response.body.id == "name_taken"\#n"#))
    }

    @Test func theGeneratedRepositoryMapsEachEventOfAStreamIntoTheDomain() throws {
        let result = try Boundary.load(try Boundary.text(Boundary.configurationFile))
        let spec = try #require(result.spec, "\(result.diagnostics)")
        let files = Dictionary(uniqueKeysWithValues: CodeGenerator.generate(spec).map { ($0.name, $0.contents) })
        let repositories = try #require(files["DropletsRepositories.swift"])
        #expect(
            repositories.contains(
                "public func actions(of id: Droplet.ID) async throws -> AsyncThrowingStream<DropletAction, any Error> {"
            )
        )
        #expect(
            repositories.contains(
                "return try await client.watchDropletActions(dropletID: id.rawValue).mapItems { try $0.data.toDomain() }"
            )
        )
        #expect(repositories.contains("} catch DropletsEndpoints.WatchDropletActionsError.notFound(let response) {"))
        let mapping = try #require(files["DropletsMapping.swift"])
        #expect(
            mapping.contains(
                "guard let kind = DropletAction.Kind(rawValue: type) else { throw DropletError.unknownAction }"
            )
        )
    }

    @Test func aStreamingMethodReadingFromIsAnErrorAtTheConfiguration() throws {
        let configuration = try Boundary.configuration(
            replacing: "        returns: DropletAction\n",
            with: "        returns: DropletAction\n        from: status\n"
        )
        let diagnostics = try Boundary.diagnostics(configuration)
        #expect(
            diagnostics == [
                "\(Boundary.configurationLocation(of: "status\n", in: configuration, after: "returns: DropletAction")): "
                    + "error: 'from' cannot pick a property of endpoint 'watchDropletActions''s items: its response is "
                    + "a stream (text/event-stream), and a repository method returns its items whole"
            ],
            "\(diagnostics)"
        )
    }

    // MARK: - Vendor updates that break a mapping

    @Test func aVendorUpdateThatRenamesARequestMemberIsAConfigurationError() throws {
        let document = try Boundary.text(Boundary.documentFile)
            .replacingOccurrences(of: "required: [name, size]", with: "required: [name, size_slug]")
            .replacingOccurrences(of: "        size: { type: string", with: "        size_slug: { type: string")
        let configuration = try Boundary.text(Boundary.configurationFile)
        let result = try Boundary.load(configuration, document: document)
        #expect(result.spec == nil)
        let diagnostics = result.diagnostics.map(\.description)
        let modelLocation = Boundary.location(of: "DropletCreate:\n", in: document, file: Boundary.documentFile)
        let propertyLocation = Boundary.location(of: "size_slug: {", in: document, file: Boundary.documentFile)
        #expect(
            diagnostics == [
                "\(Boundary.configurationLocation(of: "request:", in: configuration)): error: 'request' does not set "
                    + "required property 'size_slug' of model 'DropletCreate'; add \"size_slug\": { \"from\": … } to "
                    + "its 'arguments'",
                "\(propertyLocation): note: property 'size_slug' is declared here",
                "\(Boundary.configurationLocation(of: "size: { from: memory", in: configuration)): error: 'request' "
                    + "sets 'size', which is not a property of model 'DropletCreate'; did you mean 'size_slug'?",
                "\(modelLocation): note: model 'DropletCreate' is declared here",
            ],
            "\(diagnostics)"
        )
    }

    @Test func aVendorUpdateThatDropsACodeFromTheErrorEnumerationIsAConfigurationError() throws {
        let document = try Boundary.text(Boundary.documentFile)
            .replacingOccurrences(
                of: "        id: { type: string }\n        message",
                with:
                    "        id: { type: string, enum: [not_found, name_in_use, unprocessable_entity] }\n        message"
            )
        let configuration = try Boundary.text(Boundary.configurationFile)
        let result = try Boundary.load(configuration, document: document)
        #expect(result.spec == nil)
        #expect(
            result.diagnostics.map(\.description) == [
                "\(Boundary.configurationLocation(of: "name_taken", in: configuration)): error: 'when' compares 'id' "
                    + "with 'name_taken', which is not one of its values ('not_found', 'name_in_use', "
                    + "'unprocessable_entity')"
            ]
        )
    }

    @Test func aCodeThatIsNoneOfTheEnumerationsValuesGetsTheClosest() throws {
        let document = try Boundary.text(Boundary.documentFile)
            .replacingOccurrences(
                of: "        id: { type: string }\n        message",
                with: "        id: { type: string, enum: [not_found, name_taken] }\n        message"
            )
        let configuration = try Boundary.configuration(replacing: "id: name_taken", with: "id: name_takn")
        let result = try Boundary.load(configuration, document: document)
        #expect(
            result.diagnostics.map(\.description) == [
                "\(Boundary.configurationLocation(of: "name_takn", in: configuration)): error: 'when' compares 'id' "
                    + "with 'name_takn', which is not one of its values ('not_found', 'name_taken'); did you mean "
                    + "'name_taken'?"
            ]
        )
    }

    @Test func aWhenMemberTheErrorBodyDoesNotHaveIsAnErrorWithANoteAtItsModel() throws {
        let configuration = try Boundary.configuration(replacing: "when: { id:", with: "when: { messag:")
        let diagnostics = try Boundary.diagnostics(configuration)
        #expect(
            diagnostics == [
                "\(Boundary.configurationLocation(of: "messag:", in: configuration)): error: 'when' names 'messag', but "
                    + "'messag' is not a property of model 'Error', in the body of the 422 response of endpoint "
                    + "'createDroplet'; did you mean 'message'?",
                "\(try Boundary.documentLocation(of: "Error:\n")): note: model 'Error' is declared here",
            ],
            "\(diagnostics)"
        )
    }

    @Test func aVendorUpdateThatRemovesThePageParameterIsAnErrorAtThePagedMethod() throws {
        let document = try Boundary.text(Boundary.documentFile)
            .replacingOccurrences(
                of: "        - name: page\n          in: query\n          schema: { type: integer }\n",
                with: ""
            )
        let configuration = try Boundary.text(Boundary.configurationFile)
        let result = try Boundary.load(configuration, document: document)
        #expect(result.spec == nil)
        let diagnostics = result.diagnostics.map(\.description)
        #expect(
            diagnostics.first
                == "\(Boundary.configurationLocation(of: "pages: true", in: configuration)): error: 'pages' walks the "
                + "pages of endpoint 'listDroplets', but its pagination is not generated: its 'pageParameter' names "
                + "'page', which is not a query parameter of the endpoint",
            "\(diagnostics)"
        )
    }

    // MARK: - Mistakes in the configuration

    @Test func aPagedMethodReturningAnArrayOrReadingFromIsAnError() throws {
        let configuration = try Boundary.configuration(
            replacing: "        returns: Droplet\n        pages: true",
            with: "        returns: \"[Droplet]\"\n        from: data.items\n        pages: true"
        )
        let diagnostics = try Boundary.diagnostics(configuration)
        #expect(
            diagnostics == [
                "\(Boundary.configurationLocation(of: "\"[Droplet]\"", in: configuration, after: "allDroplets")): "
                    + "error: method 'allDroplets' walks pages, so 'returns' names the type of each item (the method "
                    + "returns an AsyncThrowingStream of them), found '[Droplet]'; write 'Droplet'",
                "\(Boundary.configurationLocation(of: "data.items", in: configuration, after: "allDroplets")): error: "
                    + "'from' cannot be combined with 'pages': the items of every page are read where the pagination "
                    + "of endpoint 'listDroplets' says ('items'); remove 'from'",
            ],
            "\(diagnostics)"
        )
    }

    @Test func aPagedMethodOverAnOperationWithoutPaginationIsAnError() throws {
        let configuration = try Boundary.configuration(
            replacing: "    list_droplets: { kind: page, items: data.items, pageParameter: page, firstPage: 1 }",
            with: "    list_droplets: false"
        )
        let diagnostics = try Boundary.diagnostics(configuration)
        #expect(
            diagnostics.first
                == "\(Boundary.configurationLocation(of: "pages: true", in: configuration)): error: 'pages' walks the "
                + "pages of endpoint 'listDroplets', which declares no 'pagination'; declare how its pages follow (the "
                + "endpoint's 'pagination', or the configuration's 'pagination')",
            "\(diagnostics)"
        )
    }

    @Test func twoMappingsOfOneStatusWithoutWhenAreAnError() throws {
        let configuration = try Boundary.configuration(
            replacing: "- { when: { id: name_taken }, throw",
            with: "- { throw"
        )
        let diagnostics = try Boundary.diagnostics(configuration)
        #expect(diagnostics.count == 2)
        #expect(
            diagnostics.first?.hasSuffix(
                "error: status 422 of method 'create' is mapped twice without 'when'; one mapping applies to the "
                    + "status, the others need a 'when'"
            ) == true,
            "\(diagnostics)"
        )
    }

    @Test func aBodyParameterOfAnotherTypeThanTheRequestMappingsIsAnErrorAtItsType() throws {
        let configuration = try Boundary.configuration(
            replacing: "type: NewDroplet, to: body",
            with: "type: Droplet, to: body"
        )
        let diagnostics = try Boundary.diagnostics(configuration)
        #expect(
            diagnostics == [
                "\(Boundary.configurationLocation(of: "Droplet, to: body", in: configuration)): error: parameter "
                    + "'droplet' of method 'create' feeds the request body of endpoint 'createDroplet' as 'Droplet', but "
                    + "the 'request' mapping of model 'DropletCreate' converts from 'NewDroplet'; write 'NewDroplet' (or "
                    + "'DropletCreateDTO' to pass the transfer type)",
                "\(Boundary.configurationLocation(of: "request:", in: configuration)): note: the 'request' mapping of "
                    + "model 'DropletCreate' is declared here",
            ],
            "\(diagnostics)"
        )
    }

    @Test func aBodyParameterOfTheTransferTypeOrAnOptionalDomainTypeIsAccepted() throws {
        for type in ["DropletCreateDTO", "\"NewDroplet?\"", "DropletsAPI.NewDroplet"] {
            let configuration = try Boundary.configuration(
                replacing: "type: NewDroplet, to: body",
                with: "type: \(type), to: body"
            )
            let result = try Boundary.load(configuration)
            #expect(result.spec != nil, "\(type): \(result.diagnostics)")
        }
    }

    @Test func aWhenUnderAStatusTheOperationDeclaresNoBodyForGetsTheStatusItDoes() throws {
        let configuration = try Boundary.configuration(
            replacing: "          \"422\":\n            - { when",
            with: "          \"409\":\n            - { when"
        )
        let diagnostics = try Boundary.diagnostics(configuration)
        #expect(
            diagnostics.contains(
                "\(Boundary.configurationLocation(of: "id: name_taken", in: configuration)): error: 'when' reads 'id' "
                    + "from the body of the 409 response, but endpoint 'createDroplet' declares no error response with "
                    + "a body for 409; did you mean 422?"
            ),
            "\(diagnostics)"
        )
    }

    @Test func anUnknownKeyOfARequestMappingGetsADidYouMean() throws {
        let configuration = try Boundary.configuration(
            replacing: "      invalid: DropletError.unsupportedMemory",
            with: "      invalidd: DropletError.unsupportedMemory"
        )
        let loaded = ConfigurationFile.load(bytes: Array(configuration.utf8), path: Boundary.configurationFile)
        #expect(
            loaded.diagnostics.map(\.description) == [
                "\(Boundary.configurationLocation(of: "invalidd", in: configuration)): error: unknown key 'invalidd' in "
                    + "the request mapping of model 'DropletCreate'; did you mean 'invalid'?"
            ]
        )
    }
}
