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
