import EndpointSpec

/// Answers what a request's `Prefer` header asks for (``StubPreference``), Prism's way:
///
/// - `Prefer: example=notFound` — the example of that name (with `code=`, of that status too);
/// - `Prefer: code=404` — the first example of that status that matches the request (or lists no parameters),
///   else a body built from the schema of the response for that status (its range, or `default`).
///
/// What the endpoint does not declare gets `400` with an `application/problem+json` body saying what it does
/// declare: a mock that quietly answered something else would hide the typo.
struct PreferredAnswers: StubAnswerSource {
    let bodies: SchemaBodies
    let credentialCheck: CredentialCheck

    func answer(_ context: StubRequestContext) -> StubAnswer? {
        let preference = context.preference
        guard !preference.isEmpty else { return nil }
        let endpoint = context.endpoint
        if let name = preference.exampleName {
            let named = endpoint.examples.filter { $0.name == name }
            if let example = named.first(where: { preference.code == nil || $0.status == preference.code }) {
                return ExampleResponse.answer(example, of: endpoint)
            }
            let names = endpoint.examples.compactMap(\.name).map { "'\($0)'" }
            let declared =
                names.isEmpty ? "it has no named examples" : "its examples are " + names.joined(separator: ", ")
            let status = preference.code.map { " of status \($0)" } ?? ""
            return refusal(
                "Prefer asks for the example '\(name)'\(status), which endpoint '\(endpoint.name)' "
                    + "does not have; \(declared)."
            )
        }
        guard let code = preference.code else { return nil }
        let matcher = ExampleMatcher(
            endpoint: endpoint,
            request: context.request,
            pathParameters: context.pathParameters,
            schemes: credentialCheck.schemes,
            bodyFields: context.bodyFields
        )
        let ofStatus = endpoint.examples.filter { $0.status == code }
        if let example = ofStatus.first(where: { !$0.parameters.isEmpty && matcher.matches($0) })
            ?? ofStatus.first(where: { $0.parameters.isEmpty && $0.fields.isEmpty })
        {
            return ExampleResponse.answer(example, of: endpoint)
        }
        guard let response = endpoint.response(forStatus: code) else {
            let declared = endpoint.responses.map { "\($0.status)" }.joined(separator: ", ")
            return refusal(
                "Prefer asks for status \(code), which endpoint '\(endpoint.name)' does not declare "
                    + "(it declares \(declared.isEmpty ? "none" : declared))."
            )
        }
        return bodies.answer(status: code, response: response, of: endpoint)
    }

    /// `400` saying why the preference cannot be served.
    private func refusal(_ detail: String) -> StubAnswer {
        let problem = Problem(
            status: 400,
            title: "The Prefer header asks for what the operation does not declare",
            detail: detail
        )
        return StubAnswer(problem.response, origin: .unknownPreference)
    }
}
