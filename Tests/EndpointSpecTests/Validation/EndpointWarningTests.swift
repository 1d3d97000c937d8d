import EndpointSpec
import Testing

@Suite("Warnings about endpoints that load but will not behave as written")
struct EndpointWarningTests {
    /// The warnings for one endpoint `ping` with `method` and `responses` (plus `extra` keys), expecting no errors.
    private func warnings(method: String = "GET", responses: String, extra: String = "") -> [String] {
        let text = """
            {"name": "T", "endpoints": {"ping": {"method": "\(method)", "path": "/ping", "responses": \(responses)\(extra)}}}
            """
        let result = SpecLoader.load(text: Array(text.utf8), path: "t.json")
        #expect(result.spec != nil)
        return result.diagnostics.filter { $0.severity == .warning }.map(\.message)
    }

    // MARK: Bodies that never arrive

    @Test(arguments: [204, 304, 101])
    func aBodyOnAStatusWithoutContentIsAWarning(status: Int) {
        #expect(
            warnings(responses: #"{"200": {"type": "string"}, "\#(status)": {"type": "string"}}"#)
                == ["response '\(status)' of endpoint 'ping' declares a body, but this status never carries one"]
        )
    }

    @Test func aBodyOnAHeadResponseIsAWarning() {
        #expect(
            warnings(method: "HEAD", responses: #"{"200": {"type": "string"}}"#)
                == ["response '200' of endpoint 'ping' declares a body, but HEAD responses never carry one"]
        )
    }

    @Test func statusesWithoutContentAndWithoutABodyAreFine() {
        #expect(warnings(responses: #"{"200": {"type": "string"}, "204": {}, "304": {}}"#) == [])
        #expect(warnings(method: "HEAD", responses: #"{"200": {}}"#) == [])
    }

    // MARK: Retrying

    @Test(arguments: ["POST", "PATCH"])
    func retryableOnANonIdempotentMethodIsTheWayToOptIn(method: String) {
        #expect(warnings(method: method, responses: #"{"204": {}}"#, extra: #", "retryable": true"#) == [])
    }

    @Test(arguments: ["PUT", "DELETE", "OPTIONS"])
    func retryableOnAnIdempotentMethodHasNoEffect(method: String) {
        #expect(
            warnings(method: method, responses: #"{"204": {}}"#, extra: #", "retryable": true"#)
                == [
                    "\"retryable\": true has no effect on \(method) endpoint 'ping'; \(method) requests are retried anyway"
                ]
        )
    }
}
