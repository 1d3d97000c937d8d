import EndpointSpec

/// Query parameters whose schema is an object model, read as OpenAPI's `style` and `explode` write them, the way
/// the generated client sends them: `deepObject` as `filter[size]=1&filter[color]=red`, `form` exploded (the
/// default) as one query item per property (`size=1&color=red`), `form` not exploded as `filter=size,1,color,red`.
extension RequestValidator {
    /// The properties of the object model `schema` names; `nil` for any other schema.
    func objectProperties(of schema: Schema) -> [PropertyDefinition]? {
        guard case .reference(let name) = schema.kind, case .object(let properties)? = texts.modelsByName[name]?.kind
        else { return nil }
        return properties
    }

    /// The violations of the object query parameter `parameter` (with `properties`): a required parameter none of
    /// whose properties came, a required property missing from a parameter that came, and every property value
    /// that does not fit its schema. A property that is itself an object is checked for presence only.
    func objectViolations(
        of parameter: ParameterDefinition,
        properties: [PropertyDefinition],
        in context: StubRequestContext,
        subject: String
    ) -> [Problem.Violation] {
        let items = context.request.queryItems
        let values: (PropertyDefinition) -> [String]
        let present: Bool
        switch parameter.style {
        case .deepObject:
            let prefix = "\(parameter.name)["
            values = { property in items.filter { $0.name == "\(prefix)\(property.wireName)]" }.map(\.value) }
            present = items.contains { $0.name.hasPrefix(prefix) }
        case _ where parameter.explode:
            values = { property in items.filter { $0.name == property.wireName }.map(\.value) }
            present = properties.contains { !values($0).isEmpty }
        default:
            let pairs = items.filter { $0.name == parameter.name }.flatMap { Self.pairs(in: $0.value) }
            values = { property in pairs.filter { $0.name == property.wireName }.map(\.value) }
            present = items.contains { $0.name == parameter.name }
        }
        guard present else {
            guard parameter.isRequired else { return [] }
            let expected = "a required parameter (\(texts.describe(parameter.schema)))"
            return [Problem.Violation(location: subject, expected: expected, found: "nothing")]
        }
        var found: [Problem.Violation] = []
        for property in properties {
            let location = "\(subject) property '\(property.wireName)'"
            let texts = values(property)
            if texts.isEmpty {
                let nested =
                    parameter.style == .deepObject
                    && items.contains { $0.name.hasPrefix("\(parameter.name)[\(property.wireName)][") }
                if property.isRequired, !nested {
                    let expected = "a required property (\(self.texts.describe(property.schema)))"
                    found.append(Problem.Violation(location: location, expected: expected, found: "nothing"))
                }
                continue
            }
            let violations = self.texts.violations(
                of: texts,
                schema: property.schema,
                separator: nil,
                location: location
            )
            // An exploded property's name may also be another exploded object's: one value that fits is enough.
            if parameter.style != .deepObject, parameter.explode, texts.count > 1,
                texts.contains(where: {
                    self.texts.violation(of: $0, schema: property.schema, location: location) == nil
                })
            {
                continue
            }
            found += violations
        }
        return found
    }

    /// The `name,value` pairs of an unexploded form object (`size,1,color,red`).
    private static func pairs(in text: String) -> [(name: String, value: String)] {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
        return stride(from: 0, to: parts.count - 1, by: 2).map { (parts[$0], parts[$0 + 1]) }
    }
}
