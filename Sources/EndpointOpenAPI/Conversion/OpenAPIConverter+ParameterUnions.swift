import EndpointSpec

// MARK: - Unions as parameters

extension OpenAPIConverter {
    /// What a schema converts to, as far as a parameter cares: read from the OpenAPI schema before it is converted
    /// (so no model is hoisted for a parameter that cannot use it), following the decisions ``convertSchema(_:hint:)``
    /// takes.
    indirect enum ParameterForm {
        /// A string, number, integer or boolean, with the format the spec format keeps.
        case scalar(type: String, format: String?)
        /// A string enumeration.
        case stringEnumeration
        /// An integer, number or boolean enumeration (a model).
        case valueEnumeration(type: String, format: String?)
        /// An object model.
        case object
        /// A union model of these alternatives.
        case union([JSONNode])
        /// An array of these items.
        case array(ParameterForm)
        /// A map, `any`, or a schema of several types.
        case other
    }

    /// For a query or path parameter whose schema `node` is a union (inline or through `$ref`s to components, a
    /// one-part `allOf` or a `oneOf` with `null`): why its alternatives cannot be written as a parameter, or `nil`
    /// when every one is a scalar, a string enumeration, an array of those or an object (a range filter
    /// `anyOf: [integer, { gte, lte }]` is `created=1` or, as a `deepObject`, `created[gte]=1`). `nil` too when
    /// `node` is not a union.
    func parameterUnionProblem(_ node: JSONNode) -> String? {
        guard case .union(let alternatives) = parameterForm(of: node) else { return nil }
        for (index, alternative) in alternatives.enumerated()
        where !isParameterAlternative(parameterForm(of: alternative)) {
            return "a union (oneOf/anyOf) whose alternative \(index + 1) is not a scalar, an enumeration, an "
                + "array of those or an object"
        }
        return nil
    }

    /// Whether a parameter's union can hold a value of `form`: a scalar, a string enumeration, an array of those,
    /// or an object model (the validator's rule).
    private func isParameterAlternative(_ form: ParameterForm) -> Bool {
        switch form {
        case .scalar, .stringEnumeration, .object: true
        case .array(.scalar), .array(.stringEnumeration): true
        case .valueEnumeration, .union, .array, .other: false
        }
    }

    /// What a parameter that cannot be the union (or object) `node` is sent as: the one scalar type every
    /// alternative has (`integer` for `oneOf: [integer, { const: 0 }]`; `number` when integers and numbers mix),
    /// with the format when all have the same one, else a string.
    func nearestScalar(toParameterSchema node: JSONNode) -> ImportedSchema {
        guard case .union(let alternatives) = parameterForm(of: node) else { return .string }
        return Self.commonScalar(alternatives.map { scalarType(of: parameterForm(of: $0)) })
    }

    /// The scalar type and format of a scalar or enumeration `form` (or a union of one scalar type, `depth` unions
    /// deep at most); `nil` for any other.
    private func scalarType(of form: ParameterForm, depth: Int = 0) -> (type: String, format: String?)? {
        switch form {
        case .scalar(let type, let format), .valueEnumeration(let type, let format): return (type, format)
        case .stringEnumeration: return ("string", nil)
        case .union(let alternatives):
            // A union of unions of one scalar type is that type too (a union may hold itself: bounded).
            guard depth < 4 else { return nil }
            let types = alternatives.map { scalarType(of: parameterForm(of: $0), depth: depth + 1) }
            guard case .primitive(let type, let format) = Self.commonScalar(types).kind,
                types.allSatisfy({ $0 != nil })
            else { return nil }
            return (type, format)
        case .object, .array, .other: return nil
        }
    }

