import EdgeCasesAPI
@_spi(Generated) import EndpointRuntime
import Foundation
import ShadowingTypes
import Testing

/// The edge-case spec imports `ShadowingTypes`, whose decoys carry the names of the runtime's types. EdgeCasesAPI
/// compiling at all shows generated code names none of them; these tests show what it names is the runtime's.
struct RuntimeNameShadowingTests {
    @Test func decoysShareTheRuntimeNames() {
        #expect(ShadowingTypes.Endpoint.isDecoy)
        #expect(ShadowingTypes.JSONValue.isDecoy)
        #expect(ShadowingTypes.APIError.isDecoy)
        #expect(ShadowingTypes.QueryItems.isDecoy)
    }

    @Test func endpointFactoriesReturnTheRuntimeEndpoint() {
        let endpoint: EndpointRuntime.Endpoint<EmptyResponseOfEdgeCases> = EdgeCasesEndpoints.deleteWidget(id: "w-1")
        #expect(endpoint.method == .delete)
        #expect(endpoint.path == "/widgets/{id}")
        #expect(endpoint.pathParameters == ["id": "w-1"])
    }

    @Test func modelsDecodeIntoTheRuntimeValueTypes() throws {
        let json =
            #"{"id": "6F9619FF-8B86-D011-B42D-00C04FC964FF", "name": "w", "created-at": "2024-05-01T12:00:00Z", "#
            + #""birthday": "2000-02-29", "metadata": [true]}"#
        let widget = try EndpointRuntime.JSONCoding.decode(WidgetDTO.self, from: Data(json.utf8))
        let metadata: EndpointRuntime.JSONValue? = widget.metadata
        let birthday: EndpointRuntime.CalendarDate? = widget.birthday
        #expect(metadata == .array([.bool(true)]))
        #expect(birthday == EndpointRuntime.CalendarDate(year: 2000, month: 2, day: 29))
    }
}

/// The response type of an endpoint without a body, spelled through the runtime module.
typealias EmptyResponseOfEdgeCases = EndpointRuntime.EmptyResponse
