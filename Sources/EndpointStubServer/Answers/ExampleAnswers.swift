import EndpointSpec

/// Answers from the spec's examples: the first whose `parameters` and `fields` all match the request, else the
/// one without either — when it is a success (2xx), or when the endpoint's other examples match on parameters
/// (it is then their deliberate catch-all, such as a `404` for every other id). An error example nobody asked for
/// (an imported `401` example of an operation without a success example) is left to the schema.
///
/// An example with `credentials` answers only a request carrying those values; a request that some example would
/// answer but for its credentials gets `401`.
struct ExampleAnswers: StubAnswerSource {
    /// The spec's security schemes, to read the credentials an example names.
    let credentialCheck: CredentialCheck

    func answer(_ context: StubRequestContext) -> StubAnswer? {
        let endpoint = context.endpoint
        guard !endpoint.examples.isEmpty else { return nil }
        if let example = selectExample(context, ignoringCredentials: false) {
            return ExampleResponse.answer(example, of: endpoint)
        }
        if selectExample(context, ignoringCredentials: true) != nil {
            return StubAnswer(
                .message(status: 401, "No example of this endpoint answers these credentials."),
                origin: .credentials
            )
        }
        return nil
    }

    /// The example answering the request. Where the path fits the template in several ways (`/v1/{a}-{b}` and
    /// `/v1/x-y-z`), the first way for which an example lists matching parameters wins, then the preferred way's
    /// example without parameters.
    private func selectExample(_ context: StubRequestContext, ignoringCredentials: Bool) -> ExampleDefinition? {
        let matcher = { (parameters: [String: String]) in
            ExampleMatcher(
                endpoint: context.endpoint,
                request: context.request,
                pathParameters: parameters,
                schemes: credentialCheck.schemes,
                ignoresCredentials: ignoringCredentials,
                bodyFields: context.bodyFields
            )
        }
        let preferred = matcher(context.pathParameters)
        if let example = preferred.matchingExample() { return example }
        let alternatives = context.endpoint.pathTemplate.matches(
            context.request.pathSegments,
            multiSegment: context.endpoint.multiSegmentParameterNames
        ).dropFirst()
        for alternative in alternatives {
            if let example = matcher(alternative).matchingExample() { return example }
        }
        guard let fallback = preferred.fallbackExample() else { return nil }
        let isCatchAll = context.endpoint.examples.contains { !$0.parameters.isEmpty || !$0.fields.isEmpty }
        return (200..<300).contains(fallback.status) || isCatchAll ? fallback : nil
    }
}

/// The HTTP response for an example.
enum ExampleResponse {
    /// `example` of `endpoint` as an answer, with its status, headers and body.
    static func answer(_ example: ExampleDefinition, of endpoint: EndpointDefinition) -> StubAnswer {
        let index = (endpoint.examples.firstIndex(of: example) ?? 0) + 1
        let origin = StubAnswerOrigin.example(name: example.name, index: index)
        let headers = HTTPHeaders(example.headers.map { ($0.name, $0.value) })
        guard let body = example.body else {
            return StubAnswer(HTTPServerResponse(status: example.status, headers: headers), origin: origin)
        }
        let response = ExampleBody.response(
            status: example.status,
            body: body,
            headers: headers,
            response: endpoint.response(forStatus: example.status),
            itemInterval: example.itemInterval
        )
        return StubAnswer(response, origin: origin)
    }
}
