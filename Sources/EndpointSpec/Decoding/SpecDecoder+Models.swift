// MARK: - Models

extension SpecDecoder {
    /// Decodes one member of `models`; `nil` when it is too broken to use.
    mutating func decodeModel(_ member: JSONNode.Member) -> ModelDefinition? {
        let context = "model '\(member.key)'"
        guard let object = object(member.value, context: context, anchor: member.keyLocation, keys: SpecKeys.model)
        else { return nil }
        let description = string("description", in: object)
        let isDeprecated = bool("deprecated", in: object) ?? false
        let kind: ModelDefinition.Kind
        var domainMapping: DomainMapping?
        var requestMapping: RequestMapping?
        var errorMessageProperty: String?
        var additionalProperties: Schema?
        var variant: Schema?
        var isAnyOf = false
        if let propertiesMember = object["properties"] {
            if let typeMember = object["type"], case .string(let type) = typeMember.value.value, type == "object" {
                // `"type": "object"` is allowed and redundant.
            } else if let typeMember = object["type"] {
                log.error(
                    "\(context) has 'properties', so its 'type' must be \"object\" or omitted",
                    at: typeMember.value.location
                )
            }
            for key in ["enum", "format", "caseNames"] {
                if let other = object[key] {
                    log.error("'\(key)' cannot be combined with 'properties'", at: other.keyLocation)
                }
            }
            reportUnionKeys(in: object)
            guard case .object = propertiesMember.value.value else {
                typeMismatch(propertiesMember, expected: "an object")
                return nil
            }
            let properties = decodeProperties(in: object, modelName: member.key)
            kind = .object(properties)
            additionalProperties = decodeAdditionalProperties(in: object, modelName: member.key)
            variant = decodeVariant(in: object, modelName: member.key)
            if let domainMember = object["domain"] {
                (domainMapping, requestMapping) = decodeDomainMappings(domainMember, modelName: member.key)
            }
            errorMessageProperty = decodeErrorMessage(in: object, modelLocation: member.keyLocation)
        } else if let alternatives = object["oneOf"] ?? object["anyOf"] {
            guard let union = decodeUnionModel(alternatives, in: object, modelName: member.key) else {
                return nil
            }
            kind = union
            isAnyOf = alternatives.key == "anyOf"
        } else if object.contains("enum") || object.contains("type") {
            guard let enumeration = decodeEnumModel(object, at: member.keyLocation) else { return nil }
            kind = enumeration
        } else {
            log.error(
                "\(context) needs 'properties' (an object model) or \"type\": \"string\" with 'enum' (an enumeration; "
                    + "integer, number and boolean enumerations take their own type)",
                at: member.keyLocation
            )
            return nil
        }
        return ModelDefinition(
            name: member.key,
            description: description,
            isDeprecated: isDeprecated,
            kind: kind,
            additionalProperties: additionalProperties,
            variant: variant,
            isAnyOf: isAnyOf,
            domainMapping: domainMapping,
            requestMapping: requestMapping,
            errorMessageProperty: errorMessageProperty,
            location: member.keyLocation
        )
    }

    /// `errorMessage`: the JSON name of a property of the model (the validator checks that it names a string one).
    private mutating func decodeErrorMessage(in object: ObjectView, modelLocation: SourceLocation) -> String? {
        guard let name = nonEmptyString("errorMessage", in: object), let member = object["errorMessage"] else {
            return nil
        }
        sourceMap[.errorMessage(model: modelLocation)] = member.value.location
        return name
    }

    private mutating func decodeEnumModel(_ object: ObjectView, at location: SourceLocation) -> ModelDefinition.Kind? {
        reportUnionKeys(in: object)
        for key in ["required", "domain", "errorMessage", "additionalProperties", "variant"] {
            if let member = object[key] {
                log.error("'\(key)' is only allowed on a model with 'properties'", at: member.keyLocation)
            }
        }
        guard let type = string("type", in: object, required: true), let typeMember = object["type"] else {
            return nil
        }
        let valueTypes = ["integer", "number", "boolean"]
        guard type == "string" || valueTypes.contains(type), object.contains("enum") else {
            log.error(
                "\(object.context) must have 'properties' (an object model) or a \"type\" of \"string\", "
                    + "\"integer\", \"number\" or \"boolean\" with 'enum' (an enumeration), found type '\(type)'"
                    + (type == "string" || valueTypes.contains(type) ? " without 'enum'" : ""),
                at: typeMember.value.location
            )
            return nil
        }
        guard type != "string" else {
            for key in ["format", "caseNames"] {
                if let member = object[key] {
                    log.error("'\(key)' is not allowed on a string enumeration model", at: member.keyLocation)
                }
            }
            return decodeEnumValues(in: object, owner: location).map(ModelDefinition.Kind.enumeration)
        }
        return decodeValueEnumeration(in: object, type: type, modelLocation: location)
            .map(ModelDefinition.Kind.valueEnumeration)
    }

