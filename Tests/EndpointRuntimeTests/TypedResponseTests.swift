@_spi(Generated) import EndpointRuntime
import EndpointTestSupport
import Foundation
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// What generated code declares for an endpoint with 404, 422, `4XX` and `default` error bodies, written by hand.
enum FakeGetThingError: ResponseError, Equatable {
    case notFound(ErrorResponse<FakeMessage>)
    case validationFailed(ErrorResponse<FakeValidation>)
    case clientError(ErrorResponse<JSONValue>)
    case other(ErrorResponse<FakeMessage>)

    static let declaredResponses: [DeclaredError] = [
        DeclaredError(.code(404), notFound, message: { $0.message }),
        DeclaredError(.code(422), validationFailed),
        DeclaredError(.range(4), clientError),
        DeclaredError(.default, other, message: { $0.message }),
    ]

    var response: ErrorResponse<any Sendable> {
        switch self {
        case .notFound(let response): response.erased
        case .validationFailed(let response): response.erased
        case .clientError(let response): response.erased
        case .other(let response): response.erased
        }
    }
}

struct FakeMessage: Codable, Equatable, Sendable { let message: String }
struct FakeValidation: Codable, Equatable, Sendable { let errors: [String] }
struct FakeThing: Codable, Equatable, Sendable { let id: String }
struct FakeJob: Codable, Equatable, Sendable { let job: Int }

extension ErrorResponse: Equatable where Body: Equatable {
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.statusCode == rhs.statusCode && lhs.body == rhs.body && lhs.rawBody == rhs.rawBody
            && lhs.headerFields == rhs.headerFields && lhs.message == rhs.message
    }
}

/// Several 2xx responses with different bodies, as generated code declares them.
enum FakeMakeThingResponse: Equatable, Sendable {
    case ok(FakeThing)
    case accepted(FakeJob)
    case noContent

    static let declaredResponses: [DeclaredSuccess<FakeMakeThingResponse>] = [
        DeclaredSuccess(.code(200), ok), DeclaredSuccess(.code(202), accepted), DeclaredSuccess(.code(204), noContent),
    ]
}

/// Typed headers, as generated code declares them.
struct FakeThingHeaders: ResponseHeaders, Equatable {
    var remaining: Int
    var reset: Date?
    var tags: [String]?
    var isCached: Bool?

    init(headerFields: HeaderFields, statusCode: Int) throws {
        remaining = try headerFields.required("X-RateLimit-Remaining")
        reset = try headerFields.value("X-RateLimit-Reset")
        tags = try headerFields.value("X-Tags", requiredWhen: statusCode == 201)
        isCached = try headerFields.value("X-Cached")
    }
}

@Suite("APIClient: declared error bodies, several successes and typed headers")
struct TypedResponseTests {
    private let getThing = Endpoint<FakeThing>(
        method: .get,
        path: "/things/1",
        errors: FakeGetThingError.declaredResponses
    )
    private let getThingWithHeaders = EndpointWithHeaders<FakeThing, FakeThingHeaders>(method: .get, path: "/things/1")

    private func client(_ outcomes: SpyHTTPClient.Outcome...) -> APIClient {
        APIClient(baseURL: HTTPFixtures.baseURL, httpClient: SpyHTTPClient(outcomes))
    }

    private func answer(_ status: Int, _ body: String, contentType: String? = "application/json")
        -> SpyHTTPClient.Outcome
    {
        .answer(status: status, headers: contentType.map { ["Content-Type": $0] } ?? [:], body: Data(body.utf8))
    }

    // MARK: Errors

