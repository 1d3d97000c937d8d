// MARK: - Example bodies and parameters against their schemas

extension SpecDecoder {
    /// How many mismatches one example body reports at most, so one wrong example does not bury the rest.
    static let maximumExampleProblems = 3

    /// Warns when an example's body does not fit the schema of the response its status selects.
    mutating func checkExampleBody(_ body: JSONNode, status: Int, responses: [ResponseDefinition]) {
        let response =
            responses.first { $0.status == .code(status) }
            ?? responses.first { $0.status == .range(status / 100) }
            ?? responses.first { $0.status == .default }
        guard let response else { return }
        guard let schema = response.schema else {
            log.warning("example has a body but response '\(status)' declares none", at: body.location)
            return
        }
        var problems: [(String, SourceLocation)] = []
        collectMismatches(body, schema: schema, path: "", isOptional: false, into: &problems)
        for (message, location) in problems.prefix(Self.maximumExampleProblems) {
            log.warning(message, at: location)
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
        case .array where !acceptsArray:
            log.error(
                "example parameter '\(member.key)' must be a string, number or boolean, found an array",
                at: member.value.location
            )
        default:
            break
        }
    }

    private func collectMismatches(
        _ node: JSONNode,
        schema: Schema,
        path: String,
        isOptional: Bool,
        into problems: inout [(String, SourceLocation)]
    ) {
        guard problems.count < Self.maximumExampleProblems else { return }
        let subject = path.isEmpty ? "example body" : "example body at '\(path)'"
        if case .null = node.value {
            if !schema.isNullable, !isOptional, schema.kind != .any {
                problems.append(("\(subject) is null but its schema is not nullable", node.location))
            }
            return
        }
        switch schema.kind {
        case .reference(let name):
            guard let model = modelsByName[name] else { return }
            switch model.kind {
            case .enumeration:
                expectString(node, subject: subject, into: &problems)
            case .object(let properties):
                collectObjectMismatches(node, properties: properties, model: name, path: path, into: &problems)
            }
        case .array(let items):
            guard case .array(let elements) = node.value else {
                problems.append(("\(subject) must be an array, found \(node.typeDescription)", node.location))
                return
            }
            for (index, element) in elements.enumerated() {
                collectMismatches(element, schema: items, path: "\(path)[\(index)]", isOptional: false, into: &problems)
            }
        case .map(let values):
            guard case .object(let members) = node.value else {
                problems.append(("\(subject) must be an object, found \(node.typeDescription)", node.location))
                return
            }
            for member in members {
                let memberPath = path.isEmpty ? member.key : "\(path).\(member.key)"
                collectMismatches(member.value, schema: values, path: memberPath, isOptional: false, into: &problems)
            }
        case .enumeration, .string, .uri, .byte:
            expectString(node, subject: subject, into: &problems)
        default:
            if let problem = Self.defaultProblem(node, kind: schema.kind, isNullable: schema.isNullable) {
                problems.append(("\(subject) \(problem)", node.location))
            }
        }
    }

    private func collectObjectMismatches(
        _ node: JSONNode,
        properties: [PropertyDefinition],
        model: String,
        path: String,
        into problems: inout [(String, SourceLocation)]
    ) {
        let subject = path.isEmpty ? "example body" : "example body at '\(path)'"
        guard case .object(let members) = node.value else {
            problems.append(("\(subject) must be a '\(model)' object, found \(node.typeDescription)", node.location))
            return
        }
        for property in properties
        where property.isRequired && !members.contains(where: { $0.key == property.wireName }) {
            problems.append(
                ("\(subject) is missing required property '\(property.wireName)' of model '\(model)'", node.location)
            )
        }
        for member in members {
            guard let property = properties.first(where: { $0.wireName == member.key }) else { continue }
            let memberPath = path.isEmpty ? member.key : "\(path).\(member.key)"
            collectMismatches(
                member.value,
                schema: property.schema,
                path: memberPath,
                isOptional: !property.isRequired,
                into: &problems
            )
        }
    }

    private func expectString(_ node: JSONNode, subject: String, into problems: inout [(String, SourceLocation)]) {
        if case .string = node.value { return }
        problems.append(("\(subject) must be a string, found \(node.typeDescription)", node.location))
    }
}
