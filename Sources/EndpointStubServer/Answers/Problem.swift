import EndpointSpec

/// An RFC 9457 problem details body (`application/problem+json`): what the mock server answers when a request
/// is invalid or asks for what the operation does not declare.
struct Problem: Sendable, Hashable {
    /// One violation listed in `errors`: where in the request, what the spec says, what came.
    struct Violation: Sendable, Hashable {
        /// Where: `query parameter 'limit'`, `body.items[0].id`, `header 'X-Id'`.
        var location: String
        /// What the spec says is there.
        var expected: String
        /// What the request has there.
        var found: String
        /// A sentence for people, for example `` query parameter 'limit': the spec says `integer`, the request
        /// has a string "ten" ``.
        var message: String { "\(location): the spec says \(expected), the request has \(found)" }
    }

    var status: Int
    var title: String
    var detail: String
    var violations: [Violation] = []

    /// The JSON body.
    var json: String {
        var members = [
            SpecMember("type", .string("about:blank")),
            SpecMember("title", .string(title)),
            SpecMember("status", .number(String(status))),
            SpecMember("detail", .string(detail)),
        ]
        if !violations.isEmpty {
            members.append(
                SpecMember(
                    "errors",
                    .array(
                        violations.map { violation in
                            .object([
                                SpecMember("location", .string(violation.location)),
                                SpecMember("expected", .string(violation.expected)),
                                SpecMember("found", .string(violation.found)),
                                SpecMember("message", .string(violation.message)),
                            ])
                        }
                    )
                )
            )
        }
        return JSONWriter.text(.object(members))
    }

    /// The response carrying the problem.
    var response: HTTPServerResponse {
        HTTPServerResponse(
            status: status,
            headers: ["Content-Type": "application/problem+json"],
            body: Array(json.utf8)
        )
    }
}
