import EndpointTesting
import Foundation
import Testing
import WeatherAPI

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// A client for the spec's `baseURL`; `EndpointRuntime` (`CalendarDate`, `APIError`) comes with `import WeatherAPI`.
private func makeClient(_ http: SpyHTTPClient) -> WeatherClient {
    WeatherClient(httpClient: http)
}

// MARK: - Tests

@Test func forecastDecodesDatesEnumsAndNulls() async throws {
    let http = SpyHTTPClient(
        json: """
            {"city": "Zürich", "issued_at": "2026-11-30T06:00:00.250Z",
             "days": [
               {"date": "2026-11-30", "high_c": 6.5, "low_c": -1, "condition": "snow", "precipitation_mm": 4.2},
               {"date": "2026-12-01", "high_c": 8, "low_c": 1, "condition": "hail", "precipitation_mm": null}
             ]}
            """
    )
    let forecast = try await makeClient(http).getForecast(city: "Zürich", days: 2, unitSystem: "metric")

    #expect(forecast.city == "Zürich")
    #expect(forecast.days.count == 2)
    #expect(forecast.days[0].date == CalendarDate(year: 2026, month: 11, day: 30))
    #expect(forecast.days[0].condition == .snow)
    #expect(forecast.days[1].condition == .unknown("hail"))
    #expect(forecast.days[1].precipitationMm == nil)
    #expect(forecast.issuedAt.timeIntervalSince1970 == 1_796_018_400.25)
}

@Test func forecastRequestEncodesPathQueryAndHeader() async throws {
    let http = SpyHTTPClient(json: #"{"city": "Zürich", "issued_at": "2026-11-30T06:00:00Z", "days": []}"#)
    _ = try await makeClient(http).getForecast(city: "Zürich/Nord", days: 3, unitSystem: "metric")

    let request = try #require(http.requests.first)
    #expect(request.httpMethod == "GET")
    #expect(request.url?.absoluteString == "https://weather.example.com/v1/forecast/Z%C3%BCrich%2FNord?days=3")
    #expect(request.value(forHTTPHeaderField: "units") == "metric")
    #expect(request.value(forHTTPHeaderField: "Accept") == "application/json")
}

@Test func subscribingPostsTheBodyAsJSON() async throws {
    let http = SpyHTTPClient(json: #"{"id": "0F6E5A3C-52F4-4A0B-9D3E-1C2B3A4D5E6F", "city": "Oslo"}"#, status: 201)
    let body = AlertSubscriptionDTO(city: "Oslo", email: "me@example.com", kinds: [.snow, .rain])
    let subscription = try await makeClient(http).subscribeToAlerts(body: body)

    #expect(subscription.city == "Oslo")
    #expect(subscription.id == UUID(uuidString: "0F6E5A3C-52F4-4A0B-9D3E-1C2B3A4D5E6F"))
    let request = try #require(http.requests.first)
    #expect(request.httpMethod == "POST")
    #expect(request.value(forHTTPHeaderField: "Content-Type") == "application/json")
    let sent = try #require(request.httpBody.map { String(decoding: $0, as: UTF8.self) })
    #expect(sent == #"{"city":"Oslo","email":"me@example.com","kinds":["snow","rain"]}"#)
}

@Test func deletingAcceptsAnEmptyNoContentResponse() async throws {
    let http = SpyHTTPClient(status: 204)
    let id = try #require(UUID(uuidString: "0F6E5A3C-52F4-4A0B-9D3E-1C2B3A4D5E6F"))
    _ = try await makeClient(http).unsubscribe(id: id)

    #expect(http.requests.first?.httpMethod == "DELETE")
    #expect(http.requests.first?.url?.path == "/v1/alerts/0f6e5a3c-52f4-4a0b-9d3e-1c2b3a4d5e6f")
}

@Test func unknownCityIsATechnicalErrorCarryingTheStatus() async throws {
    let http = SpyHTTPClient(json: #"{"message": "no such city"}"#, status: 404)
    await #expect(throws: APIError.unexpectedStatus(code: 404, body: Data(#"{"message": "no such city"}"#.utf8))) {
        _ = try await makeClient(http).getForecast(city: "Atlantis")
    }
}
