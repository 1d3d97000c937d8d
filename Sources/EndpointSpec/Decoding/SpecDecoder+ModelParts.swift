// MARK: - Value enumerations, additional properties and variants

extension SpecDecoder {
    /// An integer, number or boolean enumeration model: `type`, `format`, `enum` and `caseNames`. Values of
    /// another type are reported and left out; repetitions and an empty list are kept for the validator, and where
    /// the list and each value are written recorded by the model's location. `nil` when `enum` is no array or lists
    /// values but none of the type (reported: too broken to use).
    mutating func decodeValueEnumeration(
        in object: ObjectView,
        type: String,
        modelLocation: SourceLocation
    ) -> ValueEnumeration? {
        let format = decodeModelFormat(in: object, type: type)
        let valueType: ValueEnumeration.ValueType
        let kind: Schema.Kind
        switch type {
        case "integer":
            valueType = .integer(format.flatMap(Schema.IntegerFormat.init(rawValue:)))
            kind = .integer(format.flatMap(Schema.IntegerFormat.init(rawValue:)))
        case "number":
            let precision = format.flatMap(Schema.NumberFormat.init(rawValue:)) ?? .double
            valueType = .number(precision)
            kind = .number(precision)
        default:
            valueType = .boolean
            kind = .boolean
        }
        guard let member = object["enum"], let elements = elements("enum", in: object) else { return nil }
        sourceMap[.enumValues(owner: modelLocation)] = member.value.location
        var enumeration = ValueEnumeration(type: valueType, cases: [])
        for element in elements {
            let problem = DefaultValueRule.problem(
                with: element.specValue,
                kind: kind,
                isNullable: false,
                referencedModel: { _ in .unknown }
            )
            if let problem {
                log.error("enum value \(problem)", at: element.location)
                continue
            }
            sourceMap[.enumValue(owner: modelLocation, index: enumeration.cases.count)] = element.location
            enumeration.cases.append(ValueEnumeration.Case(value: enumeration.canonical(element.specValue)))
        }
        guard !enumeration.cases.isEmpty || elements.isEmpty else { return nil }
        decodeCaseNames(in: object, into: &enumeration.cases, listed: elements.count, modelLocation: modelLocation)
        return enumeration
    }

    /// `caseNames`: one Swift case name per `enum` value, in the same order; the validator decides on the names.
    private mutating func decodeCaseNames(
        in object: ObjectView,
        into cases: inout [ValueEnumeration.Case],
        listed: Int,
        modelLocation: SourceLocation
    ) {
        guard let member = object["caseNames"], let names = strings("caseNames", in: object) else { return }
        guard names.count == listed else {
            log.error(
                "'caseNames' lists \(names.count) names for \(listed) enum values; give one name per value, in order",
                at: member.value.location
            )
            return
        }
        // Rejected values (reported above) leave their names out too: match names to the kept cases by index.
        guard names.count == cases.count else { return }
        for (index, (name, location)) in names.enumerated() {
            sourceMap[.caseName(model: modelLocation, index: index)] = location
            cases[index].swiftName = name
        }
    }

    /// `format` of a value enumeration model, checked against its type.
    private mutating func decodeModelFormat(in object: ObjectView, type: String) -> String? {
        guard let format = string("format", in: object), let member = object["format"] else { return nil }
        let valid = SpecKeys.formatsByType[type] ?? []
        guard valid.contains(format) else {
            let expected = valid.isEmpty ? "no 'format'" : Self.list(valid, conjunction: "or")
            log.error(
                "format '\(format)' is not valid for an enumeration of type '\(type)'; use \(expected)",
                at: member.value.location
            )
            return nil
        }
        return format
    }

    /// `additionalProperties` of an object model: `true` or `{}` for any JSON value, a schema for typed values,
    /// `false` (the default) to ignore other keys.
    mutating func decodeAdditionalProperties(in object: ObjectView, modelName: String) -> Schema? {
        guard let member = object["additionalProperties"] else { return nil }
        switch member.value.value {
        case .bool(let allowed):
            return allowed ? Schema(.any, location: member.value.location) : nil
        case .object(let members) where members.isEmpty:
            return Schema(.any, location: member.value.location)
        default:
            return decodeNestedSchema(member.value, context: "'additionalProperties' of model '\(modelName)'")
        }
    }

    /// `variant` of an object model: `{ "$ref": "UnionModel" }`, decoded from the same JSON object.
    mutating func decodeVariant(in object: ObjectView, modelName: String) -> Schema? {
        guard let member = object["variant"] else { return nil }
        let schema = decodeNestedSchema(member.value, context: "'variant' of model '\(modelName)'")
        guard case .reference = schema.kind else {
            log.error(
                "'variant' of model '\(modelName)' must be a '$ref' to a oneOf model",
                at: member.value.location
            )
            return nil
        }
        return schema
    }
}
