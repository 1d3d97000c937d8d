import EndpointSpec
import HTTPSemantics

/// Answers with a body built from the schema of the endpoint's success response (``SchemaExampleBuilder``):
/// the lowest declared 2xx (`200` for `2XX`), else `default` as `200`, else `200` without a body. So every
/// operation answers, whatever examples the document has.
struct SchemaAnswers: StubAnswerSource {
    let bodies: SchemaBodies

    func answer(_ context: StubRequestContext) -> StubAnswer? {
        let endpoint = context.endpoint
        let success = endpoint.successResponses.min { Self.code(of: $0) < Self.code(of: $1) }
        guard let response = success ?? endpoint.responses.first(where: { $0.status == .default }) else {
            return StubAnswer(HTTPServerResponse(status: 200), origin: .schema)
        }
        // A paginated list answers the page the request asks for (``MockPage``).
        let page = endpoint.pagination.map {
            MockPage(spec: bodies.spec, pagination: $0, request: context.request)
        }
        return bodies.answer(status: success.map(Self.code) ?? 200, response: response, of: endpoint, page: page)
    }

    /// The status a response declares: its code, or the first of its range (`2XX` → 200).
    static func code(of response: ResponseDefinition) -> Int {
        switch response.status {
        case .code(let code): code
        case .range(let digit): digit * 100
        case .default: 200
        }
    }
}

/// Builds the answer for one response of an endpoint from its schema, and makes sure it decodes: a body made
/// with the document's `example`s that the checker of `endpoint-gen check` rejects is built again from the types
/// alone.
struct SchemaBodies: Sendable {
    /// The spec, for reading pagination paths.
    let spec: Spec
    let builder: SchemaExampleBuilder
    let typesOnly: SchemaExampleBuilder
    let checker: BodyChecker

    init(spec: Spec) {
        self.spec = spec
        builder = SchemaExampleBuilder(spec: spec)
        typesOnly = SchemaExampleBuilder(spec: spec, usesExamples: false)
        checker = BodyChecker(spec: spec)
    }

    /// The answer with `status` for `response` of `endpoint`: a body fitting its schema, and a value for each
    /// required response header; the page `page` says of a paginated list.
    func answer(
        status: Int,
        response: ResponseDefinition,
        of endpoint: EndpointDefinition,
        page: MockPage? = nil
    ) -> StubAnswer {
        var headers = HTTPHeaders()
        for header in response.headers where header.isRequired {
            headers[header.name] = typesOnly.value(for: header.schema).headerFieldText
        }
        guard let schema = response.schema, !HTTPSemantics.statusNeverHasContent(status) else {
            return StubAnswer(HTTPServerResponse(status: status, headers: headers), origin: .schema)
        }
        var body = builder.value(for: schema)
        var origin = StubAnswerOrigin.schema
        if body != typesOnly.value(for: schema) {
            origin = builder.documentedValue(for: schema) == body ? .schemaExample : .schema
            if !fits(body, response: response, of: endpoint) {
                (body, origin) = (typesOnly.value(for: schema), .schema)
            }
        }
        if let page, response.mediaType.kind == .json, (200..<300).contains(status) {
            // Items numbered by `id` when that still fits the schema (a UUID does not), else left as built.
            let paged = [true, false].lazy.compactMap { page.page(of: body, schema: schema, numberingItems: $0) }
                .first { self.fits($0.body, response: response, of: endpoint) }
            if let paged {
                body = paged.body
                for field in paged.headers.fields { headers[field.name] = field.value }
            }
        }
        // A streaming response's example lists its items: one item here.
        if response.mediaType.kind.isStreaming { body = .array([body]) }
        let served = ExampleBody.response(status: status, body: body, headers: headers, response: response)
        return StubAnswer(served, origin: origin)
    }

    /// Whether `body` decodes as `response` of `endpoint` does (JSON bodies; other media types are sent as built).
    private func fits(_ body: SpecValue, response: ResponseDefinition, of endpoint: EndpointDefinition) -> Bool {
        guard response.mediaType.kind == .json else { return true }
        let document = JSONDocument.parse(Array(JSONWriter.text(body).utf8), file: "answer.json")
        guard let root = document.root else { return false }
        return !checker.check(root, response: response, of: endpoint, file: "answer.json").contains {
            $0.severity == .error
        }
    }
}
