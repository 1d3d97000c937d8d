// MARK: - Responses and examples

extension SpecDecoder {
    /// Decodes `responses`, sorted by status.
    mutating func decodeResponses(in object: ObjectView, endpointName: String) -> [ResponseDefinition] {
        var responses: [ResponseDefinition] = []
        var seen: [ResponseDefinition.Status: SourceLocation] = [:]
        for member in members("responses", in: object) ?? [] {
            guard let status = Self.responseStatus(member.key) else {
                log.error(
                    "invalid response status '\(member.key)' in endpoint '\(endpointName)'; use a code from 100 to "
                        + "599, a range such as '4XX', or 'default'",
                    at: member.keyLocation
                )
                continue
            }
            if let first = seen[status] {
                log.error(
                    "response status '\(member.key)' is listed twice",
                    at: member.keyLocation,
                    notes: [("the same status was first listed here", first)]
                )
                continue
            }
            seen[status] = member.keyLocation
            let context = "response '\(member.key)' of endpoint '\(endpointName)'"
            guard
                let view = self.object(
                    member.value,
                    context: context,
                    anchor: member.keyLocation,
                    keys: SpecKeys.response
                )
            else { continue }
            let description = string("description", in: view)
            let body = decodeResponseBody(view)
            let headers = decodeResponseHeaders(in: view, context: context)
            var mediaType = body?.mediaType ?? .json
            var schema = body?.schema
            if mediaType.kind.isStreaming, !Self.isSuccess(status), let streamed = schema {
                // An error response that streams is read whole, as raw bytes.
                mediaType.kind = .binary
                schema = Schema(.byte, location: streamed.location)
            }
            var response = ResponseDefinition(
                status: status,
                schema: schema,
                mediaType: mediaType,
                description: description,
                headers: headers,
                sentinel: decodeSentinel(in: view, response: member.keyLocation),
                swiftName: decodeSwiftName(in: view),
                location: member.keyLocation
            )
            response.stream = decodeStreamingAlternative(
                in: view,
                responseMediaType: mediaType,
                isSuccess: Self.isSuccess(status)
            )
            responses.append(response)
        }
        return responses.sorted { $0.status < $1.status }
    }

    private static func isSuccess(_ status: ResponseDefinition.Status) -> Bool {
        switch status {
        case .code(let code): (200..<300).contains(code)
        case .range(let digit): digit == 2
        case .default: false
        }
    }

    /// Decodes a response's `sentinel` (a string) and records where its key and value are written; the validator
    /// decides whether the response's media type takes one.
    private mutating func decodeSentinel(in view: ObjectView, response: SourceLocation) -> String? {
        guard let member = view["sentinel"], let text = string("sentinel", in: view) else { return nil }
        sourceMap[.sentinel(response: response)] = member.keyLocation
        sourceMap[.sentinelValue(response: response)] = member.value.location
        return text
    }

    /// Decodes a response's `headers`: header name → schema plus `required` and `swiftName`.
    private mutating func decodeResponseHeaders(in response: ObjectView, context: String) -> [ResponseHeaderDefinition]
    {
        var headers: [ResponseHeaderDefinition] = []
        for member in members("headers", in: response) ?? [] {
            guard
                let view = self.object(
                    member.value,
                    context: "header '\(member.key)' of \(context)",
                    anchor: member.keyLocation,
                    keys: SpecKeys.responseHeader
                )
            else { continue }
            headers.append(
                ResponseHeaderDefinition(
                    name: member.key,
                    swiftName: decodeSwiftName(in: view),
                    schema: decodeSchema(view),
                    isRequired: bool("required", in: view) ?? false,
                    location: member.keyLocation
                )
            )
        }
        return headers
    }

    /// `200` → `.code(200)`, `4XX` → `.range(4)`, `default` → `.default`; `nil` for anything else.
    static func responseStatus(_ key: String) -> ResponseDefinition.Status? {
        if key == "default" { return .default }
        if let code = statusCode(key) { return .code(code) }
        let scalars = Array(key.unicodeScalars)
        guard scalars.count == 3, ("1"..."5").contains(scalars[0]), scalars[1] == "X" || scalars[1] == "x",
            scalars[2] == scalars[1], let digit = Int(String(scalars[0]))
        else { return nil }
        return .range(digit)
    }

    // MARK: Examples

