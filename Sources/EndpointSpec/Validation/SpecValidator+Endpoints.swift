import HTTPSemantics

// MARK: - Endpoints

extension SpecValidator {
    /// Checks one endpoint's parameter names and types, responses, body and examples.
    mutating func checkEndpoint(_ endpoint: EndpointDefinition) {
        let owner = "endpoint '\(endpoint.name)'"
        checkPathParameters(of: endpoint)
        checkSecurity(of: endpoint)
        checkConstantQuery(of: endpoint)
        checkInlineEnumerations(in: endpoint.schemas)
        checkDefaults(in: endpoint.schemas)
        for example in endpoint.examples {
            for (index, header) in example.headers.enumerated() {
                checkHeaderName(
                    header.name,
                    description: "example header '\(header.name)'",
                    at: sourceMap.location(
                        of: .exampleHeader(example: example.location, index: index),
                        or: example.location
                    )
                )
            }
        }
        for parameter in endpoint.parameters where parameter.location == .header {
            checkHeaderName(
                parameter.name,
                description: "header parameter '\(parameter.name)'",
                at: parameter.sourceLocation
            )
        }
        // With the idempotency key's parameter the call gets when the endpoint declares none.
        checkCollisions(
            of: endpoint.addingIdempotencyKeyParameter().parameters.map {
                ($0.swiftName ?? SwiftNaming.memberName($0.name, acronyms: spec.acronyms), $0.name, $0.sourceLocation)
            },
            kind: "parameter",
            owner: owner,
            what: "Swift argument name"
        )
        checkCollisions(
            of: endpoint.parameters.filter { $0.location == .header }.map {
                ($0.name.lowercased(), $0.name, $0.sourceLocation)
            },
            kind: "header parameter",
            owner: owner,
            what: "case-insensitive HTTP header name"
        )
        for parameter in endpoint.parameters {
            checkParameterType(parameter, endpointName: endpoint.name)
        }
        checkResponses(of: endpoint)
        checkStreamingResponses(of: endpoint)
        checkStreamingAlternatives(of: endpoint)
        checkEventStreamParts(of: endpoint)
        checkExamples(of: endpoint)
        checkRequestBodies(of: endpoint)
        checkIdempotencyKey(of: endpoint)
        var checksExampleFields = true
        for variant in [endpoint] + endpoint.alternativeBodies.map(endpoint.sending) {
            checkFormBody(of: variant, checkingExampleFields: &checksExampleFields)
        }
        let coversSuccess = endpoint.responses.contains { response in
            (200..<300).contains { Self.covers(response.status, $0) }
        }
        if !coversSuccess {
            log.warning(
                "\(owner) declares no 2xx response; a successful call will not decode a body",
                at: endpoint.location
            )
        }
        if endpoint.body != nil, ["GET", "HEAD", "DELETE", "OPTIONS"].contains(endpoint.method) {
            log.warning(
                "\(endpoint.method) \(owner) has a body; many servers and proxies ignore or reject it",
                at: endpoint.location
            )
        }
        if endpoint.isRetryable == true, HTTPSemantics.isIdempotent(endpoint.method) {
            log.warning(
                "\"retryable\": true has no effect on \(endpoint.method) \(owner); \(endpoint.method) requests are "
                    + "retried anyway",
                at: endpoint.location
            )
        }
        for response in endpoint.responses where response.schema != nil {
            let isBodiless =
                if case .code(let code) = response.status { HTTPSemantics.statusNeverHasContent(code) } else { false }
            if isBodiless || endpoint.method == "HEAD" {
                log.warning(
                    "response '\(Self.statusText(response.status))' of \(owner) declares a body, but "
                        + (isBodiless ? "this status never carries one" : "HEAD responses never carry one"),
                    at: response.location
                )
            }
        }
        for example in endpoint.examples
        where !endpoint.responses.contains(where: { Self.covers($0.status, example.status) }) {
            log.warning(
                "example status \(example.status) has no matching response in \(owner)",
                at: example.location
            )
        }
    }

    /// A response status as written in the spec: `200`, `4XX` or `default`.
    /// A typed form body must be an object model, and its `encoding` must name that model's properties.
    /// The examples' `fields` are checked against the first form or multipart body's model
    /// (`checkingExampleFields` turns false once they were).
    private mutating func checkFormBody(of endpoint: EndpointDefinition, checkingExampleFields: inout Bool) {
        let isForm = endpoint.bodyMediaType.kind == .form
        guard isForm || endpoint.hasTypedMultipartBody, let body = endpoint.body, case .reference(let name) = body.kind
        else { return }
        defer { checkingExampleFields = false }
        let kind = isForm ? "form" : "multipart"
        guard let model = spec.model(named: name) else { return }
        guard case .object(let properties) = model.kind else {
            log.error(
                "the \(kind) body of endpoint '\(endpoint.name)' must be an object model; '\(name)' is not",
                at: body.location
            )
            return
        }
        let names = properties.map(\.wireName)
        for encoding in endpoint.bodyEncodings where !names.contains(encoding.name) {
            log.error(
                "\(kind) field '\(encoding.name)' in 'encoding' is not a property of model '\(name)'"
                    + Suggestion.hint(for: encoding.name, in: names),
                at: encoding.location
            )
        }
        for field in endpoint.examples.flatMap(\.fields) where checkingExampleFields && !names.contains(field.name) {
            log.error(
                "example field '\(field.name)' is not a property of model '\(name)', the \(kind) body of endpoint "
                    + "'\(endpoint.name)'\(Suggestion.hint(for: field.name, in: names))",
                at: field.location
            )
        }
    }

    static func statusText(_ status: ResponseDefinition.Status) -> String {
        switch status {
        case .code(let code): "\(code)"
        case .range(let digit): "\(digit)XX"
        case .default: "default"
        }
    }

    /// Whether a response keyed `status` describes `code`.
    static func covers(_ status: ResponseDefinition.Status, _ code: Int) -> Bool {
        switch status {
        case .code(let value): value == code
        case .range(let digit): code / 100 == digit
        case .default: true
        }
    }
}
