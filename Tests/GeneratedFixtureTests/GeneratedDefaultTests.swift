import EdgeCasesAPI
@_spi(Generated) import EndpointRuntime
import Foundation
import Testing

/// The edge-case spec's defaults that are not Swift literals (a date, a timestamp, a UUID, a URL, bytes, JSON),
/// as the compiled fixture produces them: the golden files show the code, these show the values it yields.
@Suite("Compiled non-literal defaults")
struct GeneratedDefaultTests {
    /// 2024-01-31T12:00:00Z.
    private static let timestamp = Date(timeIntervalSince1970: 1_706_702_400)

    private func expectSpecDefaults(_ defaults: DefaultsDTO) {
        #expect(defaults.dateDefault == CalendarDate(year: 2024, month: 1, day: 31))
        #expect(defaults.timestampDefault == Self.timestamp)
        #expect(defaults.uuidDefault == UUID(uuidString: "6F9619FF-8B86-D011-B42D-00C04FC964FF"))
        #expect(defaults.uuidDefault != nil)
        #expect(defaults.urlDefault?.absoluteString == "https://example.com/a?b=c")
        #expect(defaults.bytesDefault == Data([1, 2, 3]))
        #expect(defaults.datesDefault?.map(\.description) == ["2024-02-29", "2024-03-01"])
        #expect(defaults.matrixDefault == [[1, 2.5], []])
        #expect(defaults.anyDefault == .object(["k": .array([.number(1), .null, .bool(true), .string("s")])]))
        #expect(defaults.ratioDefault == 0.5)
        #expect(defaults.emptyMapDefault == [:])
    }

    @Test func absentKeysDecodeToTheSpecDefaults() throws {
        let json = #"{"required_plain": "p", "required_nullable": null}"#
        expectSpecDefaults(try JSONCoding.decode(DefaultsDTO.self, from: Data(json.utf8)))
    }

    @Test func theInitializerDefaultsAreTheSpecDefaults() {
        expectSpecDefaults(DefaultsDTO(requiredPlain: "p"))
    }

    @Test func presentKeysOverrideTheDefaults() throws {
        let json = """
            {"required_plain": "p", "required_nullable": null, "date_default": "1999-12-31",
             "uuid_default": "00000000-0000-0000-0000-000000000001", "bytes_default": "", "any_default": [],
             "timestamp_default": "2000-01-01T00:00:00Z", "url_default": "https://example.org"}
            """
        let defaults = try JSONCoding.decode(DefaultsDTO.self, from: Data(json.utf8))
        #expect(defaults.dateDefault == CalendarDate(year: 1999, month: 12, day: 31))
        #expect(defaults.uuidDefault?.uuidString == "00000000-0000-0000-0000-000000000001")
        #expect(defaults.bytesDefault == Data())
        #expect(defaults.anyDefault == .array([]))
        #expect(defaults.timestampDefault == Date(timeIntervalSince1970: 946_684_800))
        #expect(defaults.urlDefault == URL(string: "https://example.org"))
    }
}
