import EdgeCasesAPI
@_spi(Generated) import EndpointRuntime
import Foundation
import Testing

/// The edge-case spec's generated DTOs, compiled through the plugin and exercised on real JSON.
struct GeneratedModelTests {
    private func decode<T: Decodable>(_ type: T.Type, _ json: String) throws -> T {
        try JSONCoding.decode(type, from: Data(json.utf8))
    }

    @Test func widgetDecodesEveryTypeAndFormat() throws {
        let widget = try decode(
            WidgetDTO.self,
            """
            {"id": "6F9619FF-8B86-D011-B42D-00C04FC964FF", "name": "w", "count": 3, "count32": 2147483647,
             "count64": 9007199254740993, "ratio": 0.25, "ratio_float": 1.5, "enabled": true,
             "created-at": "2024-05-01T12:00:00.123+02:00", "birthday": "2000-02-29",
             "homepage": "https://example.com/a?b=c", "thumbnail": "AQID", "metadata": {"k": [1, null]},
             "tags": ["a", "b"], "matrix": [[1, 2], []], "sparse": [1, null, 3],
             "attributes": {"color": "red"}, "lookup": {"x": [{"label": "g"}]}, "status": "OUT_OF_STOCK",
             "kind": "x-large", "type": "b", "sizes": ["S", "XL"], "owner": null}
            """
        )
        #expect(widget.id == UUID(uuidString: "6F9619FF-8B86-D011-B42D-00C04FC964FF"))
        #expect(widget.count64 == 9_007_199_254_740_993)
        #expect(widget.count32 == Int32.max)
        #expect(abs(widget.createdAt.timeIntervalSince1970 - 1_714_557_600.123) < 0.000_5)
        #expect(widget.birthday == CalendarDate(year: 2000, month: 2, day: 29))
        #expect(widget.homepage == URL(string: "https://example.com/a?b=c"))
        #expect(widget.thumbnail == Data([1, 2, 3]))
        #expect(widget.metadata == .object(["k": .array([.number(1), .null])]))
        #expect(widget.matrix == [[1, 2], []])
        #expect(widget.sparse == [1, nil, 3])
        #expect(widget.lookup?["x"]?.first?.label == "g")
        #expect(widget.status == .outOfStock)
        #expect(widget.kind == .xLarge)
        #expect(widget.sizes == [.s, .unknown("XL")])
        #expect(widget.owner == nil)
    }

    @Test func absentInlineEnumWithADefaultUsesTheDefault() throws {
        let widget = try decode(
            WidgetDTO.self,
            #"{"id": "6F9619FF-8B86-D011-B42D-00C04FC964FF", "name": "w", "created-at": "2024-05-01T12:00:00Z"}"#
        )
        #expect(widget.kind == .small)
        #expect(widget.tags == nil)
    }

    @Test func missingRequiredKeyFailsWithItsCodingPath() throws {
        #expect(
            throws: APIError.decoding(
                DecodingFailure(
                    codingPath: "name",
                    reason: "the required key 'name' is missing",
                    hint: "If the API leaves it out, leave 'name' out of the model's \"required\" list in the spec."
                )
            )
        ) {
            _ = try decode(
                WidgetDTO.self,
                #"{"id": "6F9619FF-8B86-D011-B42D-00C04FC964FF", "created-at": "2024-05-01T12:00:00Z"}"#
            )
        }
    }

    @Test func defaultsFillAbsentKeysButRequiredNullableMustBePresent() throws {
        let defaults = try decode(DefaultsDTO.self, #"{"required_plain": "p", "required_nullable": null}"#)
        #expect(defaults.requiredNullable == nil)
        #expect(defaults.intDefault == -10)
        #expect(defaults.flagDefault)
        #expect(defaults.textDefault == "say \"hi\"\\\n")
        #expect(defaults.listDefault == ["a", "b"])
        #expect(defaults.mapDefault == ["x": 1])
        #expect(defaults.statusDefault == .inStock)
        #expect(defaults.nullableDefault == "fallback")
        #expect(defaults.anyDefault == .object(["k": .array([.number(1), .null, .bool(true), .string("s")])]))

        let error = #expect(throws: APIError.self) {
            _ = try decode(DefaultsDTO.self, #"{"required_plain": "p"}"#)
        }
        guard case .decoding(let failure) = error else {
            Issue.record("expected a decoding error, got \(String(describing: error))")
            return
        }
        #expect(failure.codingPath == "required_nullable")
    }

    @Test func hostileWireNamesRoundTripExactly() throws {
        let json =
            #"{"+1": "a", "-1": "b", "@type": "c", "2fa_enabled": true, "self": "d", "class": "e", "#
            + #""__private": "f", "ÄÖÜ": "g", "🚀": "h", "": "i", "123": "j", "init": "k", "explicit": "l", "string": "x"}"#
        let hostile = try decode(HostileDTO.self, json)
        #expect(hostile.plus1 == "a")
        #expect(hostile.minus1 == "b")
        #expect(hostile.type == "c")
        #expect(hostile._2faEnabled == true)
        #expect(hostile.selfValue == "d")
        #expect(hostile.`class` == "e")
        #expect(hostile.`private` == "f")
        #expect(hostile.äöü == "g")
        #expect(hostile.u1F680 == "h")
        #expect(hostile.empty == "i")
        #expect(hostile.renamedByTheSpec == "l")
        #expect(hostile.string == .x)

        let encoded = try JSONCoding.makeEncoder().encode(hostile)
        let keys = try #require(try JSONSerialization.jsonObject(with: encoded) as? [String: Any]).keys
        #expect(
            Set(keys) == [
                "+1", "-1", "@type", "2fa_enabled", "self", "class", "__private", "ÄÖÜ", "🚀", "", "123",
                "init", "explicit", "string",
            ]
        )
    }

    @Test func unknownEnumValuesSurviveARoundTrip() throws {
        #expect(StatusDTO(rawValue: "backordered") == .unknown("backordered"))
        #expect(StatusDTO(rawValue: "2fa") == ._2fa)
        #expect(StatusDTO.unknown("backordered").rawValue == "backordered")
        let encoded = try JSONCoding.makeEncoder().encode([StatusDTO.empty, .minus1, .unknown("new")])
        #expect(String(decoding: encoded, as: UTF8.self) == #"["","-1","new"]"#)
    }
}
