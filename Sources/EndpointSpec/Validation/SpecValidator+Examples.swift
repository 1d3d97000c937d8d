import HTTPSemantics

// MARK: - Examples against their endpoint

extension SpecValidator {
    /// How many mismatches one example body reports at most, so one wrong example does not bury the rest.
    static let maximumExampleProblems = 3

    /// The longest pause `intervalMilliseconds` may ask for: ten minutes.
    static let maximumExampleIntervalMilliseconds = 600_000

    /// Checks `endpoint`'s examples against it: parameter names and values, header values, `stream`, the body
    /// against the response its status selects, `fields` against the request body, `intervalMilliseconds`.
    /// Values the model keeps unlocated are found in the decoder's ``SpecSourceMap``; a spec built in memory gets
    /// its findings at the example.
    mutating func checkExamples(of endpoint: EndpointDefinition) {
        for example in endpoint.examples {
            checkExampleParameters(of: example, in: endpoint)
            for (index, header) in example.headers.enumerated() where !HTTPFieldValue.isSafe(header.value) {
                log.error(
                    "example header '\(header.name)' contains a line break or NUL, which a header value cannot hold",
                    at: sourceMap.location(
                        of: .exampleHeaderValue(example: example.location, index: index),
                        or: example.location
                    )
                )
            }
            let hasStream = endpoint.responses.contains { $0.stream != nil }
            if example.isStream, !hasStream {
                log.error(
                    "'stream' on an example of endpoint '\(endpoint.name)', whose responses have no 'stream'",
                    at: sourceMap.location(of: .exampleStream(example: example.location), or: example.location)
                )
            }
            let body =
                sourceMap.node(at: .exampleBody(example: example.location))
                ?? example.body.map { JSONNode($0, at: example.location) }
            let responses =
                example.isStream ? Self.streamingResponses(endpoint.responses, body: body) : endpoint.responses
            if let body {
                checkExampleBody(body, status: example.status, responses: responses)
            }
            checkExampleFields(of: example, in: endpoint)
            checkExampleInterval(of: example, responses: responses)
        }
    }

    // MARK: Parameters

    /// Reports an example parameter that is not one of the endpoint's, or whose value cannot be sent.
    private mutating func checkExampleParameters(of example: ExampleDefinition, in endpoint: EndpointDefinition) {
        for (index, member) in example.parameters.enumerated() {
            let place = SpecSourceMap.Place.exampleParameter(example: example.location, index: index)
            guard let parameter = endpoint.parameters.first(where: { $0.name == member.key }) else {
                log.error(
                    "example parameter '\(member.key)' is not a parameter of endpoint '\(endpoint.name)'"
                        + Suggestion.hint(for: member.key, in: endpoint.parameters.map(\.name)),
                    at: sourceMap.location(of: place, or: example.location)
                )
                continue
            }
            let value = sourceMap.node(at: place) ?? JSONNode(member.value, at: example.location)
            checkExampleParameter(named: member.key, value: value, parameter: parameter)
        }
    }

    /// Reports an example parameter value that cannot be sent: objects, or arrays for a non-array parameter.
    private mutating func checkExampleParameter(named name: String, value: JSONNode, parameter: ParameterDefinition) {
        let acceptsArray = if case .array = parameter.schema.kind { true } else { false }
        switch value.value {
        case .object:
            log.error(
                "example parameter '\(name)' must be a string, number or boolean, found an object",
                at: value.location
            )
        case .array(let elements) where acceptsArray:
            if case .array(let items) = parameter.schema.kind {
                for element in elements { checkExampleScalar(element, kind: items.kind, parameterName: name) }
            }
        case .array:
            log.error(
                "example parameter '\(name)' must be a string, number or boolean, found an array",
                at: value.location
            )
        default:
            checkExampleScalar(value, kind: parameter.schema.kind, parameterName: name)
        }
    }

    /// Warns when a parameter value is one the generated client can never send, so the example never matches.
    private mutating func checkExampleScalar(_ value: JSONNode, kind: Schema.Kind, parameterName: String) {
        let text: String
        switch value.value {
        case .string(let string): text = string
        case .number(let literal): text = literal
        case .bool(let flag): text = flag ? "true" : "false"
        default: return
        }
        let typeName: String
        let isSendable: Bool
        switch kind {
        case .integer:
            typeName = "an integer"
            isSendable = Int64(text) != nil
        case .number:
            typeName = "a number"
            isSendable = Double(text)?.isFinite == true
        case .boolean:
            typeName = "a boolean"
            isSendable = text == "true" || text == "false"
        default:
            return
        }
        if !isSendable {
            log.warning(
                "example parameter '\(parameterName)' is '\(text)', but the parameter is \(typeName); "
                    + "no request will match this example",
                at: value.location
            )
        }
    }

