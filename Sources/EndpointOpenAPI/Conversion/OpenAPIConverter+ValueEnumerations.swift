import EndpointSpec

// MARK: - Integer, number and boolean enumerations

extension OpenAPIConverter {
    /// The JSON type (`integer`, `number` or `boolean`) of a schema that enumerates values of that type with
    /// `enum`; `nil` for any other schema.
    static func valueEnumerationType(_ node: JSONNode) -> String? {
        guard node.isObject, !node.has("$ref"), !node.has("properties"),
            let values = node["enum"]?.arrayElements?.filter({ !$0.isNull }), !values.isEmpty
        else { return nil }
        var types = declaredTypes(node).filter { $0 != "null" }
        if types.isEmpty {
            if values.allSatisfy({ $0.boolValue != nil }) { return "boolean" }
            guard values.allSatisfy({ if case .number = $0.value { true } else { false } }) else { return nil }
            let isInteger = values.allSatisfy {
                if case .number(let text) = $0.value { Int64(text) != nil } else { false }
            }
            types = [isInteger ? "integer" : "number"]
        }
        if Set(types) == ["integer", "number"] { types = ["number"] }
        guard types.count == 1, let type = types.first, ["integer", "number", "boolean"].contains(type) else {
            return nil
        }
        // An integer must fit the width the enumeration is converted with: `enum: [3000000000]` lists no int32.
        let width = type == "integer" && node.string("format") == "int32" ? "int32" : nil
        return values.contains(where: { valueProblem($0, type: type, format: width) == nil }) ? type : nil
    }

    /// Hoists the inline enumeration `node` of `type` values into a model named `hint` (made unique).
    mutating func hoistValueEnumeration(_ node: JSONNode, type: String, hint: String) -> String {
        if let name = hoistedModelName(at: node.location) { return name }
        let name = reserveModelName(hint, at: node.location, origin: "the inline enum schema")
        hoistedModelNames[node.location] = name
        convertValueEnumeration(node, type: type, named: name, at: node.location)
        return name
    }

    /// Converts the enumeration `node` of `type` values into the model `name`: every value of the type in order
    /// (others dropped with a warning), named by `x-enum-varnames`, `x-enumNames` or `x-enum-values` when given.
    mutating func convertValueEnumeration(
        _ node: JSONNode,
        type: String,
        named name: String,
        at location: SourceLocation
    ) {
        let format = node.string("format")
        let valueType: ValueEnumeration.ValueType =
            switch type {
            case "integer": .integer(format.flatMap(Schema.IntegerFormat.init(rawValue:)))
            case "number": .number(format.flatMap(Schema.NumberFormat.init(rawValue:)) ?? .double)
            default: .boolean
            }
        var enumeration = ValueEnumeration(type: valueType, cases: [])
        let names = Self.vendorCaseNames(node)
        var seen: Set<SpecValue> = []
        var taken: Set<String> = []
        for (index, element) in (node["enum"]?.arrayElements ?? []).enumerated() where !element.isNull {
            let width: String? = if case .integer(let width) = valueType { width?.rawValue } else { nil }
            if let problem = Self.valueProblem(element, type: type, format: width) {
                warn("enum value \(problem) and is dropped", at: element.location, loss: .init(.schema))
                continue
            }
            // Some generators write an integer enumeration's values as numeric strings ("0", "2"); servers send
            // the numbers.
            let literal =
                if case .string(let text) = element.value { SpecValue.number(text) } else { element.specValue }
            let value = enumeration.canonical(literal)
            guard seen.insert(value).inserted else { continue }
            let text = ValueEnumeration.text(of: value)
            var swiftName = (names.byIndex.indices.contains(index) ? names.byIndex[index] : nil) ?? names.byValue[text]
            swiftName = swiftName.flatMap {
                $0.contains(where: \.isLetter) ? SwiftNaming.memberName($0, acronyms: acronyms) : nil
            }
            if let candidate = swiftName, candidate == "unknown" || !taken.insert(candidate).inserted {
                swiftName = nil
            }
            enumeration.cases.append(ValueEnumeration.Case(value: value, swiftName: swiftName))
        }
        // `caseNames` lists a name per value: once one value has a name, every other gets its derived one.
        if enumeration.cases.contains(where: { $0.swiftName != nil }) {
            for index in enumeration.cases.indices where enumeration.cases[index].swiftName == nil {
                let derived = ValueEnumeration.derivedCaseName(of: enumeration.cases[index].value)
                let name = SwiftNaming.unique(derived, avoiding: taken.union(["unknown"]))
                taken.insert(name)
                enumeration.cases[index].swiftName = name
            }
        }
        models[name] = ImportedModel(
            name: name,
            description: node.text("description"),
            isDeprecated: node.flag("deprecated"),
            kind: .valueEnumeration(enumeration),
            location: location
        )
        warnUnsupportedKeywords(in: node)
    }

    /// Case names from the vendor extensions code generators read: `x-enum-varnames` and `x-enumNames` (one name
    /// per `enum` element, by index) and `x-enum-values` (`identifier` for each `numericValue`).
    private static func vendorCaseNames(_ node: JSONNode) -> (byIndex: [String?], byValue: [String: String]) {
        for key in ["x-enum-varnames", "x-enumNames", "x-enum-names"] {
            if let names = node[key]?.arrayElements { return (names.map(\.stringValue), [:]) }
        }
        var byValue: [String: String] = [:]
        for entry in node["x-enum-values"]?.arrayElements ?? [] {
            guard let identifier = entry.string("identifier") else { continue }
            let number = entry["numericValue"]
            if let text = number?.stringValue
                ?? (number.flatMap { if case .number(let t) = $0.value { t } else { nil } })
            {
                byValue[text] = identifier
            }
        }
        return ([], byValue)
    }

    /// Why `value` is not a value of `type` (`integer` of `format`, `number`, `boolean`), or `nil`. A numeric
    /// string stands for its number.
    static func valueProblem(_ value: JSONNode, type: String, format: String?) -> String? {
        var text: String?
        switch value.value {
        case .number(let literal): text = literal
        case .string(let literal) where type != "boolean" && Double(literal) != nil: text = literal
        case .bool where type == "boolean": return nil
        default: break
        }
        switch (type, text) {
        case ("number", let text?):
            return Double(text)?.isFinite == true ? nil : "\(text) does not fit a Double"
        case ("integer", let text?):
            let fits = format == "int32" ? Int32(text) != nil : Int64(text) != nil
            return fits ? nil : "\(text) is not an integer that fits \(format ?? "Int")"
        default:
            return "\(value.typeDescription) is not \(type == "integer" ? "an" : "a") \(type)"
        }
    }
}