    private mutating func decodeProperties(in object: ObjectView, modelName: String) -> [PropertyDefinition] {
        let propertyMembers = members("properties", in: object) ?? []
        let names = propertyMembers.map(\.key)
        var requiredNames: Set<String>?
        var requiredLocations: [String: SourceLocation] = [:]
        if let required = strings("required", in: object) {
            var listed: [String: SourceLocation] = [:]
            for (name, location) in required {
                if let first = listed[name] {
                    log.warning(
                        "'\(name)' is listed twice in 'required'",
                        at: location,
                        notes: [("'\(name)' was first listed here", first)]
                    )
                } else if !names.contains(name) {
                    log.error(
                        "'required' lists '\(name)', which is not a property of model '\(modelName)'"
                            + Suggestion.hint(for: name, in: names),
                        at: location
                    )
                }
                listed[name] = listed[name] ?? location
            }
            requiredNames = Set(listed.keys)
            requiredLocations = listed
        }
        var properties: [PropertyDefinition] = []
        for member in propertyMembers {
            let context = "property '\(member.key)' of model '\(modelName)'"
            var isRequired = requiredNames?.contains(member.key) ?? true
            guard
                let view = self.object(
                    member.value,
                    context: context,
                    anchor: member.keyLocation,
                    keys: SpecKeys.property
                )
            else {
                properties.append(
                    PropertyDefinition(
                        wireName: member.key,
                        schema: Schema(.any, location: member.value.location),
                        isRequired: isRequired,
                        location: member.keyLocation
                    )
                )
                continue
            }
            if let optional = view["optional"], let isOptional = bool("optional", in: view) {
                isRequired = decodeOptional(
                    isOptional,
                    at: optional.keyLocation,
                    property: member.key,
                    modelName: modelName,
                    requiredListing: requiredLocations[member.key],
                    hasRequiredList: requiredNames != nil
                )
            }
            properties.append(
                PropertyDefinition(
                    wireName: member.key,
                    swiftName: decodeSwiftName(in: view),
                    schema: decodeSchema(view),
                    isRequired: isRequired,
                    location: member.keyLocation
                )
            )
        }
        return properties
    }

    /// Whether a property with `"optional": isOptional` is required; a flag that contradicts the model's
    /// `required` list is an error at the flag, with a note at the list.
    private mutating func decodeOptional(
        _ isOptional: Bool,
        at location: SourceLocation,
        property: String,
        modelName: String,
        requiredListing: SourceLocation?,
        hasRequiredList: Bool
    ) -> Bool {
        if isOptional, let requiredListing {
            log.error(
                "property '\(property)' of model '\(modelName)' is marked '\"optional\": true' but is listed in "
                    + "'required'; remove one of the two",
                at: location,
                notes: [("'\(property)' is listed in 'required' here", requiredListing)]
            )
        } else if !isOptional, hasRequiredList, requiredListing == nil {
            log.error(
                "property '\(property)' of model '\(modelName)' is marked '\"optional\": false' but the model's "
                    + "'required' does not list it; list it there or remove 'optional'",
                at: location
            )
            return true
        }
        return !isOptional
    }

    /// `swiftName`, reported when it is not a valid Swift identifier.
    mutating func decodeSwiftName(in object: ObjectView) -> String? {
        guard let name = string("swiftName", in: object), let member = object["swiftName"] else { return nil }
        guard SwiftIdentifier.isValid(name) else {
            log.error("'swiftName' must be a valid Swift identifier, found '\(name)'", at: member.value.location)
            return nil
        }
        guard !SwiftNaming.unusableMemberNames.contains(name) else {
            log.error(
                "'swiftName' '\(name)' cannot name a Swift property or argument, even in backticks",
                at: member.value.location
            )
            return nil
        }
        return name
    }
}