    /// Decodes `examples`, recording where what the model keeps unlocated is written (parameter names and values,
    /// the body, header values, `fields`, `intervalMilliseconds`, `stream`): the validator checks them against the
    /// endpoint (`SpecValidator+Examples`).
    mutating func decodeExamples(in object: ObjectView, endpointName: String) -> [ExampleDefinition] {
        var examples: [ExampleDefinition] = []
        for (offset, element) in (elements("examples", in: object) ?? []).enumerated() {
            let context = "example \(offset + 1) of endpoint '\(endpointName)'"
            guard let view = self.object(element, context: context, keys: SpecKeys.example) else { continue }
            var exampleParameters: [SpecMember] = []
            for member in members("parameters", in: view) ?? [] {
                let place = SpecSourceMap.Place.exampleParameter(
                    example: element.location,
                    index: exampleParameters.count
                )
                sourceMap[place] = member.keyLocation
                sourceMap.record(member.value, at: place)
                exampleParameters.append(SpecMember(member.key, member.value.specValue))
            }
            let status = decodeExampleStatus(in: view)
            let body = view["body"]?.value.specValue
            let headers = decodeExampleHeaders(in: view, exampleLocation: element.location)
            let credentials = decodeExampleCredentials(in: view, exampleLocation: element.location)
            guard let status else { continue }
            if let bodyNode = view["body"]?.value {
                sourceMap.record(bodyNode, at: .exampleBody(example: element.location))
            }
            var example = ExampleDefinition(
                parameters: exampleParameters,
                status: status,
                body: body,
                headers: headers,
                location: element.location
            )
            example.name = string("name", in: view)
            example.credentials = credentials
            example.fields = decodeExampleFields(in: view, exampleLocation: element.location)
            example.itemInterval = decodeExampleInterval(in: view, exampleLocation: element.location)
            if let flag = bool("stream", in: view), flag {
                sourceMap[.exampleStream(example: element.location)] = view["stream"]?.keyLocation
                example.isStream = true
            }
            examples.append(example)
        }
        return examples
    }

    /// Decodes an example's `fields`: name → a string, number or boolean, or an array of them; records where
    /// `fields` is written (the validator checks that the endpoint's body has fields).
    private mutating func decodeExampleFields(in object: ObjectView, exampleLocation: SourceLocation) -> [ExampleField]
    {
        guard let fieldsMember = value("fields", in: object) else { return [] }
        sourceMap[.exampleFields(example: exampleLocation)] = fieldsMember.keyLocation
        var fields: [ExampleField] = []
        for member in members("fields", in: object) ?? [] {
            let isScalar: (JSONNode) -> Bool = { node in
                switch node.value {
                case .string, .number, .bool: true
                default: false
                }
            }
            let isValid: Bool
            switch member.value.value {
            case .array(let elements): isValid = elements.allSatisfy(isScalar)
            default: isValid = isScalar(member.value)
            }
            guard isValid else {
                typeMismatch(member, expected: "a string, number or boolean, or an array of them")
                continue
            }
            fields.append(ExampleField(name: member.key, value: member.value.specValue, location: member.keyLocation))
        }
        return fields
    }

    /// Decodes an example's `intervalMilliseconds`, a whole number of milliseconds; records where it is written (the
    /// validator checks its range and that the example's status selects a streaming response).
    private mutating func decodeExampleInterval(in object: ObjectView, exampleLocation: SourceLocation) -> Duration? {
        guard let member = value("intervalMilliseconds", in: object) else { return nil }
        guard case .number(let text) = member.value.value else {
            typeMismatch(member, expected: "a number of milliseconds")
            return nil
        }
        guard let milliseconds = Int(text) else {
            log.error(
                "'intervalMilliseconds' must be a whole number of milliseconds from 0 to "
                    + "\(SpecValidator.maximumExampleIntervalMilliseconds) (ten minutes), found \(text)",
                at: member.value.location
            )
            return nil
        }
        sourceMap[.exampleInterval(example: exampleLocation)] = member.keyLocation
        sourceMap[.exampleIntervalValue(example: exampleLocation)] = member.value.location
        return .milliseconds(milliseconds)
    }

    /// Decodes an example's `headers`: name → a string, number or boolean, sent as written; records where each name
    /// and value is written (the validator checks them), the example being the one written at `exampleLocation`.
    private mutating func decodeExampleHeaders(in object: ObjectView, exampleLocation: SourceLocation)
        -> [ExampleHeader]
    {
        var headers: [ExampleHeader] = []
        for member in members("headers", in: object) ?? [] {
            let text: String
            switch member.value.value {
            case .string(let value): text = value
            case .number(let literal): text = literal
            case .bool(let flag): text = flag ? "true" : "false"
            default:
                typeMismatch(member, expected: "a string, number or boolean")
                continue
            }
            sourceMap[.exampleHeader(example: exampleLocation, index: headers.count)] = member.keyLocation
            sourceMap[.exampleHeaderValue(example: exampleLocation, index: headers.count)] = member.value.location
            headers.append(ExampleHeader(name: member.key, value: text))
        }
        return headers
    }

    private mutating func decodeExampleStatus(in object: ObjectView) -> Int? {
        guard let member = value("status", in: object, required: true) else { return nil }
        guard case .number(let text) = member.value.value else {
            typeMismatch(member, expected: "an HTTP status code")
            return nil
        }
        guard let code = Self.statusCode(text) else {
            log.error("'status' must be an HTTP status code from 100 to 599, found \(text)", at: member.value.location)
            return nil
        }
        return code
    }
}
