// MARK: - Domain mappings

extension SpecDecoder {
    /// Decodes a model's `domain`, checking `from` against the model's properties.
    mutating func decodeDomainMapping(
        _ member: JSONNode.Member,
        properties: [PropertyDefinition],
        modelName: String
    ) -> DomainMapping? {
        let context = "the domain mapping of model '\(modelName)'"
        guard let object = object(member.value, context: context, anchor: member.keyLocation, keys: SpecKeys.domain)
        else { return nil }
        let typeName = nonEmptyString("type", in: object, required: true)
        if let typeName, let location = object["type"]?.value.location, !SwiftIdentifier.isValidPath(typeName) {
            log.error("'type' must be a Swift type name such as 'Product', found '\(typeName)'", at: location)
        }
        let invalidError = nonEmptyString("invalid", in: object)
        if let invalidError, let location = object["invalid"]?.value.location,
            !SwiftIdentifier.isValidPath(invalidError)
        {
            log.error(
                "'invalid' must be a Swift error value such as 'ProductError.invalidProduct', found '\(invalidError)'",
                at: location
            )
        }
        var arguments: [MappingArgument] = []
        let wireNames = properties.map(\.wireName)
        for argument in members("arguments", in: object, required: true) ?? [] {
            guard let decoded = decodeMappingArgument(argument, wireNames: wireNames, modelName: modelName) else {
                continue
            }
            if decoded.conversion?.isFailable == true, invalidError == nil, object["invalid"] == nil {
                log.error(
                    "argument '\(argument.key)' is failable, so \(context) needs 'invalid': the error thrown when "
                        + "the conversion returns nil",
                    at: argument.keyLocation
                )
            }
            arguments.append(decoded)
        }
        guard let typeName else { return nil }
        return DomainMapping(
            typeName: typeName,
            arguments: arguments,
            invalidError: invalidError,
            location: member.keyLocation
        )
    }

    private mutating func decodeMappingArgument(
        _ member: JSONNode.Member,
        wireNames: [String],
        modelName: String
    ) -> MappingArgument? {
        let context = "argument '\(member.key)' of the domain mapping of model '\(modelName)'"
        guard
            let object = object(
                member.value,
                context: context,
                anchor: member.keyLocation,
                keys: SpecKeys.domainArgument
            )
        else { return nil }
        if member.key != "_", !SwiftIdentifier.isValid(member.key) {
            log.error("argument label '\(member.key)' is not a valid Swift identifier", at: member.keyLocation)
        }
        let property = string("from", in: object, required: true)
        if let property, let location = object["from"]?.value.location, !wireNames.contains(property) {
            log.error(
                "'from' names '\(property)', which is not a property of model '\(modelName)'"
                    + Suggestion.hint(for: property, in: wireNames),
                at: location
            )
        }
        let isFailable = bool("failable", in: object) ?? false
        var conversion: Conversion?
        if let using = string("using", in: object), let location = object["using"]?.value.location {
            conversion = Self.parseConversion(using, isFailable: isFailable)
            if conversion == nil {
                log.error(
                    "'using' must be a call such as 'Price(_:)' or 'Product.ID(rawValue:)', found '\(using)'",
                    at: location
                )
            }
        } else if isFailable, let failable = object["failable"] {
            log.error("'failable' needs a 'using' conversion that can fail", at: failable.keyLocation)
        }
        guard let property else { return nil }
        return MappingArgument(
            label: member.key,
            property: property,
            conversion: conversion,
            location: member.keyLocation
        )
    }

    /// Parses `Callee(label:)` or `Callee(_:)`, where the callee is a dotted Swift name.
    static func parseConversion(_ text: String, isFailable: Bool) -> Conversion? {
        guard text.hasSuffix(":)"), let open = text.firstIndex(of: "(") else { return nil }
        let callee = String(text[..<open])
        let label = String(text[text.index(after: open)..<text.index(text.endIndex, offsetBy: -2)])
        guard SwiftIdentifier.isValidPath(callee), label == "_" || SwiftIdentifier.isValid(label) else { return nil }
        return Conversion(callee: callee, argumentLabel: label == "_" ? nil : label, isFailable: isFailable)
    }
}
