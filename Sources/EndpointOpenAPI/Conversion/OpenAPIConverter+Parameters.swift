import EndpointSpec
import HTTPSemantics

// MARK: - Parameters

extension OpenAPIConverter {
    /// Header parameters OpenAPI itself says to ignore.
    static let ignoredHeaders: Set<String> = ["accept", "content-type", "authorization"]

    /// Path-level then operation-level parameters (an operation parameter replaces a path-level one with the
    /// same name and location), plus a string parameter for every path placeholder nothing declares.
    ///
    /// `keyQuery` is the query the path key writes (`/search?term={term}`): a parameter its `{placeholder}` names
    /// travels in the query under the item's name (documents declare it `in: path`), and a query parameter named
    /// like one of its constant items is that constant, not a parameter.
    mutating func convertParameters(
        pathItem: JSONNode,
        operation: JSONNode,
        path: PathTemplate,
        keyQuery: [PathKey.Item] = [],
        operationType: String,
        at operationLocation: SourceLocation
    ) -> [ImportedParameter] {
        let placeholders = path.placeholderNames
        var declared: [(node: JSONNode, name: String, location: String)] = []
        for list in [pathItem.member("parameters"), operation.member("parameters")] {
            guard let list else { continue }
            guard let elements = list.value.arrayElements else {
                warn(
                    "'parameters' must be an array, found \(list.value.typeDescription)",
                    at: list.value.location,
                    loss: .init(.parameter)
                )
                continue
            }
            for element in elements {
                guard let node = dereferenced(element, section: "parameter"), node.isObject else { continue }
                guard let name = node.string("name"), let location = node.string("in") else {
                    warn(
                        "a parameter needs a string 'name' and 'in'; it is ignored",
                        at: element.location,
                        loss: .init(.parameter)
                    )
                    continue
                }
                if let index = declared.firstIndex(where: { $0.name == name && $0.location == location }) {
                    declared[index] = (node, name, location)
                } else {
                    declared.append((node, name, location))
                }
            }
        }
        var parameters: [ImportedParameter] = []
        for (node, name, location) in declared {
            guard var parameter = convertParameter(node, name: name, location: location, operationType: operationType)
            else { continue }
            if !placeholders.contains(name) {
                guard place(&parameter, in: keyQuery, declaredAt: node) else { continue }
            }
            if let other = parameters.first(where: { $0.name == parameter.name }) {
                warn(
                    "\(parameter.location) parameter '\(parameter.name)' has the same name as the \(other.location) "
                        + "parameter; the spec format keys parameters by name, so it is ignored",
                    at: node.member("name")?.value.location ?? node.location,
                    loss: .init(.parameter)
                )
                continue
            }
            if parameter.location == "header",
                let other = parameters.first(where: {
                    $0.location == "header" && $0.name.lowercased() == parameter.name.lowercased()
                })
            {
                // OpenAPI tells parameters apart by their exact name; HTTP sends both as one header.
                warn(
                    "header parameter '\(parameter.name)' is the header '\(other.name)' (header names ignore case), "
                        + "which is sent once; it is ignored",
                    at: node.member("name")?.value.location ?? node.location,
                    loss: .init(.parameter)
                )
                continue
            }
            if parameter.location == "path", !placeholders.contains(name) {
                warn(
                    "path parameter '\(name)' does not appear in the path '\(path)' and is ignored",
                    at: node.location,
                    loss: nil
                )
                continue
            }
            parameters.append(parameter)
        }
        addUndeclaredParameters(of: keyQuery, to: &parameters, at: operationLocation)
        for placeholder in placeholders where !parameters.contains(where: { $0.name == placeholder }) {
            warn(
                "the path placeholder '{\(placeholder)}' has no path parameter; it is imported as a string",
                at: operationLocation,
                loss: nil
            )
            parameters.insert(
                ImportedParameter(
                    name: placeholder,
                    location: "path",
                    schema: .string,
                    isRequired: true,
                    sourceLocation: operationLocation
                ),
                at: parameters.lastIndex { $0.location == "path" }.map { $0 + 1 } ?? 0
            )
        }
        return resolvingSwiftNameCollisions(parameters, declared: declared.map(\.node))
    }

