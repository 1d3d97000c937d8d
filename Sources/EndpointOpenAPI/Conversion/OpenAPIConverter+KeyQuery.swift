import EndpointSpec

// MARK: - Parameters named by a path key's query

extension OpenAPIConverter {
    /// Places `parameter` (declared at `node`, and not a placeholder of the path) by the query its path key writes:
    /// a parameter a `name={placeholder}` item names travels in the query as `name`, required (documents declare it
    /// `in: path`); a query parameter named like a constant item is that constant. `false` when the parameter is
    /// dropped (warning unless its `enum` is exactly the constant's value, which nothing loses).
    mutating func place(_ parameter: inout ImportedParameter, in keyQuery: [PathKey.Item], declaredAt node: JSONNode)
        -> Bool
    {
        if parameter.location != "header", let item = keyQuery.first(where: { $0.placeholder == parameter.name }) {
            parameter.name = item.name
            parameter.location = "query"
            parameter.isRequired = true
            (parameter.style, parameter.explode) = (nil, nil)
        }
        guard parameter.location == "query",
            let constant = keyQuery.first(where: { $0.placeholder == nil && $0.name == parameter.name })
        else { return true }
        var isThatConstant = false
        if case .enumeration(let cases) = parameter.schema.kind { isThatConstant = cases == [constant.value ?? ""] }
        if !isThatConstant {
            warn(
                "query parameter '\(parameter.name)' is written in the path key as the constant "
                    + "'\(PathKey.text(of: constant))', which every request sends; the parameter is ignored",
                at: node.member("name")?.value.location ?? node.location,
                loss: .init(.parameter)
            )
        }
        return false
    }

    /// Adds a required string query parameter for every `name={placeholder}` item of `keyQuery` no parameter took,
    /// with a warning at `location`.
    mutating func addUndeclaredParameters(
        of keyQuery: [PathKey.Item],
        to parameters: inout [ImportedParameter],
        at location: SourceLocation
    ) {
        for item in keyQuery where item.placeholder != nil && !parameters.contains(where: { $0.name == item.name }) {
            warn(
                "the path key's query item '\(PathKey.text(of: item))' has no parameter; it is imported as a required "
                    + "string query parameter",
                at: location,
                loss: nil
            )
            parameters.append(
                ImportedParameter(
                    name: item.name,
                    location: "query",
                    schema: .string,
                    isRequired: true,
                    sourceLocation: location
                )
            )
        }
    }

    /// Makes every query parameter that the path key's fragment assigns (`/#Action=CreateStack` beside a declared
    /// `Action` query parameter, as AWS documents write) a constant query item of that value: the fragment says which
    /// value this operation is, so the caller does not pass it and the stub server routes by it. A parameter whose
    /// `enum` does not allow the value is left as it is.
    static func applyFragmentAssignments(
        to endpoint: inout ImportedEndpoint,
        key: PathKey,
        at location: SourceLocation
    ) {
        for item in key.fragmentAssignments {
            guard let value = item.value,
                !endpoint.constantQueryItems.contains(where: { $0.name == item.name }),
                let index = endpoint.parameters.firstIndex(where: { $0.location == "query" && $0.name == item.name })
            else { continue }
            if case .enumeration(let cases) = endpoint.parameters[index].schema.kind, !cases.contains(value) {
                continue
            }
            endpoint.parameters.remove(at: index)
            endpoint.constantQueryItems.append(ConstantQueryItem(name: item.name, value: value, location: location))
        }
    }
}