    /// The one scalar type of `types` (integers with numbers are numbers), with their format when all have the
    /// same one; a string when they are not all of one type (or one is no scalar).
    static func commonScalar(_ types: [(type: String, format: String?)?]) -> ImportedSchema {
        let scalars = types.compactMap(\.self)
        guard scalars.count == types.count, var type = scalars.first?.type else { return .string }
        for scalar in scalars.dropFirst() where scalar.type != type {
            guard Set([scalar.type, type]) == ["integer", "number"] else { return .string }
            type = "number"
        }
        let formats = Set(scalars.map { $0.type == type ? $0.format ?? "" : "" })
        let format = formats.count == 1 ? formats.first.flatMap { $0.isEmpty ? nil : $0 } : nil
        return ImportedSchema(.primitive(type: type, format: format))
    }

    /// `an integer`, `a string`: what `schema` is, in a warning that says what a parameter is imported as.
    static func article(of schema: ImportedSchema) -> String {
        guard case .primitive(let type, _) = schema.kind else { return "a string" }
        return type == "integer" ? "an integer" : "a \(type)"
    }

    /// What the schema `node` converts to (see ``ParameterForm``), following `$ref`s, one-part `allOf`s and
    /// `oneOf`s of one schema and `null` as the conversion does (bounded).
    func parameterForm(of node: JSONNode, depth: Int = 0) -> ParameterForm {
        guard depth < 16, node.isObject else { return .other }
        if let reference = node.string("$ref") {
            guard let pointer = JSONPointer(reference: reference) else { return .other }
            if let component = pointer.componentName(in: "schemas"), let schema = componentSchemas[component],
                componentModelNames[component] != nil
            {
                switch Self.shape(of: schema.value) {
                case .object: return .object
                case .enumeration: return .stringEnumeration
                case .union: return .union(Self.unionAlternatives(schema.value)?.alternatives ?? [])
                case .valueEnumeration, .alias:
                    return parameterForm(of: Self.enumerationForm(of: schema.value), depth: depth + 1)
                }
            }
            guard let target = pointer.resolve(in: root) else { return .other }
            return parameterForm(of: target, depth: depth + 1)
        }
        if !node.has("properties"), let parts = node["allOf"]?.arrayElements {
            let typed = parts.filter { !Self.isAnnotationOnly($0) }
            if typed.count == 1 { return parameterForm(of: typed[0], depth: depth + 1) }
        }
        if Self.isObjectModel(node) { return .object }
        let node = Self.enumerationForm(of: node)
        if let (_, alternatives) = Self.unionAlternatives(node) { return .union(alternatives) }
        if let member = node.member("oneOf") ?? node.member("anyOf") {
            let nonNull = (member.value.arrayElements ?? []).filter { !Self.isNullSchema($0) }
            return nonNull.count == 1 ? parameterForm(of: nonNull[0], depth: depth + 1) : .other
        }
        return typedForm(of: node, depth: depth)
    }

    /// ``parameterForm(of:depth:)`` of a schema without `$ref`, `allOf`, properties or alternatives.
    private func typedForm(of node: JSONNode, depth: Int) -> ParameterForm {
        var types = Self.declaredTypes(node).filter { $0 != "null" }
        if types.isEmpty { types = Self.inferredTypes(node) }
        if types.isEmpty, let type = Self.valueEnumerationType(node) { types = [type] }
        if Set(types) == ["integer", "number"] { types = ["number"] }
        guard types.count == 1, let type = types.first else { return .other }
        if node.has("enum"), Self.valueEnumerationType(node) == type {
            let format = node.string("format")
            switch type {
            case "integer":
                return .valueEnumeration(type: type, format: ["int32", "int64"].contains(format) ? format : nil)
            case "number":
                return .valueEnumeration(type: type, format: ["float", "double"].contains(format) ? format : nil)
            default: return .valueEnumeration(type: type, format: nil)
            }
        }
        let format = node.string("format")
        switch type {
        case "string":
            if node["const"]?.stringValue != nil || !Self.stringValues(node).isEmpty { return .stringEnumeration }
            let kept =
                format == "binary"
                ? "byte" : ["date", "date-time", "uuid", "uri", "byte"].contains(format) ? format : nil
            return .scalar(type: type, format: kept)
        case "integer": return .scalar(type: type, format: ["int32", "int64"].contains(format) ? format : nil)
        case "number": return .scalar(type: type, format: ["float", "double"].contains(format) ? format : nil)
        case "boolean": return .scalar(type: type, format: nil)
        case "array":
            guard let items = node["items"] else { return .array(.other) }
            return .array(parameterForm(of: items, depth: depth + 1))
        default: return .other
        }
    }
}

