import Foundation
import OpenAPIHelpdeskAPI
import Testing

/// The helpdesk document's configuration file (`Tests/Fixtures/OpenAPIHelpdeskAPI/endpointkit.json`) asks for
/// `"modelProperties": "let"`: the plugin hands it to the generator, and the models it builds have constant
/// properties that still decode and encode.
@Suite struct ConfiguredLetModelsTests {
    @Test func theConfiguredModelsHaveConstantProperties() {
        #expect(!(\TicketDTO.subject as AnyKeyPath is WritableKeyPath<TicketDTO, String>))
        #expect(!(\MergeRequestDTO.into as AnyKeyPath is WritableKeyPath<MergeRequestDTO, Int64>))
    }

    @Test func constantModelsStillRoundTripThroughJSON() throws {
        let request = MergeRequestDTO(into: 42)
        let data = try JSONEncoder().encode(request)
        #expect(try JSONDecoder().decode(MergeRequestDTO.self, from: data).into == 42)
    }
}
