import Foundation
import Testing

@_spi(Generated) @testable import EndpointRuntime

@Suite("JSONCoding and CalendarDate")
struct JSONCodingTests {
    private struct Stamped: Codable, Equatable {
        let at: Date
    }

    // MARK: Date-times

    @Test(
        "date-times decode with or without fractional seconds and with any offset",
        arguments: [
            ("2024-05-01T12:00:00Z", 1_714_564_800.0),
            ("2024-05-01T12:00:00.250Z", 1_714_564_800.25),
            ("2024-05-01T14:00:00+02:00", 1_714_564_800.0),
            ("2024-05-01T07:30:00.5-04:30", 1_714_564_800.5),
            ("2024-05-01T12:00:00.123456Z", 1_714_564_800.123),
            ("2024-05-01T12:00:00+00:00", 1_714_564_800.0),
        ]
    )
    func dateTimeDecodes(text: String, seconds: Double) throws {
        let decoded = try JSONCoding.decode(Stamped.self, from: Data(#"{"at":"\#(text)"}"#.utf8))
        #expect(abs(decoded.at.timeIntervalSince1970 - seconds) < 0.001)
    }

    @Test(
        "non-ISO date-times are rejected",
        arguments: ["2024-05-01", "2024-05-01 12:00:00Z", "1714564800", "2024-05-01T12:00:00", ""]
    )
    func nonISODateTimeIsRejected(text: String) {
        #expect(JSONCoding.parseDateTime(text) == nil)
    }

    @Test func invalidDateTimeIsDecodingErrorWithPath() throws {
        let error = try #require(throws: APIError.self) {
            try JSONCoding.decode(Stamped.self, from: Data(#"{"at":"yesterday"}"#.utf8))
        }
        guard case .decoding(let failure) = error else {
            Issue.record("expected a decoding error, got \(error)")
            return
        }
        #expect(failure.codingPath == "at")
        #expect(failure.reason.contains("yesterday"))
    }

    @Test func dateTimesEncodeInUTCWithFractionOnlyWhenPresent() throws {
        #expect(JSONCoding.formatDateTime(Date(timeIntervalSince1970: 1_714_564_800)) == "2024-05-01T12:00:00Z")
        #expect(JSONCoding.formatDateTime(Date(timeIntervalSince1970: 1_714_564_800.25)) == "2024-05-01T12:00:00.250Z")
    }

    @Test func dateTimeRoundTrips() throws {
        let value = Stamped(at: Date(timeIntervalSince1970: 1_714_564_800.5))
        let data = try JSONCoding.makeEncoder().encode(value)
        #expect(try JSONCoding.decode(Stamped.self, from: data) == value)
    }

    // MARK: Calendar dates

    @Test func calendarDateParsesAndPrints() throws {
        let date = try #require(CalendarDate("2024-02-29"))
        #expect(date == CalendarDate(year: 2024, month: 2, day: 29))
        #expect(date.description == "2024-02-29")
        #expect(date.parameterValue == "2024-02-29")
    }

    @Test(
        "invalid calendar dates are rejected",
        arguments: ["2023-02-29", "2024-13-01", "2024-04-31", "2024-5-1", "24-05-01", "2024/05/01", "", "２０２４-05-01"]
    )
    func invalidCalendarDateIsRejected(text: String) {
        #expect(CalendarDate(text) == nil)
    }

    @Test func calendarDateDecodesAndReportsBadValuesWithPath() throws {
        struct Release: Decodable { let day: CalendarDate }
        #expect(try JSONCoding.decode(Release.self, from: Data(#"{"day":"2024-05-01"}"#.utf8)).day.day == 1)
        let error = try #require(throws: APIError.self) {
            try JSONCoding.decode(Release.self, from: Data(#"{"day":"2024-05-32"}"#.utf8))
        }
        #expect(
            error
                == .decoding(
                    DecodingFailure(codingPath: "day", reason: "expected a date 'YYYY-MM-DD', found '2024-05-32'")
                )
        )
    }

    @Test func calendarDatesOrderChronologically() throws {
        let dates = ["2024-05-01", "2023-12-31", "2024-01-15"].compactMap(CalendarDate.init)
        #expect(dates.sorted().map(\.description) == ["2023-12-31", "2024-01-15", "2024-05-01"])
    }

    // MARK: Decoding failures

    private struct Product: Decodable {
        let id: String
        let priceCents: Int
        enum CodingKeys: String, CodingKey {
            case id
            case priceCents = "price_cents"
        }
    }

    private struct Page: Decodable {
        let products: [Product]
    }

    @Test func typeMismatchCarriesTheCodingPath() throws {
        let json = #"{"products":[{"id":"a","price_cents":1},{"id":"b","price_cents":2},{"id":"c","price_cents":"3"}]}"#
        let error = try #require(throws: APIError.self) { try JSONCoding.decode(Page.self, from: Data(json.utf8)) }
        guard case .decoding(let failure) = error else {
            Issue.record("expected a decoding error, got \(error)")
            return
        }
        #expect(failure.codingPath == "products[2].price_cents")
        #expect(failure.kind == .mismatch)
        #expect(failure.reason == "expected Int, found a string")
        #expect(
            error.description
                == "The response does not match the spec at products[2].price_cents: expected Int, found a string."
                + " If the API is right, change the \"type\" of 'price_cents' in the spec."
        )
    }

    /// `null` where the spec wants a value: the message says null (not "null or nothing") and names `nullable`.
    @Test func nullWhereAValueIsRequiredSaysNullAndNamesNullable() throws {
        let json = #"{"products":[{"id":"a","price_cents":null}]}"#
        let error = try #require(throws: APIError.self) { try JSONCoding.decode(Page.self, from: Data(json.utf8)) }
        #expect(
            error
                == .decoding(
                    DecodingFailure(
                        codingPath: "products[0].price_cents",
                        reason: "expected Int, found null",
                        hint: "If the API sends null there, mark 'price_cents' \"nullable\": true in the spec."
                    )
                )
        )
    }

    @Test func nullArrayElementNamesTheItemsOfTheArray() throws {
        struct Tags: Decodable { let tags: [String] }
        let error = try #require(throws: APIError.self) {
            try JSONCoding.decode(Tags.self, from: Data(#"{"tags":["a",null]}"#.utf8))
        }
        guard case .decoding(let failure) = error else {
            Issue.record("expected a decoding error, got \(error)")
            return
        }
        #expect(failure.codingPath == "tags[1]")
        #expect(failure.reason == "expected String, found null")
        #expect(
            failure.hint == "If the API sends null there, mark the \"items\" of 'tags' \"nullable\": true in the spec."
        )
    }

    @Test func wrongKindOfValueSaysWhatTheBodyHasWithoutItsText() throws {
        struct Flags: Decodable {
            let count: Int
            let name: String
        }
        for (json, path, found) in [
            (#"{"count":true,"name":"x"}"#, "count", "a boolean"),
            (#"{"count":[1],"name":"x"}"#, "count", "an array"),
            (#"{"count":1,"name":{"secret":"s3cr3t"}}"#, "name", "an object"),
            (#"{"count":1,"name":42}"#, "name", "a number"),
        ] {
            let error = try #require(throws: APIError.self) { try JSONCoding.decode(Flags.self, from: Data(json.utf8)) }
            guard case .decoding(let failure) = error else {
                Issue.record("expected a decoding error, got \(error)")
                continue
            }
            #expect(failure.codingPath == path)
            #expect(failure.reason.hasSuffix("found \(found)"))
            #expect(!error.description.contains("s3cr3t"))
        }
    }

    @Test func missingKeyNamesTheKey() throws {
        let error = try #require(throws: APIError.self) {
            try JSONCoding.decode(Page.self, from: Data(#"{"products":[{"id":"a"}]}"#.utf8))
        }
        #expect(
            error
                == .decoding(
                    DecodingFailure(
                        codingPath: "products[0].price_cents",
                        reason: "the required key 'price_cents' is missing",
                        hint:
                            "If the API leaves it out, leave 'price_cents' out of the model's \"required\" list in the spec."
                    )
                )
        )
    }

    @Test func malformedJSONSaysSo() throws {
        for body in ["{", "nope", #"{"products": [}"#] {
            let error = try #require(throws: APIError.self) { try JSONCoding.decode(Page.self, from: Data(body.utf8)) }
            guard case .decoding(let failure) = error else {
                Issue.record("expected a decoding error, got \(error)")
                continue
            }
            #expect(failure.kind == .notJSON)
            #expect(failure.codingPath.isEmpty)
            #expect(error.description.hasPrefix("The response is not valid JSON: "))
        }
    }

    @Test func whitespaceOnlyBodyIsEmpty() throws {
        let error = try #require(throws: APIError.self) { try JSONCoding.decode(Page.self, from: Data(" \n".utf8)) }
        #expect(error == .decoding(DecodingFailure(codingPath: "", reason: "the body is empty", kind: .notJSON)))
    }

    /// Well-formed JSON nested past the decoder's limit is not called malformed.
    @Test func tooDeeplyNestedJSONSaysHowDeep() throws {
        let deep = String(repeating: "[", count: 600) + String(repeating: "]", count: 600)
        let error = try #require(throws: APIError.self) { try JSONCoding.decode(Page.self, from: Data(deep.utf8)) }
        #expect(
            error
                == .decoding(
                    DecodingFailure(
                        codingPath: "",
                        reason: "it nests arrays and objects 600 levels deep, more than the 512 the decoder accepts",
                        kind: .tooDeeplyNested
                    )
                )
        )
        // Brackets inside strings do not count; 512 levels still decode.
        let fine = String(repeating: "[", count: 511) + #"["[[[[", "]]]]"]"# + String(repeating: "]", count: 511)
        #expect(JSONBodyInspection.depth(of: Data(fine.utf8)) == 512)
        #expect(throws: Never.self) { try JSONCoding.decode(JSONValue.self, from: Data(fine.utf8)) }
    }

    // MARK: JSONValue

    @Test func jsonValueRoundTripsAnyShape() throws {
        let json = #"{"a":[1,"two",true,null,{"b":2.5}]}"#
        let value = try JSONCoding.decode(JSONValue.self, from: Data(json.utf8))
        #expect(
            value
                == .object([
                    "a": .array([.number(1), .string("two"), .bool(true), .null, .object(["b": .number(2.5)])])
                ])
        )
        let encoded = try JSONCoding.makeEncoder().encode(value)
        #expect(String(decoding: encoded, as: UTF8.self) == json)
    }
}