// MARK: - Unions checked once converted

extension OpenAPIConverter {
    /// Makes every query or path parameter that refers to a union model with an alternative a parameter cannot
    /// send the nearest scalar (``commonScalar(_:)`` of the alternatives), with a warning, and sends it in its
    /// location's default style when its own cannot write a scalar.
    ///
    /// ``parameterUnionProblem(_:)`` turns such parameters down before they are converted; this pass checks the
    /// converted models themselves, with the validator's rule, once every model is converted (so the answer does
    /// not depend on the schedule), and catches what reading the OpenAPI schema could not foresee.
    mutating func degradeUnsendableUnionParameters(_ endpoints: inout [ImportedEndpoint]) {
        for endpointIndex in endpoints.indices {
            for index in endpoints[endpointIndex].parameters.indices {
                let parameter = endpoints[endpointIndex].parameters[index]
                guard parameter.location != "header", case .reference(let name) = parameter.schema.kind,
                    let model = models[name], case .union(let alternatives, _) = model.kind,
                    let bad = alternatives.firstIndex(where: { !isParameterAlternative($0) })
                else { continue }
                var schema = Self.commonScalar(alternatives.map(scalarType(of:)))
                schema.description = parameter.schema.description
                schema.isDeprecated = parameter.schema.isDeprecated
                schema.location = parameter.schema.location
                warn(
                    "\(parameter.location) parameter '\(parameter.name)' is a union ('\(name)') whose alternative "
                        + "\(bad + 1) is not a scalar, an enumeration, an array of those or an object, which the spec "
                        + "format does not support for \(parameter.location) parameters; it is imported as "
                        + Self.article(of: schema),
                    at: parameter.schema.location ?? parameter.sourceLocation,
                    loss: .init(.parameter)
                )
                endpoints[endpointIndex].parameters[index].schema = schema
                if let style = parameter.style, [.deepObject, .spaceDelimited, .pipeDelimited].contains(style) {
                    endpoints[endpointIndex].parameters[index].style = nil
                    endpoints[endpointIndex].parameters[index].explode = nil
                }
            }
        }
    }

    /// Whether a parameter's union can hold the converted `schema`: a scalar, a string enumeration, an array of
    /// those, or an object model (the validator's rule).
    private func isParameterAlternative(_ schema: ImportedSchema) -> Bool {
        func isScalar(_ schema: ImportedSchema) -> Bool {
            switch schema.kind {
            case .array, .map, .any: false
            case .reference(let name): if case .enumeration = models[name]?.kind { true } else { false }
            case .primitive, .enumeration: true
            }
        }
        switch schema.kind {
        case .array(let items): return isScalar(items)
        case .reference(let name):
            if case .object = models[name]?.kind { return true }
            return isScalar(schema)
        default: return isScalar(schema)
        }
    }

    /// The scalar type and format of the converted `schema` when it is a scalar or an enumeration; `nil` otherwise.
    private func scalarType(of schema: ImportedSchema) -> (type: String, format: String?)? {
        switch schema.kind {
        case .primitive(let type, let format): return (type, format)
        case .enumeration: return ("string", nil)
        case .reference(let name):
            switch models[name]?.kind {
            case .enumeration: return ("string", nil)
            case .valueEnumeration(let enumeration):
                switch enumeration.type {
                case .integer(let format): return ("integer", format?.rawValue)
                case .number(let format): return ("number", format.rawValue)
                case .boolean: return ("boolean", nil)
                }
            default: return nil
            }
        case .array, .map, .any: return nil
        }
    }
}
