// MARK: - Example bodies and parameters against their schemas

extension SpecDecoder {
    /// How many mismatches one example body reports at most, so one wrong example does not bury the rest.
    static let maximumExampleProblems = 3

    /// Warns when an example's body does not fit the schema of the response its status selects, with the same
    /// checks (and messages) as `endpoint-gen check`.
    mutating func checkExampleBody(_ body: JSONNode, status: Int, responses: [ResponseDefinition]) {
        guard let response = responses.response(forStatus: status) else { return }
        guard let schema = response.schema else {
            log.warning("example has a body but response '\(status)' declares none", at: body.location)
            return
        }
        let checker = BodyChecker(models: Array(modelsByName.values))
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
        let mismatches = checker.check(
            body,
            against: isStreaming ? Schema(.array(schema), location: schema.location) : schema,
            subject: "the `\(response.status)` response",
            container: nil
        )
        for mismatch in mismatches.prefix(Self.maximumExampleProblems) {
            log.warning("example body does not fit the spec \(mismatch.message)", at: mismatch.location)
        }
    }

    /// Reports an example parameter value that cannot be sent: objects, or arrays for a non-array parameter.
    mutating func checkExampleParameter(_ member: JSONNode.Member, parameter: ParameterDefinition) {
        let acceptsArray = if case .array = parameter.schema.kind { true } else { false }
        switch member.value.value {
        case .object:
            log.error(
                "example parameter '\(member.key)' must be a string, number or boolean, found an object",
                at: member.value.location
            )
        case .array(let elements) where acceptsArray:
            if case .array(let items) = parameter.schema.kind {
                for element in elements { checkExampleScalar(element, kind: items.kind, parameterName: member.key) }
            }
        case .array:
            log.error(
                "example parameter '\(member.key)' must be a string, number or boolean, found an array",
                at: member.value.location
            )
        default:
            checkExampleScalar(member.value, kind: parameter.schema.kind, parameterName: member.key)
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
}
