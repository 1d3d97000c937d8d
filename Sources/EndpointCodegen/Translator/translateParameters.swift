import EndpointSpec

// MARK: - Parameters

extension SpecTranslator {
    /// A signature item with the wire name and schema of its spec parameter.
    struct ParameterItem {
        let item: EndpointSignature.Item
        let wireName: String
        let schema: Schema
    }

    /// The signature items of the parameters `endpoint` sends in `location`, in source order.
    func items(
        of endpoint: EndpointDefinition,
        in location: ParameterDefinition.Location,
        _ signature: EndpointSignature
    ) -> [ParameterItem] {
        endpoint.parameters.filter { $0.location == location }.compactMap { parameter in
            signature.item(forParameter: parameter.name).map {
                ParameterItem(item: $0, wireName: parameter.name, schema: parameter.schema)
            }
        }
    }

    /// A `String` expression for a path segment or header value; arrays join their elements with commas.
    func textExpression(_ item: EndpointSignature.Item) -> Expression {
        let value = Expression.identifier(item.name)
        guard let schema = item.parameter?.schema else { return value }
        switch schema.kind {
        case .byte:
            return value.member("base64EncodedString", optionalChaining: item.isOptional).call()
        case .array(let element):
            let map = value.member("map", optionalChaining: item.isOptional)
            let mapped =
                element.kind == .byte
                ? .trailingClosure(map, body: Expression.identifier("$0").member("base64EncodedString").call())
                : map.call([Argument(nil, .keyPath("parameterValue"))])
            return mapped.member("joined").call([Argument("separator", .string(","))])
        default:
            return value.member("parameterValue", optionalChaining: item.isOptional)
        }
    }

    func textExpression(_ parameter: ParameterItem) -> Expression { textExpression(parameter.item) }

    /// The value appended to `QueryItems`: the parameter itself, or its text where the type has no wire form.
    func queryValue(_ parameter: ParameterItem) -> Expression {
        let value = Expression.identifier(parameter.item.name)
        guard parameter.schema.kind == .byte else { return value }
        return value.member("base64EncodedString", optionalChaining: parameter.item.isOptional).call()
    }

    /// `query.append("name", value)`, with `style:` for a styled parameter (`try query.append("name", object: …)`
    /// for an object; a map, `query.append("name", map, style: .form(explode: true))`, sends its entries).
    func queryAppend(_ parameter: ParameterItem, to query: String) -> Expression {
        let append = Expression.identifier(query).member("append")
        guard let definition = parameter.item.parameter, isStyled(definition) else {
            return append.call([Argument(nil, .string(parameter.wireName)), Argument(nil, queryValue(parameter))])
        }
        let style = Argument("style", queryStyle(definition))
        if isObjectParameter(definition) {
            return .try(
                append.call([
                    Argument(nil, .string(parameter.wireName)), Argument("object", .identifier(parameter.item.name)),
                    style,
                ])
            )
        }
        return append.call([Argument(nil, .string(parameter.wireName)), Argument(nil, queryValue(parameter)), style])
    }

    // MARK: Parameter styles

    /// Whether `parameter` is written by the runtime's `ParameterSerialization`: a declared style other than its
    /// location's default, an object, a map (one `key=value` item per entry), or an array in the path.
    func isStyled(_ parameter: ParameterDefinition) -> Bool {
        if !parameter.hasDefaultSerialization || isObjectParameter(parameter) { return true }
        switch (parameter.location, parameter.schema.kind) {
        case (.path, .array), (.query, .map): return true
        default: return false
        }
    }

    /// Whether `parameter` refers to an object model (written member by member) or a union model (written as the
    /// alternative it holds: a scalar as itself, an object member by member).
    func isObjectParameter(_ parameter: ParameterDefinition) -> Bool {
        guard case .reference(let name) = parameter.schema.kind, let model = spec.model(named: name) else {
            return false
        }
        switch model.kind {
        case .object, .oneOf: return parameter.location != .header
        case .enumeration, .valueEnumeration: return false
        }
    }

    /// `.form(explode: false)`, `.spaceDelimited`, `.pipeDelimited` or `.deepObject`: the runtime's `FormStyle`.
    func queryStyle(_ parameter: ParameterDefinition) -> Expression {
        switch parameter.style {
        case .spaceDelimited: .implicitMember("spaceDelimited")
        case .pipeDelimited: .implicitMember("pipeDelimited")
        case .deepObject: .implicitMember("deepObject")
        default: Expression.implicitMember("form").call([Argument("explode", .literal("\(parameter.explode)"))])
        }
    }

    /// `ParameterSerialization.pathValue("name", ParameterSerialization.value(…), style: .label(explode: false))`.
    func styledPathValue(_ item: EndpointSignature.Item, _ parameter: ParameterDefinition) -> Expression {
        let serialization = Expression.type(.runtime("ParameterSerialization"))
        let name = Expression.identifier(item.name)
        let value: Expression
        if isObjectParameter(parameter) {
            value = .try(serialization.member("value").call([Argument("object", name)]))
        } else {
            var text = name
            if parameter.schema.kind == .byte {
                text = name.member("base64EncodedString").call()
            } else if case .array(let element) = parameter.schema.kind, element.kind == .byte {
                text = .trailingClosure(
                    name.member("map"),
                    body: Expression.identifier("$0").member("base64EncodedString").call()
                )
            }
            value = serialization.member("value").call([Argument(nil, text)])
        }
        let styleName = parameter.style == .label ? "label" : parameter.style == .matrix ? "matrix" : "simple"
        let style = Expression.implicitMember(styleName).call([Argument("explode", .literal("\(parameter.explode)"))])
        return serialization.member("pathValue").call([
            Argument(nil, .string(parameter.name)), Argument(nil, value), Argument("style", style),
        ])
    }
}
