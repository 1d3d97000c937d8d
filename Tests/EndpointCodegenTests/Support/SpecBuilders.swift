import EndpointSpec

/// Terse constructors for spec values in tests; every location points at line 1 of `test.json`.
enum SpecBuilders {
    /// A location for values built in Swift.
    static let here = SourceLocation(file: "test.json", line: 1, column: 1)

    /// A schema of `kind`.
    static func schema(
        _ kind: Schema.Kind,
        nullable: Bool = false,
        description: String? = nil,
        default defaultValue: SpecValue? = nil,
        deprecated: Bool = false
    ) -> Schema {
        Schema(
            kind,
            isNullable: nullable,
            description: description,
            defaultValue: defaultValue,
            isDeprecated: deprecated,
            location: here
        )
    }

    /// A property of an object model.
    static func property(
        _ wireName: String,
        _ schema: Schema,
        required: Bool = true,
        swiftName: String? = nil
    ) -> PropertyDefinition {
        PropertyDefinition(
            wireName: wireName,
            swiftName: swiftName,
            schema: schema,
            isRequired: required,
            location: here
        )
    }

    /// An object model.
    static func object(
        _ name: String,
        description: String? = nil,
        deprecated: Bool = false,
        _ properties: [PropertyDefinition],
        domain: DomainMapping? = nil
    ) -> ModelDefinition {
        ModelDefinition(
            name: name,
            description: description,
            isDeprecated: deprecated,
            kind: .object(properties),
            domainMapping: domain,
            location: here
        )
    }

    /// A string enum model.
    static func enumeration(_ name: String, description: String? = nil, _ values: [String]) -> ModelDefinition {
        ModelDefinition(name: name, description: description, kind: .enumeration(values), location: here)
    }

    /// A parameter.
    static func parameter(
        _ name: String,
        in location: ParameterDefinition.Location,
        _ schema: Schema,
        required: Bool = false,
        swiftName: String? = nil
    ) -> ParameterDefinition {
        ParameterDefinition(
            name: name,
            swiftName: swiftName,
            location: location,
            schema: schema,
            isRequired: required || location == .path,
            sourceLocation: here
        )
    }

    /// A response.
    static func response(_ code: Int, _ schema: Schema?, description: String? = nil) -> ResponseDefinition {
        ResponseDefinition(status: .code(code), schema: schema, description: description, location: here)
    }

    /// A mapping argument.
    static func argument(
        _ label: String,
        from property: String,
        using callee: String? = nil,
        label argumentLabel: String? = nil,
        failable: Bool = false
    ) -> MappingArgument {
        MappingArgument(
            label: label,
            property: property,
            conversion: callee.map { Conversion(callee: $0, argumentLabel: argumentLabel, isFailable: failable) },
            location: here
        )
    }
}
