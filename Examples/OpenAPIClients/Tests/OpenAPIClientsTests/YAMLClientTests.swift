import EndpointRuntime
import EndpointTesting
import Foundation
import SwaggerPetstoreYAMLAPI
import SwiftOpenAPIPetstoreAPI
import Testing
import TrainTravelAPI
import TrainTravelYAMLAPI

/// The base URL every test client talks to.
private let testBaseURL = URL(string: "https://api.example.com/v1")!

/// Clients generated from YAML documents send real-shaped requests and decode real-shaped answers; the YAML twin
/// of a JSON document builds a client that sends exactly what the JSON one sends.
struct YAMLClientTests {
    @Test func swiftOpenAPIPetstoreCreatesAPetWithAHeader() async throws {
        let http = SpyHTTPClient(json: #"{"id": 1, "name": "Fluffz", "kind": "cat"}"#, status: 201)
        let client = SwiftOpenAPIPetstoreAPI.PetstoreClient(baseURL: testBaseURL, httpClient: http)
        let pet = try await client.createPet(body: CreatePetRequestDTO(name: "Fluffz"), xExtraArguments: "x")

        #expect(pet.id == 1)
        #expect(pet.name == "Fluffz")
        let request = try #require(http.requests.first)
        #expect(request.httpMethod == "POST")
        #expect(request.url?.absoluteString == "https://api.example.com/v1/pets")
        #expect(request.value(forHTTPHeaderField: "X-Extra-Arguments") == "x")
        #expect(http.firstRequestBody == #"{"name":"Fluffz"}"#)
    }

    @Test func swaggerPetstoreFromYAMLFindsAPetByID() async throws {
        let http = SpyHTTPClient(json: #"{"id": 10, "name": "doggie", "photoUrls": [], "status": "sold"}"#)
        let client = SwaggerPetstoreYAMLAPI.PetstoreClient(baseURL: testBaseURL, httpClient: http)
        let pet = try await client.getPetByID(petID: 10)

        #expect(pet.name == "doggie")
        #expect(pet.status == .sold)
        #expect(http.requests.first?.url?.absoluteString == "https://api.example.com/v1/pet/10")
    }

    @Test func theYAMLTwinSendsWhatTheJSONDocumentsClientSends() async throws {
        let body = #"{"data": [{"id": "ea399ba1-6d95-433f-92d1-83f67b775594", "price": 50.5}], "links": {}}"#
        let origin = try #require(UUID(uuidString: "efdbb9d1-02c2-4bc3-afb7-6788d8782b1e"))
        let destination = try #require(UUID(uuidString: "b2e783e1-c824-4d63-b37a-d8d698862f1d"))
        let date = Date(timeIntervalSince1970: 1_767_225_600)

        let jsonHTTP = SpyHTTPClient(json: body)
        let fromJSON = try await TrainTravelAPI.TrainTravelClient(baseURL: testBaseURL, httpClient: jsonHTTP)
            .getTrips(origin: origin, destination: destination, date: date, dogs: true)
        let yamlHTTP = SpyHTTPClient(json: body)
        let fromYAML = try await TrainTravelYAMLAPI.TrainTravelClient(baseURL: testBaseURL, httpClient: yamlHTTP)
            .getTrips(origin: origin, destination: destination, date: date, dogs: true)

        #expect(fromYAML.data?.first?.price == 50.5)
        #expect(fromYAML.data?.first?.price == fromJSON.data?.first?.price)
        #expect(fromYAML.data?.first?.id == fromJSON.data?.first?.id)
        let jsonRequest = try #require(jsonHTTP.requests.first)
        let yamlRequest = try #require(yamlHTTP.requests.first)
        #expect(yamlRequest.url == jsonRequest.url)
        #expect(yamlRequest.httpMethod == jsonRequest.httpMethod)
        #expect(yamlRequest.allHTTPHeaderFields == jsonRequest.allHTTPHeaderFields)
        #expect(yamlRequest.url?.query?.contains("dogs=true") == true)
    }
}