    // MARK: Body

    /// Warns when an example's body does not fit the schema of the response its status selects, with the same
    /// checks (and messages) as `endpoint-gen check`.
    private mutating func checkExampleBody(_ body: JSONNode, status: Int, responses: [ResponseDefinition]) {
        guard let response = responses.response(forStatus: status) else { return }
        guard let schema = response.schema else {
            log.warning("example has a body but response '\(status)' declares none", at: body.location)
            return
        }
        // A streaming response's example lists its events' data (or its values) in order.
        let isStreaming = response.mediaType.kind.isStreaming
        if isStreaming, case .array = body.value {
        } else if isStreaming {
            log.error(
                "an example of the `\(response.status)` response, which streams \(response.mediaType.essence), "
                    + "must be an array of its events' data, in order",
                at: body.location
            )
            return
        }
        let mismatches = bodyChecker.check(
            body,
            against: isStreaming ? Schema(.array(schema), location: schema.location) : schema,
            subject: "the `\(response.status)` response",
            container: nil
        )
        for mismatch in mismatches.prefix(Self.maximumExampleProblems) {
            log.warning("example body does not fit the spec \(mismatch.message)", at: mismatch.location)
        }
    }

    /// `responses` with each response that has a `stream` replaced by it, as a stream example is checked: each item
    /// against the stream's item schema, or, where the body lists named events (`{ "event": …, "data": … }`), as
    /// any JSON.
    static func streamingResponses(_ responses: [ResponseDefinition], body: JSONNode?) -> [ResponseDefinition] {
        let hasNamedEvents =
            if case .array(let items)? = body?.value {
                items.contains { item in
                    if case .object(let members) = item.value { members.contains { $0.key == "event" } } else { false }
                }
            } else { false }
        return responses.map { response in
            guard let stream = response.stream else { return response }
            return ResponseDefinition(
                status: response.status,
                schema: hasNamedEvents ? Schema(.any, location: stream.schema.location) : stream.schema,
                mediaType: stream.mediaType,
                description: stream.description,
                sentinel: stream.sentinel,
                location: stream.location
            )
        }
    }

    // MARK: Fields and pacing

    /// Reports `fields` on an example of an endpoint whose body is neither a form nor `multipart/form-data` (the
    /// fields' names are checked against a form body's model by `checkFormBody`).
    private mutating func checkExampleFields(of example: ExampleDefinition, in endpoint: EndpointDefinition) {
        let written = sourceMap[.exampleFields(example: example.location)]
        guard written != nil || !example.fields.isEmpty else { return }
        let mediaTypes =
            (endpoint.body == nil ? [] : [endpoint.bodyMediaType]) + endpoint.alternativeBodies.map(\.mediaType)
        let hasFields = mediaTypes.contains {
            ["application/x-www-form-urlencoded", "multipart/form-data"].contains($0.essence)
        }
        guard !hasFields else { return }
        log.error(
            "example 'fields' match the fields of a form or multipart/form-data request body; "
                + (mediaTypes.first.map { "the body of endpoint '\(endpoint.name)' is \($0.essence)" }
                    ?? "endpoint '\(endpoint.name)' has no body"),
            at: written ?? example.fields.first?.location ?? example.location
        )
    }

    /// Reports an `intervalMilliseconds` out of range (0 to ten minutes), or on an example whose status does not
    /// select a streaming response.
    private mutating func checkExampleInterval(of example: ExampleDefinition, responses: [ResponseDefinition]) {
        guard let interval = example.itemInterval else { return }
        let milliseconds = interval.components.seconds * 1000 + interval.components.attoseconds / 1_000_000_000_000_000
        guard (0...Int64(Self.maximumExampleIntervalMilliseconds)).contains(milliseconds) else {
            log.error(
                "'intervalMilliseconds' must be a whole number of milliseconds from 0 to "
                    + "\(Self.maximumExampleIntervalMilliseconds) (ten minutes), found \(milliseconds)",
                at: sourceMap.location(of: .exampleIntervalValue(example: example.location), or: example.location)
            )
            return
        }
        let response = responses.response(forStatus: example.status)
        guard let response, response.mediaType.kind.isStreaming else {
            let selected = response.map {
                "the `\($0.status)` response is \($0.schema == nil ? "without a body" : $0.mediaType.essence)"
            }
            log.error(
                "'intervalMilliseconds' paces the items of a streaming response (text/event-stream, JSON Lines, "
                    + "application/json-seq); " + (selected ?? "no response is declared for status \(example.status)"),
                at: sourceMap.location(of: .exampleInterval(example: example.location), or: example.location)
            )
            return
        }
    }
}
