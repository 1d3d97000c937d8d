import EndpointOpenAPI
import EndpointRuntime
import EndpointSpec
import EndpointStubServer
import Foundation
import RailStationsAPI
import Testing

/// The client the plugin generated from the train-travel document as Sources/RailStationsAPI/endpointkit.yaml
/// configures it, called over loopback against the stub server serving the same configured document.
@Suite struct ConfiguredClientLoopbackTests {
    /// The target's directory.
    static let directory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources/RailStationsAPI")

    /// The document loaded as the plugin loads it: with the configuration found next to it.
    static func configuredSpec() throws -> Spec {
        let document = directory.appendingPathComponent("train-travel.openapi.json").path
        let configuration = try ConfigurationFile.locate(forSpecAt: document)
        #expect(configuration?.hasSuffix("RailStationsAPI/endpointkit.yaml") == true)
        let loaded = SpecLoader.standard.load(fileAt: document, configurationAt: configuration)
        return try #require(loaded.spec, "\(loaded.diagnostics)")
    }

    @Test func theFilterKeepsTheSelectedOperationsAndTheModelsTheyUse() throws {
        let spec = try Self.configuredSpec()
        #expect(spec.name == "Rail")
        #expect(spec.accessLevel == .package)
        #expect(spec.endpoints.map(\.name).sorted() == ["getTrips", "stations"])
        // Bookings and payments are gone with their operations; the renamed Station stays.
        let names = Set(spec.models.map(\.name))
        #expect(names.contains("RailStation"))
        #expect(!names.contains("Station"))
        #expect(!names.contains("Booking"))
        #expect(!names.contains("BookingPayment"))
        // Problem stays, with its shape, for checking and serving examples; the client uses the app's type.
        #expect(spec.model(named: "Problem")?.typeOverride == "RailProblem")
    }

    @Test func anErrorBodyDecodesIntoTheOverridingType() async throws {
        // The mock serves an error only when asked: `Prefer: code=400` picks the document's 400 example of
        // `stations`, so the stub sends its problem+json body.
        let spec = try Self.configuredSpec()
        let stations = try #require(spec.endpoints.first { $0.name == "stations" })
        try #require(stations.examples.contains { $0.status == 400 })
        let stub = try StubServer.start(spec: spec)
        defer { stub.stop() }
        var apiClient = RailClient(baseURL: stub.baseURL, httpClient: URLSessionHTTPClient(timeout: .seconds(30)))
            .apiClient
        apiClient.defaultHeaders["Prefer"] = "code=400"
        let client = RailClient(apiClient: apiClient)

        do {
            _ = try await client.stations()
            Issue.record("expected the 400 example's error")
        } catch RailEndpoints.StationsError.badRequest(let response) {
            let problem: RailProblem = response.body
            #expect(problem.status == 400)
            #expect(problem.title == "Bad Request")
            #expect(problem.detail == "The request is invalid or missing required parameters.")
            #expect(response.statusCode == 400)
        }
    }

    @Test func theRenamedCallDecodesTheRenamedModelAndProperty() async throws {
        let stub = try StubServer.start(spec: try Self.configuredSpec())
        defer { stub.stop() }
        let client = RailClient(baseURL: stub.baseURL, httpClient: URLSessionHTTPClient(timeout: .seconds(30)))

        let page = try await client.stations()

        let stations: [RailStationDTO] = page.data ?? []
        #expect(stations.map(\.name) == ["Berlin Hauptbahnhof", "Paris Gare du Nord"])
        #expect(stations.map(\.country) == ["DE", "FR"])
    }
}
