// MARK: - Domain mappings

extension SpecDecoder {
    /// Decodes a model's `domain`: the conversion into the domain type (`type`, `invalid`, `arguments`) and the one
    /// from a domain value (`request`), either of which may be left out but not both; the validator checks their
    /// arguments against the model's properties.
    mutating func decodeDomainMappings(
        _ member: JSONNode.Member,
        modelName: String
    ) -> (response: DomainMapping?, request: RequestMapping?) {
        let context = "the domain mapping of model '\(modelName)'"
        guard let object = object(member.value, context: context, anchor: member.keyLocation, keys: SpecKeys.domain)
        else { return (nil, nil) }
        var request: RequestMapping?
        if let requestMember = object["request"] {
            request = decodeRequestMapping(requestMember, modelName: modelName)
            // Only `request`: the model is sent, never converted into the domain.
            if object["type"] == nil, object["arguments"] == nil, object["invalid"] == nil { return (nil, request) }
        }
        return (decodeDomainMapping(member, object: object, modelName: modelName), request)
    }

    /// Decodes `domain.request`: arguments keyed by the model's members, each `from` a property path of the domain
    /// value.
    private mutating func decodeRequestMapping(_ member: JSONNode.Member, modelName: String) -> RequestMapping? {
        let context = "the request mapping of model '\(modelName)'"
        guard
            let object = object(
                member.value,
                context: context,
                anchor: member.keyLocation,
                keys: SpecKeys.requestMapping
            )
        else { return nil }
        let typeName = nonEmptyString("type", in: object, required: true)
        if let typeName, let location = object["type"]?.value.location, !SwiftIdentifier.isValidPath(typeName) {
            log.error("'type' must be a Swift type name such as 'NewProduct', found '\(typeName)'", at: location)
        }
        let invalidError = nonEmptyString("invalid", in: object)
        checkInvalidError(invalidError, in: object)
        var arguments: [MappingArgument] = []
        for argument in members("arguments", in: object, required: true) ?? [] {
            guard let decoded = decodeMappingArgument(argument, modelName: modelName) else { continue }
            if !SwiftIdentifier.isValidPath(decoded.property) {
                log.error(
                    "'from' must be a property path of the domain value such as 'name' or 'size.slug', found "
                        + "'\(decoded.property)'",
                    at: argument.keyLocation
                )
            }
            arguments.append(decoded)
        }
        if let invalid = object["invalid"] {
            sourceMap[.domainInvalid(mapping: member.keyLocation)] = invalid.value.location
        }
        guard let typeName else { return nil }
        return RequestMapping(
            typeName: typeName,
            arguments: arguments,
            invalidError: invalidError,
            location: member.keyLocation
        )
    }

    /// Decodes a model's `domain` conversion into the domain type.
    private mutating func decodeDomainMapping(
        _ member: JSONNode.Member,
        object: ObjectView,
        modelName: String
    ) -> DomainMapping? {
        let typeName = nonEmptyString("type", in: object, required: true)
        if let typeName, let location = object["type"]?.value.location, !SwiftIdentifier.isValidPath(typeName) {
            log.error("'type' must be a Swift type name such as 'Product', found '\(typeName)'", at: location)
        }
        let invalidError = nonEmptyString("invalid", in: object)
        if let invalid = object["invalid"] {
            sourceMap[.domainInvalid(mapping: member.keyLocation)] = invalid.value.location
        }
        checkInvalidError(invalidError, in: object)
        var arguments: [MappingArgument] = []
        for argument in members("arguments", in: object, required: true) ?? [] {
            guard let decoded = decodeMappingArgument(argument, modelName: modelName) else { continue }
            if case .object(let members) = argument.value.value, let from = members.first(where: { $0.key == "from" }) {
                let place = SpecSourceMap.Place.domainArgumentProperty(
                    mapping: member.keyLocation,
                    index: arguments.count
                )
                sourceMap[place] = from.value.location
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

    private mutating func decodeMappingArgument(_ member: JSONNode.Member, modelName: String) -> MappingArgument? {
        let context = "argument '\(member.key)' of the domain mapping of model '\(modelName)'"
        guard
            let object = object(
                member.value,
                context: context,
                anchor: member.keyLocation,
                keys: SpecKeys.domainArgument
            )
        else { return nil }
        let property = string("from", in: object, required: true)
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

    /// Reports an `invalid` that is not a Swift error value, at its place in `object`.
    private mutating func checkInvalidError(_ invalidError: String?, in object: ObjectView) {
        guard let invalidError, let location = object["invalid"]?.value.location,
            !SwiftIdentifier.isValidPath(invalidError)
        else { return }
        log.error(
            "'invalid' must be a Swift error value such as 'ProductError.invalidProduct', found '\(invalidError)'",
            at: location
        )
    }
}
