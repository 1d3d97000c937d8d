import EdgeCasesAPI
import EdgeDomain
@_spi(Generated) import EndpointRuntime
import EndpointTesting
import Foundation
import Testing

/// The edge-case spec's generated client and repositories, sending through a spy HTTP client.
struct GeneratedClientTests {
    private let baseURL = URL(string: "https://edge.example.com/v1")!
    private let widgetJSON =
        #"{"id": "6F9619FF-8B86-D011-B42D-00C04FC964FF", "name": "w", "created-at": "2024-05-01T12:00:00Z"}"#

    private func client(_ http: SpyHTTPClient) -> EdgeCasesClient {
        EdgeCasesClient(baseURL: baseURL, httpClient: http)
    }

    // MARK: The spec's server

    @Test func theSpecsBaseURLIsANonOptionalDefaultAndTheClientNeedsNoURL() async throws {
        let defaultURL: URL = EdgeCasesClient.defaultBaseURL
        #expect(defaultURL.absoluteString == "https://edge.example.com/v1")
        let http = SpyHTTPClient(json: "[]")
        _ = try await EdgeCasesClient(httpClient: http).listWidgets(limit: 1)
        #expect(http.requests.first?.url?.absoluteString.hasPrefix("https://edge.example.com/v1/widgets") == true)
    }

    // MARK: Requests

