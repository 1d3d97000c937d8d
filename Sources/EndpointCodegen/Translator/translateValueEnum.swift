import EndpointSpec

// MARK: - Integer, number and boolean enums

extension SpecTranslator {
    /// An open enum of integers, numbers or booleans: one case per listed value plus `unknown(Int)` (or `Double`,
    /// `Bool`, …), coded as a single JSON value, usable as a path, query or header value.
    func valueEnum(
        name: String,
        documentation: [String],
        attributes: [String],
        enumeration: ValueEnumeration,
        caseNames: [String: String]
    ) -> Declaration {
        var seen = Set<String>(minimumCapacity: enumeration.cases.count)
        let known = enumeration.cases.compactMap { entry -> OpenEnumCase? in
            let text = ValueEnumeration.text(of: entry.value)
            guard seen.insert(text).inserted else { return nil }
            return OpenEnumCase(
                documentation: "`\(text)`.",
                caseName: SwiftNaming.escaped(caseNames[text] ?? ValueEnumeration.derivedCaseName(of: entry.value)),
                literal: .literal(text)
            )
        }
        let (rawType, wire) = Self.rawType(of: enumeration.type)
        return openEnum(
            OpenEnumShape(
                name: name,
                documentation: documentation,
                attributes: attributes,
                rawType: rawType,
                wireDescription: wire,
                unknownDescription: "an unlisted value",
                isExhaustive: enumeration.type == .boolean && seen.count == 2,
                parameterValue: Expression.identifier("rawValue").member("parameterValue")
            ),
            cases: known
        )
    }

    /// The Swift type of a value enumeration's values and what one is called in documentation.
    static func rawType(of type: ValueEnumeration.ValueType) -> (type: SwiftType, wire: String) {
        switch type {
        case .integer(nil): (.named("Int"), "integer")
        case .integer(.int32): (.named("Int32"), "integer")
        case .integer(.int64): (.named("Int64"), "integer")
        case .number(.float): (.named("Float"), "number")
        case .number(.double): (.named("Double"), "number")
        case .boolean: (.named("Bool"), "boolean")
        }
    }
}
