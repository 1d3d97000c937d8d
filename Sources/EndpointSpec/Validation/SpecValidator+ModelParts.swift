// MARK: - A model's parts against its properties

extension SpecValidator {
    /// Checks what an object model names among its properties: `errorMessage` and the arguments of its `domain`
    /// mapping. Only the spec format says either, so imported specs never break these rules.
    mutating func checkPropertyReferences(of model: ModelDefinition, properties: [PropertyDefinition]) {
        if let name = model.errorMessageProperty {
            checkErrorMessage(name, of: model, properties: properties)
        }
        if let mapping = model.domainMapping {
            checkDomainMapping(mapping, of: model, properties: properties)
        }
        if let request = model.requestMapping {
            checkRequestMapping(request, of: model, properties: properties)
        }
    }

    /// Each argument of `domain.request` must name a property of the model, every required property must be set,
    /// and a failable conversion needs the mapping's `invalid` error.
    private mutating func checkRequestMapping(
        _ mapping: RequestMapping,
        of model: ModelDefinition,
        properties: [PropertyDefinition]
    ) {
        let wireNames = properties.map(\.wireName)
        let hasInvalid = mapping.invalidError != nil || sourceMap[.domainInvalid(mapping: mapping.location)] != nil
        for argument in mapping.arguments {
            if !wireNames.contains(argument.label) {
                log.error(
                    "'request' sets '\(argument.label)', which is not a property of model '\(model.name)'"
                        + Suggestion.memberHint(
                            for: argument.label,
                            in: wireNames,
                            unread: properties.filter { property in
                                property.isRequired && !mapping.arguments.contains { $0.label == property.wireName }
                            }.map(\.wireName)
                        ),
                    at: argument.location,
                    notes: Self.declarationNote(
                        "model '\(model.name)' is declared here",
                        at: model.location,
                        for: argument.location
                    )
                )
            }
            if argument.conversion?.isFailable == true, !hasInvalid {
                log.error(
                    "argument '\(argument.label)' is failable, so the request mapping of model '\(model.name)' needs "
                        + "'invalid': the error thrown when the conversion returns nil",
                    at: argument.location
                )
            }
        }
        let set = Set(mapping.arguments.map(\.label))
        for property in properties where property.isRequired && property.schema.defaultValue == nil {
            guard !set.contains(property.wireName) else { continue }
            log.error(
                "'request' does not set required property '\(property.wireName)' of model '\(model.name)'; add "
                    + "\"\(property.wireName)\": { \"from\": … } to its 'arguments'",
                at: mapping.location,
                notes: Self.declarationNote(
                    "property '\(property.wireName)' is declared here",
                    at: property.location,
                    for: mapping.location
                )
            )
        }
    }

    /// `errorMessage` must name a string property.
    private mutating func checkErrorMessage(
        _ name: String,
        of model: ModelDefinition,
        properties: [PropertyDefinition]
    ) {
        let location = sourceMap.location(of: .errorMessage(model: model.location), or: model.location)
        guard let property = properties.first(where: { $0.wireName == name }) else {
            log.error(
                "'errorMessage' names '\(name)', which is not a property of model '\(model.name)'"
                    + Suggestion.hint(for: name, in: properties.map(\.wireName)),
                at: location
            )
            return
        }
        guard property.schema.kind == .string else {
            log.error(
                "'errorMessage' names '\(name)', which is not a string property of model '\(model.name)'; the "
                    + "message must be a property with \"type\": \"string\" and no format",
                at: location
            )
            return
        }
    }

    /// Each argument's label must be a Swift identifier (or `_`) and its `from` a property of the model; a failable
    /// conversion needs the mapping's `invalid` error.
    private mutating func checkDomainMapping(
        _ mapping: DomainMapping,
        of model: ModelDefinition,
        properties: [PropertyDefinition]
    ) {
        let wireNames = properties.map(\.wireName)
        // An `invalid` written but unreadable was reported by the decoder, which records where it is written.
        let hasInvalid = mapping.invalidError != nil || sourceMap[.domainInvalid(mapping: mapping.location)] != nil
        for (index, argument) in mapping.arguments.enumerated() {
            if argument.label != "_", !SwiftIdentifier.isValid(argument.label) {
                log.error("argument label '\(argument.label)' is not a valid Swift identifier", at: argument.location)
            }
            if !wireNames.contains(argument.property) {
                let location = sourceMap.location(
                    of: .domainArgumentProperty(mapping: mapping.location, index: index),
                    or: argument.location
                )
                log.error(
                    "'from' names '\(argument.property)', which is not a property of model '\(model.name)'"
                        + Suggestion.memberHint(
                            for: argument.property,
                            in: wireNames,
                            unread: properties.filter { property in
                                property.isRequired && !mapping.arguments.contains { $0.property == property.wireName }
                            }.map(\.wireName)
                        ),
                    at: location,
                    notes: Self.declarationNote(
                        "model '\(model.name)' is declared here",
                        at: model.location,
                        for: location
                    )
                )
            }
            if argument.conversion?.isFailable == true, !hasInvalid {
                log.error(
                    "argument '\(argument.label)' is failable, so the domain mapping of model '\(model.name)' needs "
                        + "'invalid': the error thrown when the conversion returns nil",
                    at: argument.location
                )
            }
        }
    }
}

extension SpecValidator {
    /// A note at `declaration` when a finding at `location` is written in another file: a configuration's entry
    /// about a model or endpoint of the document it configures. In the same file the finding says enough.
    static func declarationNote(
        _ text: String,
        at declaration: SourceLocation,
        for location: SourceLocation
    ) -> [(String, SourceLocation)] {
        declaration.file == location.file ? [] : [(text, declaration)]
    }
}