    @Test func eachDeclaredStatusIsThrownAsItsCaseWithStatusBodyAndBytes() async throws {
        let body = #"{"message":"No such thing."}"#
        let error = try await #require(throws: FakeGetThingError.self) {
            try await client(answer(404, body)).send(getThing)
        }
        guard case .notFound(let response) = error else {
            Issue.record("expected notFound, got \(error)")
            return
        }
        #expect(response.statusCode == 404)
        #expect(response.body == FakeMessage(message: "No such thing."))
        #expect(response.rawBody == Data(body.utf8))
        #expect(response.headerFields["content-type"] == "application/json")
        #expect(error.statusCode == 404)
        #expect(error.message == "No such thing.")
        #expect(error.description == "The server answered 404 Not Found: No such thing.")
        #expect(error.localizedDescription == error.description)
    }

    @Test func anyDeclaredErrorGivesItsResponseWithTheDecodedBodyWhateverTheCase() async throws {
        let body = #"{"errors":["name is missing"]}"#
        let thrown: any Error = try await #require(throws: FakeGetThingError.self) {
            try await client(answer(422, body)).send(getThing)
        }
        // Code that knows no generated type still reads the status, headers, bytes and decoded body.
        let error = try #require(thrown as? any ResponseError)
        #expect(error.response.statusCode == 422)
        #expect(error.response.headerFields["Content-Type"] == "application/json")
        #expect(error.response.rawBody == Data(body.utf8))
        #expect(error.response.body as? FakeValidation == FakeValidation(errors: ["name is missing"]))
        #expect(error.response.message == nil)
    }

    @Test func anExactCodeWinsOverItsRangeAndTheRangeOverDefault() async throws {
        let validation = try await #require(throws: FakeGetThingError.self) {
            try await client(answer(422, #"{"errors":["name is missing"]}"#)).send(getThing)
        }
        #expect(
            validation
                == .validationFailed(
                    ErrorResponse(
                        statusCode: 422,
                        body: FakeValidation(errors: ["name is missing"]),
                        rawBody: Data(#"{"errors":["name is missing"]}"#.utf8),
                        headerFields: HeaderFields(["Content-Type": "application/json"])
                    )
                )
        )
        // Without a marked message property the description is the status alone.
        #expect(validation.description == "The server answered 422 Unprocessable Content.")

        let range = try await #require(throws: FakeGetThingError.self) {
            try await client(answer(409, #"[1]"#)).send(getThing)
        }
        guard case .clientError(let conflict) = range else { throw TypedResponseTestFailure(range) }
        #expect(conflict.statusCode == 409)
        #expect(conflict.body == .array([.number(1)]))

        let other = try await #require(throws: FakeGetThingError.self) {
            try await client(answer(503, #"{"message":"Down for maintenance\nsecond line"}"#)).send(getThing)
        }
        guard case .other = other else { throw TypedResponseTestFailure(other) }
        #expect(other.description == "The server answered 503 Service Unavailable: Down for maintenance.")
    }

    @Test func anUndeclaredStatusStaysUnexpectedStatus() async throws {
        let endpoint = Endpoint<FakeThing>(
            method: .get,
            path: "/t",
            errors: [DeclaredError(.code(404), FakeGetThingError.notFound)]
        )
        let error = try await #require(throws: APIError.self) {
            try await client(answer(500, #"{"message":"boom"}"#)).send(endpoint)
        }
        #expect(error == .unexpectedStatus(code: 500, body: Data(#"{"message":"boom"}"#.utf8)))
    }

    @Test(arguments: [("", "application/json"), ("<html>Not Found</html>", "text/html")])
    func anEmptyOrNonJSONErrorAnswerIsUnexpectedStatus(body: String, contentType: String) async throws {
        let error = try await #require(throws: APIError.self) {
            try await client(answer(404, body, contentType: contentType)).send(getThing)
        }
        #expect(error == .unexpectedStatus(code: 404, body: Data(body.utf8)))
    }

    @Test func aMalformedErrorBodyIsADecodingFailureThatKeepsStatusPathAndBytes() async throws {
        let body = #"{"message": 42}"#
        let error = try await #require(throws: APIError.self) {
            try await client(answer(404, body, contentType: nil)).send(getThing)
        }
        guard case .decoding(let failure) = error else { throw TypedResponseTestFailure(error) }
        #expect(failure.codingPath == "message")
        #expect(failure.statusCode == 404)
        #expect(failure.body == Data(body.utf8))
        #expect(
            error.description
                == "The 404 Not Found response does not match the spec at message: expected String, found a number. "
                + "If the API is right, change the \"type\" of 'message' in the spec."
        )
    }

    @Test func anErrorBodyThatIsNotJSONIsADecodingFailureWithItsBytes() async throws {
        let error = try await #require(throws: APIError.self) {
            try await client(answer(422, "not json", contentType: "application/json")).send(getThing)
        }
        guard case .decoding(let failure) = error else { throw TypedResponseTestFailure(error) }
        #expect(failure.kind == .notJSON)
        #expect(failure.body == Data("not json".utf8))
        #expect(error.description.hasPrefix("The 422 Unprocessable Content response is not valid JSON"))
    }

    @Test func cancellationIsNeverATypedError() async throws {
        let spy = SpyHTTPClient([.failure(URLError(.cancelled))])
        let client = APIClient(baseURL: HTTPFixtures.baseURL, httpClient: spy)
        await #expect(throws: CancellationError.self) { try await client.send(getThing) }
    }

    @Test func aLongMessageIsCutAndGetsAPeriod() {
        let error = FakeGetThingError.notFound(
            ErrorResponse(
                statusCode: 404,
                body: FakeMessage(message: ""),
                rawBody: Data(),
                headerFields: HeaderFields([:]),
                message: String(repeating: "a", count: 500)
            )
        )
        #expect(error.description == "The server answered 404 Not Found: " + String(repeating: "a", count: 200) + "…")
        let blank = FakeGetThingError.other(
            ErrorResponse(
                statusCode: 500,
                body: FakeMessage(message: " "),
                rawBody: Data(),
                headerFields: HeaderFields([:]),
                message: "  "
            )
        )
        #expect(blank.description == "The server answered 500 Internal Server Error.")
    }

    // MARK: Several successes

    @Test func eachDeclaredSuccessDecodesIntoItsCase() async throws {
        let endpoint = Endpoint<FakeMakeThingResponse>(
            method: .post,
            path: "/things",
            successes: FakeMakeThingResponse.declaredResponses,
            errors: FakeGetThingError.declaredResponses
        )
        #expect(try await client(answer(200, #"{"id":"t"}"#)).send(endpoint) == .ok(FakeThing(id: "t")))
        #expect(try await client(answer(202, #"{"job":7}"#)).send(endpoint) == .accepted(FakeJob(job: 7)))
        #expect(try await client(.status(204)).send(endpoint) == .noContent)
        let undeclared = try await #require(throws: APIError.self) { try await client(.status(201)).send(endpoint) }
        #expect(undeclared == .unexpectedStatus(code: 201, body: Data()))
        await #expect(throws: FakeGetThingError.self) {
            try await client(answer(404, #"{"message":"x"}"#)).send(endpoint)
        }
    }

    // MARK: Headers

    @Test func theResponseVariantReadsTypedHeadersCaseInsensitively() async throws {
        let outcome = SpyHTTPClient.Outcome.answer(
            status: 200,
            headers: [
                "Content-Type": "application/json", "x-ratelimit-remaining": " 59 ",
                "X-RATELIMIT-RESET": "Sun, 06 Nov 1994 08:49:37 GMT", "X-Tags": "a, b,c", "x-cached": "TRUE",
            ],
            body: Data(#"{"id":"t"}"#.utf8)
        )
        let response = try await client(outcome).response(for: getThingWithHeaders)
        #expect(response.statusCode == 200)
        #expect(response.body == FakeThing(id: "t"))
        #expect(response.headers.remaining == 59)
        #expect(response.headers.reset == Date(timeIntervalSince1970: 784_111_777))
        #expect(response.headers.tags == ["a", "b", "c"])
        #expect(response.headers.isCached == true)
        #expect(response.headerFields["X-Ratelimit-Remaining"] == " 59 ")
    }

    @Test func anISODateHeaderParsesToo() throws {
        let fields = HeaderFields(["X-RateLimit-Remaining": "1", "X-RateLimit-Reset": "1994-11-06T08:49:37Z"])
        #expect(
            try FakeThingHeaders(headerFields: fields, statusCode: 200).reset
                == Date(timeIntervalSince1970: 784_111_777)
        )
    }

    @Test func aMissingRequiredHeaderIsAClearError() async throws {
        let error = try await #require(throws: APIError.self) {
            try await client(answer(200, #"{"id":"t"}"#)).response(for: getThingWithHeaders)
        }
        #expect(error == .missingHeader(name: "X-RateLimit-Remaining"))
        #expect(
            error.description == "The response has no 'X-RateLimit-Remaining' header, which the spec declares required."
        )
    }

    @Test(arguments: [
        ("X-RateLimit-Remaining", "lots", "The response header 'X-RateLimit-Remaining' is not an integer."),
        (
            "X-RateLimit-Reset", "tomorrow",
            "The response header 'X-RateLimit-Reset' is not a date-time (ISO 8601 or an HTTP date)."
        ),
        ("X-Cached", "yes", "The response header 'X-Cached' is not true or false."),
    ])
    func aMalformedHeaderNamesTheHeaderButNotItsValue(name: String, value: String, message: String) throws {
        var fields = ["X-RateLimit-Remaining": "1"]
        fields[name] = value
        let error = try #require(throws: APIError.self) {
            try FakeThingHeaders(headerFields: HeaderFields(fields), statusCode: 200)
        }
        #expect(error.description == message)
        #expect(!error.description.contains(value))
    }

    @Test func aHeaderOnlySomeStatusesRequireIsCheckedForThoseStatuses() throws {
        let fields = HeaderFields(["X-RateLimit-Remaining": "1"])
        #expect(try FakeThingHeaders(headerFields: fields, statusCode: 200).tags == nil)
        #expect(throws: APIError.missingHeader(name: "X-Tags")) {
            try FakeThingHeaders(headerFields: fields, statusCode: 201)
        }
    }

    @Test func aHeaderWithADefaultTextReadsItWhenAbsentAndTheValueWhenPresent() throws {
        let absent = HeaderFields([:])
        #expect(
            try absent.value("X-Since", as: CalendarDate.self, defaultText: "2024-01-31") == CalendarDate("2024-01-31")
        )
        #expect(try absent.value("X-Ids", as: [Int].self, defaultText: "1, 2") == [1, 2])
        let present = HeaderFields(["x-since": " 2025-06-30 "])
        #expect(
            try present.value("X-Since", as: CalendarDate.self, defaultText: "2024-01-31") == CalendarDate("2025-06-30")
        )
        // A malformed value is an error, not the default; a status that requires the header does not take it either.
        #expect(throws: APIError.invalidHeader(name: "X-Since", expected: CalendarDate.headerValueDescription)) {
            try HeaderFields(["X-Since": "soon"]).value("X-Since", as: CalendarDate.self, defaultText: "2024-01-31")
        }
        #expect(throws: APIError.missingHeader(name: "X-Since")) {
            try absent.value("X-Since", as: CalendarDate.self, defaultText: "2024-01-31", requiredWhen: true)
        }
        // A default that does not parse (a `uri` the validator cannot check) names the header, never crashes.
        #expect(throws: APIError.invalidHeader(name: "Location", expected: URL.headerValueDescription)) {
            try absent.value("Location", as: URL.self, defaultText: "")
        }
    }

    @Test func thePlainCallNeverReadsTheHeaders() async throws {
        let outcome = SpyHTTPClient.Outcome.answer(
            status: 200,
            headers: ["Content-Type": "application/json", "X-RateLimit-Remaining": "lots"],
            body: Data(#"{"id":"t"}"#.utf8)
        )
        #expect(try await client(outcome).send(getThing) == FakeThing(id: "t"))
        let response = try await client(outcome).response(for: getThing)
        #expect(response.headers == NoHeaders())
    }

    @Test func headerFieldsJoinNamesThatDifferOnlyInCase() {
        let fields = HeaderFields(["Link": "<a>", "link": "<b>"])
        #expect(fields["LINK"]?.split(separator: ",").count == 2)
        #expect(!fields.description.contains("<a>"))
    }
}

struct TypedResponseTestFailure: Error, CustomStringConvertible {
    let description: String
    init(_ unexpected: Any) { description = "unexpected: \(unexpected)" }
}