    @Test func queryArraysEnumsDatesAndRenamedParametersAreEncoded() async throws {
        let http = SpyHTTPClient(json: "[\(widgetJSON)]")
        let widgets = try await client(http).listWidgets(
            limit: 20,
            tag: ["a b", "c+d"],
            status: [.inStock, .unknown("new")],
            sort: .minusName,
            since: Date(timeIntervalSince1970: 0),
            day: CalendarDate(year: 2024, month: 1, day: 31),
            searchText: "x&y=z"
        )

        #expect(widgets.count == 1)
        let url = try #require(http.requests.first?.url?.absoluteString)
        #expect(
            url == "https://edge.example.com/v1/widgets?tag=a%20b&tag=c%2Bd&status=in-stock&status=new&sort=-name"
                + "&limit=20&since=1970-01-01T00%3A00%3A00Z&day=2024-01-31&q=x%26y%3Dz"
        )
    }

    @Test func pathAndHeaderParametersAreEncoded() async throws {
        let http = SpyHTTPClient(json: widgetJSON)
        let id = try #require(UUID(uuidString: "6F9619FF-8B86-D011-B42D-00C04FC964FF"))
        _ = try await client(http).getWidget(widgetID: id, xAPIVersion: 2, xRequestID: "req-1")

        let request = try #require(http.requests.first)
        #expect(request.url?.path == "/v1/widgets/6f9619ff-8b86-d011-b42d-00c04fc964ff")
        #expect(request.value(forHTTPHeaderField: "X-Api-Version") == "2")
        #expect(request.value(forHTTPHeaderField: "X-Request-ID") == "req-1")
    }

    @Test func omittedOptionalHeaderIsNotSent() async throws {
        let http = SpyHTTPClient(json: widgetJSON)
        let id = try #require(UUID(uuidString: "6F9619FF-8B86-D011-B42D-00C04FC964FF"))
        _ = try await client(http).getWidget(widgetID: id, xAPIVersion: 2)

        #expect(http.requests.first?.value(forHTTPHeaderField: "X-Request-ID") == nil)
    }

    @Test func keywordNamedEndpointSendsBodyQueryAndHeader() async throws {
        let http = SpyHTTPClient(json: "{}")
        _ = try await client(http).`default`(selfValue: "me", body: ["x"], body2: true, query: "q", headers: "h")

        let request = try #require(http.requests.first)
        #expect(request.httpMethod == "POST")
        #expect(request.url?.query == "self=me&body=true&query=q")
        #expect(request.value(forHTTPHeaderField: "headers") == "h")
        #expect(http.firstRequestBody == #"["x"]"#)
    }

    @Test func inlineEnumBodyAndResponse() async throws {
        let http = SpyHTTPClient(json: #""accepted""#)
        let answer = try await client(http).updateStatus(id: 9_007_199_254_740_993, body: .off)

        #expect(answer == .accepted)
        #expect(http.requests.first?.url?.path == "/v1/widgets/9007199254740993/status")
        #expect(http.firstRequestBody == #""off""#)
    }

    @Test func noContentResponsesNeedNoBody() async throws {
        let http = SpyHTTPClient(status: 204)
        try await client(http).deleteWidget(id: "w/1")

        #expect(http.requests.first?.httpMethod == "DELETE")
        #expect(http.requests.first?.url?.absoluteString == "https://edge.example.com/v1/widgets/w%2F1")
    }

    @Test func retryabilityFollowsTheSpec() {
        #expect(EdgeCasesEndpoints.createWidget(body: sampleWidget()).isRetryable)
        #expect(!EdgeCasesEndpoints.patchWidget(id: "1", body: nil).isRetryable)
        #expect(EdgeCasesEndpoints.replaceWidget(id: "1", body: sampleWidget()).isRetryable)
        #expect(
            !EdgeCasesEndpoints.uploadBlob(key: UUID(), day: CalendarDate(year: 2024, month: 1, day: 1)!, body: Data())
                .isRetryable
        )
    }

    private func sampleWidget() -> WidgetDTO {
        WidgetDTO(id: UUID(), name: "w", createdAt: Date(timeIntervalSince1970: 0))
    }

    // MARK: Repositories and mapping

    @Test func personMapsNestedValuesThroughConversions() async throws {
        let http = SpyHTTPClient(
            json: """
                {"id": "u1", "display_name": "Ada", "age": 36, "nickname": "ada", "score": 7,
                 "pets": [{"name": "Rex", "legs": 4, "species": "dog"}],
                 "favorite_pet": {"name": "Tom", "species": "cat"}, "pets_by_name": {"Rex": {"name": "Rex", "species": "dog"}}}
                """
        )
        let repository: any PersonRepository = HTTPPersonRepository(client: client(http))
        let person = try await repository.person(id: Person.ID(rawValue: "u 1"))

        #expect(person.id == Person.ID(rawValue: "u1"))
        #expect(person.name == "Ada")
        #expect(person.age == Age(36))
        #expect(person.nickname == Nickname(text: "ada"))
        #expect(person.email == nil)
        #expect(person.score == Score(7))
        #expect(person.pets == [Pet("Rex", legs: 4)])
        #expect(person.favoritePet == Pet("Tom", legs: nil))
        #expect(person.petsByName == ["Rex": Pet("Rex", legs: nil)])
        #expect(http.requests.first?.url?.absoluteString == "https://edge.example.com/v1/people/u%201")
    }

    @Test(arguments: [
        #"{"id": "u1", "display_name": "Ada", "age": 200, "score": 7, "pets": []}"#,
        #"{"id": "u1", "display_name": "Ada", "score": -1, "pets": []}"#,
    ])
    func failableConversionsRejectInvalidValues(body: String) async throws {
        let repository = HTTPPersonRepository(client: client(SpyHTTPClient(json: body)))
        await #expect(throws: PersonError.invalidPerson) {
            _ = try await repository.person(id: Person.ID(rawValue: "u1"))
        }
    }

    @Test func statusesBecomeDomainErrors() async throws {
        let missing = HTTPPersonRepository(client: client(SpyHTTPClient(json: "{}", status: 404)))
        await #expect(throws: PersonError.notFound(Person.ID(rawValue: "u9"))) {
            _ = try await missing.person(id: Person.ID(rawValue: "u9"))
        }
        let gone = HTTPPersonRepository(client: client(SpyHTTPClient(json: "{}", status: 410)))
        await #expect(throws: PersonError.gone) {
            _ = try await gone.person(id: Person.ID(rawValue: "u9"))
        }
        let broken = HTTPPersonRepository(client: client(SpyHTTPClient(json: "{}", status: 500)))
        await #expect(throws: APIError.unexpectedStatus(code: 500, body: Data("{}".utf8))) {
            _ = try await broken.person(id: Person.ID(rawValue: "u9"))
        }
    }

    @Test func repositoryParametersReadTheirValuePaths() async throws {
        let http = SpyHTTPClient(json: #"{"people": [], "next": null}"#)
        let people = try await HTTPPersonRepository(client: client(http)).people(
            after: "c1",
            size: PageSize(rawValue: 5)
        )

        #expect(people.isEmpty)
        #expect(http.requests.first?.url?.query == "cursor=c1&size=5")
    }

    @Test func optionalResponsePropertyMapsToAnOptionalDomainValue() async throws {
        let http = SpyHTTPClient(json: #"{"id": "u1", "display_name": "Ada", "score": 1, "pets": []}"#)
        let pet = try await HTTPPersonRepository(client: client(http)).favoritePet(of: Person.ID(rawValue: "u1"))
        #expect(pet == nil)
    }
}
