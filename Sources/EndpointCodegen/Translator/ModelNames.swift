import EndpointSpec

/// The Swift names of one model: its type, properties, nested enums and enum cases.
struct ModelNames: Sendable {
    /// The generated type, for example `ProductDTO`. For a deprecated model, the type behind its deprecated
    /// name (`_ProductDTO`), which generated code names so that it compiles without deprecation warnings.
    let typeName: String
    /// For a deprecated model, the name users write (`ProductDTO`): a typealias of ``typeName`` marked
    /// `@available(*, deprecated)`, so their code is warned and generated code is not. `nil` otherwise.
    let deprecatedAlias: String?
    /// Property member names (unescaped), keyed by wire name.
    let properties: [String: String]
    /// Nested enum type names for properties with inline enums, keyed by wire name.
    private(set) var nestedEnums: [String: String]
    /// The member holding an object model's additional properties (unescaped), if it has them:
    /// `additionalProperties`, made unique among the properties.
    let additionalProperties: String?
    /// The member holding an object model's variant (unescaped), if it has one: `variant`, made unique.
    let variant: String?
    /// Case names (unescaped) of an enumeration model, keyed by value (a value enumeration's by its text).
    let cases: [String: String]
    /// The spec's acronyms, which names derived on lookup spell too.
    let acronyms: Acronyms

    /// Derives the names of `model`, whose type is called `typeName` (and `deprecatedAlias`, when deprecated).
    init(model: ModelDefinition, typeName: String, deprecatedAlias: String? = nil, acronyms: Acronyms) {
        self.typeName = typeName
        self.deprecatedAlias = deprecatedAlias
        var properties: [String: String] = [:]
        var nestedEnums: [String: String] = [:]
        var cases: [String: String] = [:]
        var additionalProperties: String?
        var variant: String?
        switch model.kind {
        case .object(let definitions):
            var taken = Set<String>(minimumCapacity: definitions.count)
            properties.reserveCapacity(definitions.count)
            for property in definitions {
                let name = SwiftNaming.unique(
                    property.swiftName ?? SwiftNaming.memberName(property.wireName, acronyms: acronyms),
                    avoiding: taken
                )
                taken.insert(name)
                properties[property.wireName] = name
                if property.schema.inlineEnumValues != nil {
                    nestedEnums[property.wireName] = SwiftNaming.typeName(property.wireName, acronyms: acronyms)
                }
            }
            if model.additionalProperties != nil {
                let name = SwiftNaming.unique("additionalProperties", avoiding: taken)
                taken.insert(name)
                additionalProperties = name
            }
            if model.variant != nil {
                variant = SwiftNaming.unique("variant", avoiding: taken)
            }
        case .enumeration(let values):
            cases = NameTable.caseNames(for: values, acronyms: acronyms)
        case .valueEnumeration(let enumeration):
            cases = NameTable.caseNames(for: enumeration)
        case .oneOf:
            break
        }
        self.properties = properties
        self.nestedEnums = nestedEnums
        self.cases = cases
        self.acronyms = acronyms
        self.additionalProperties = additionalProperties
        self.variant = variant
    }

    /// Names for a model the spec does not declare (only reachable with an unvalidated spec).
    init(fallbackFor name: String, acronyms: Acronyms) {
        typeName = SwiftNaming.typeName(name, acronyms: acronyms) + "DTO"
        deprecatedAlias = nil
        properties = [:]
        nestedEnums = [:]
        cases = [:]
        self.acronyms = acronyms
        additionalProperties = nil
        variant = nil
    }

    /// These names with nested enum types renamed away from reserved and outer type names and from the model's
    /// members (a wire name starting with a digit spells both the same: property and enum `_2fa`), then made unique.
    func resolvingNestedTypes(avoiding outerTypes: Set<String>) -> ModelNames {
        var copy = self
        // `outerTypes` is shared by every model: look names up in it instead of copying it per model.
        var taken: Set<String> = []
        let members = Set(properties.values).union([additionalProperties, variant].compactMap { $0 })
        let isTaken = { (name: String) in
            taken.contains(name) || members.contains(name) || outerTypes.contains(name)
                || NameTable.reservedTypeNames.contains(name)
        }
        for wireName in nestedEnums.keys.sorted() {
            guard let base = nestedEnums[wireName] else { continue }
            let name = SwiftNaming.unique(isTaken(base) ? base + "Value" : base, isTaken: isTaken)
            taken.insert(name)
            copy.nestedEnums[wireName] = name
        }
        return copy
    }

    /// The property member name for `wireName`, escaped for use in declarations and expressions.
    func property(_ wireName: String) -> String {
        SwiftNaming.escaped(properties[wireName] ?? SwiftNaming.memberName(wireName, acronyms: acronyms))
    }
}