    private mutating func convertParameter(
        _ node: JSONNode,
        name: String,
        location: String,
        operationType: String
    ) -> ImportedParameter? {
        let inLocation = node["in"]?.location ?? node.location
        switch location {
        case "path", "query", "header":
            break
        case "cookie":
            warn("cookie parameter '\(name)' is not supported and is ignored", at: inLocation, loss: .init(.parameter))
            return nil
        default:
            warn(
                "parameter '\(name)' has unknown location '\(location)' and is ignored",
                at: inLocation,
                loss: .init(.parameter)
            )
            return nil
        }
        if location == "header", !HTTPToken.isValid(name) {
            // The validator's header-name rule, which a valid document may break: the parameter cannot be sent.
            warn(
                "header parameter '\(name)' is not a valid HTTP header name and is ignored",
                at: node.member("name")?.value.location ?? node.location,
                loss: .init(.parameter)
            )
            return nil
        }
        if location == "header", Self.ignoredHeaders.contains(name.lowercased()) {
            warn(
                "header parameter '\(name)' is ignored: OpenAPI ignores Accept, Content-Type and Authorization "
                    + "parameters",
                at: node.member("name")?.value.location ?? node.location,
                loss: nil
            )
            return nil
        }
        var schema: ImportedSchema
        if let schemaNode = node["schema"],
            let inline = Self.inlineParameterProblem(schemaNode, location: location)
                ?? (location == "header" ? nil : parameterUnionProblem(schemaNode))
        {
            schema = nearestScalar(toParameterSchema: schemaNode)
            warn(
                "\(location) parameter '\(name)' is \(inline), which the spec format does not support for "
                    + "\(location) parameters; it is imported as \(Self.article(of: schema))",
                at: schemaNode.location,
                loss: .init(.parameter)
            )
        } else if let schemaNode = node["schema"] {
            schema = convertSchema(schemaNode, hint: .joined(.name(operationType), name))
        } else if let content = node.member("content") {
            warn(
                "parameter '\(name)' is serialized with 'content', which is not supported; it is imported as a string",
                at: content.keyLocation,
                loss: .init(.parameter)
            )
            schema = .string
        } else {
            schema = .string
        }
        let sendsEntries = location == "query" && Self.isExplodedForm(node)
        if let unsupported = unsupportedParameterShape(schema, location: location, allowsMaps: sendsEntries) {
            schema = node["schema"].map { nearestScalar(toParameterSchema: $0) } ?? .string
            warn(
                "\(location) parameter '\(name)' is \(unsupported), which the spec format does not support for "
                    + "\(location) parameters; it is imported as \(Self.article(of: schema))",
                at: node["schema"]?.location ?? node.location,
                loss: .init(.parameter)
            )
        }
        let (style, explode) = serialization(node, name: name, location: location, schema: schema)
        if let description = node.text("description") { schema.description = description }
        if node.flag("deprecated") { schema.isDeprecated = true }
        return ImportedParameter(
            name: name,
            location: location,
            schema: schema,
            isRequired: location == "path" || node.flag("required"),
            style: style,
            explode: explode,
            sourceLocation: node.location
        )
    }

    /// The parameter's `style` and `explode` when they differ from its location's defaults; a style the location
    /// cannot take, or one that cannot write the parameter's type, is reported and the default used instead.
    private mutating func serialization(
        _ node: JSONNode,
        name: String,
        location: String,
        schema: ImportedSchema
    ) -> (ParameterStyle?, Bool?) {
        guard let place = ParameterDefinition.Location(rawValue: location) else { return (nil, nil) }
        let defaultStyle = ParameterStyle.defaultStyle(for: place)
        var style = defaultStyle
        if let member = node.member("style"), let text = member.value.stringValue, text != defaultStyle.rawValue {
            let fits = ParameterStyle(rawValue: text).flatMap { fitting($0, place: place, schema: schema) }
            if let fits {
                style = fits
            } else {
                warn(
                    "parameter '\(name)' uses style '\(text)', which \(location) parameters of its type cannot use; it "
                        + "is sent with the default '\(defaultStyle.rawValue)' style",
                    at: member.value.location,
                    loss: .init(.parameter)
                )
            }
        }
        var explode = style.defaultExplode
        if let member = node.member("explode"), let flag = member.value.boolValue, flag != explode {
            if style == .spaceDelimited || style == .pipeDelimited || style == .deepObject {
                warn(
                    "parameter '\(name)' uses style '\(style.rawValue)' with 'explode: \(flag)', which OpenAPI leaves "
                        + "undefined; it is sent with 'explode: \(explode)'",
                    at: member.value.location,
                    loss: .init(.parameter)
                )
            } else {
                explode = flag
            }
        }
        return (style == defaultStyle ? nil : style, explode == style.defaultExplode ? nil : explode)
    }

    /// `style` when a parameter in `place` of type `schema` can be written in it; `nil` otherwise.
    private func fitting(_ style: ParameterStyle, place: ParameterDefinition.Location, schema: ImportedSchema)
        -> ParameterStyle?
    {
        guard ParameterStyle.styles(for: place).contains(style) else { return nil }
        var isObject = false
        var isArray = false
        switch schema.kind {
        case .array: isArray = true
        case .reference(let name): isObject = modelShape(named: name).map { $0 == .object || $0 == .union } ?? false
        default: break
        }
        switch style {
        case .deepObject: return isObject || isArray ? style : nil
        case .spaceDelimited, .pipeDelimited: return isArray || isObject ? style : nil
        default: return style
        }
    }

    /// Gives every parameter whose derived Swift name repeats an earlier one a unique `swiftName`.
    private mutating func resolvingSwiftNameCollisions(
        _ parameters: [ImportedParameter],
        declared: [JSONNode]
    ) -> [ImportedParameter] {
        var resolved: [ImportedParameter] = []
        var taken: [String: String] = [:]
        for var parameter in parameters {
            let derived = SwiftNaming.memberName(parameter.name, acronyms: acronyms)
            if let other = taken[derived] {
                let unique = SwiftNaming.unique(derived, avoiding: Set(taken.keys))
                parameter.swiftName = unique
                let node = declared.first {
                    $0.string("name") == parameter.name && $0.string("in") == parameter.location
                }
                warn(
                    "\(parameter.location) parameter '\(parameter.name)' has the same Swift name '\(derived)' as "
                        + "'\(other)'; it is named '\(unique)' (set with 'swiftName')",
                    at: node?["name"]?.location ?? node?.location ?? root.location,
                    loss: nil
                )
            }
            taken[parameter.swiftName ?? derived] = parameter.name
            resolved.append(parameter)
        }
        return resolved
    }
}
