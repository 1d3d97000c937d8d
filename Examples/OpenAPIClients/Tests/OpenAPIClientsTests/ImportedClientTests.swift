import AspnetDataTypesAPI
import EndpointRuntime
import EndpointTesting
import FastAPIFullStackAPI
import Foundation
import KubernetesCoordinationAPI
import PetstoreAPI
import Testing
import TrainTravelAPI
import TwilioOAuthAPI
import USPTOAPI

/// The base URL every test client talks to.
private let testBaseURL = URL(string: "https://api.example.com/v1")!

/// Each client generated from a real OpenAPI document sends a real-shaped request and decodes a real-shaped answer.
struct ImportedClientTests {
    @Test func petstoreFindsAPetByID() async throws {
        let http = SpyHTTPClient(
            json: """
                {"id": 10, "name": "doggie", "category": {"id": 1, "name": "Dogs"},
                 "photoUrls": ["https://example.com/dog.png"], "tags": [{"id": 0, "name": "good"}], "status": "available"}
                """
        )
        let client = PetstoreClient(baseURL: testBaseURL, httpClient: http)
        let pet = try await client.getPetByID(petID: 10)

        #expect(pet.name == "doggie")
        #expect(pet.category?.name == "Dogs")
        #expect(pet.status == .available)
        #expect(http.requests.first?.url?.absoluteString == "https://api.example.com/v1/pet/10")
    }

    @Test func petstoreKeepsUnknownStatusValues() async throws {
        let http = SpyHTTPClient(json: #"[{"name": "cat", "photoUrls": [], "status": "adopted"}]"#)
        let client = PetstoreClient(baseURL: testBaseURL, httpClient: http)
        let pets = try await client.findPetsByTags(tags: ["a", "b"])

        #expect(pets.first?.status == .unknown("adopted"))
        #expect(http.requests.first?.url?.query == "tags=a&tags=b")
    }

    @Test func kubernetesReadsTheAPIGroup() async throws {
        let http = SpyHTTPClient(
            json: """
                {"apiVersion": "v1", "kind": "APIGroup", "name": "coordination.k8s.io",
                 "versions": [{"groupVersion": "coordination.k8s.io/v1", "version": "v1"}],
                 "preferredVersion": {"groupVersion": "coordination.k8s.io/v1", "version": "v1"}}
                """
        )
        let group = try await KubernetesClient(baseURL: testBaseURL, httpClient: http).getCoordinationAPIGroup()

        #expect(group.name == "coordination.k8s.io")
        #expect(group.versions.map(\.version) == ["v1"])
    }

    @Test func usptoListsDataSets() async throws {
        let http = SpyHTTPClient(json: #"{"total": 2, "apis": []}"#)
        let list = try await USPTODataSetClient(baseURL: testBaseURL, httpClient: http).listDataSets()
        #expect(list.total == 2)
    }

    @Test func everyOtherImportedClientIsCallable() async throws {
        let shapes = SpyHTTPClient(json: #"{"shapeType": "circle", "radius": 2}"#)
        let shape = try await DataTypesClient(baseURL: testBaseURL, httpClient: shapes).getShape(type: "circle")
        guard case .circle(let circle) = shape else {
            Issue.record("decoded \(shape)")
            return
        }
        #expect(circle.shapeType == .circle && circle.radius == 2)
        let empty = SpyHTTPClient(json: "{}")
        _ = try? await FullStackFastAPIProjectClient(baseURL: testBaseURL, httpClient: empty)
            .documentsReadDocuments(skip: 1, limit: 2)
        _ = try? await TrainTravelClient(baseURL: testBaseURL, httpClient: empty).getBooking(bookingID: UUID())
        _ = try? await TwilioOauthClient(baseURL: testBaseURL, httpClient: empty).fetchCerts()

        let urls = (shapes.requests + empty.requests).compactMap { $0.url?.absoluteString }
        #expect(urls.count == 4)
        #expect(urls[0].hasPrefix("https://api.example.com/v1/"))
        #expect(urls[1].hasSuffix("?skip=1&limit=2"))
    }
}
