// MARK: - Enumerations: values and case names

extension SpecValidator {
    /// An enumeration model's values (at least one, none listed twice) and, for a value enumeration, its case names.
    mutating func checkEnumeration(of model: ModelDefinition) {
        switch model.kind {
        case .enumeration(let values):
            checkEnumValues(values.map(SpecValue.string), owner: model.location)
        case .valueEnumeration(let enumeration):
            checkEnumValues(enumeration.cases.map(\.value), owner: model.location)
            checkCaseNames(of: enumeration, model: model)
        case .object, .oneOf:
            break
        }
    }

    /// The inline string enumerations of `schemas`, arrays' and maps' elements included.
    mutating func checkInlineEnumerations(in schemas: [Schema]) {
        for schema in schemas {
            switch schema.kind {
            case .enumeration(let values): checkEnumValues(values.map(SpecValue.string), owner: schema.location)
            case .array(let element), .map(let element): checkInlineEnumerations(in: [element])
            default: break
            }
        }
    }

    /// `enum` lists at least one value and none twice (values compared as the decoder or importer spelled them:
    /// a number enumeration's `1` and `1.0` are one value). `owner` is where the model's name or the inline schema
    /// is written, the key of the decoder's locations and the place of the findings in a spec built in memory.
    private mutating func checkEnumValues(_ values: [SpecValue], owner: SourceLocation) {
        guard !values.isEmpty else {
            log.error(
                "'enum' must list at least one value",
                at: sourceMap.location(of: .enumValues(owner: owner), or: owner)
            )
            return
        }
        var firstIndex: [SpecValue: Int] = [:]
        for (index, value) in values.enumerated() {
            guard let first = firstIndex[value] else {
                firstIndex[value] = index
                continue
            }
            log.error(
                "duplicate enum value \(Self.literal(value))",
                at: sourceMap.location(of: .enumValue(owner: owner, index: index), or: owner),
                notes: [
                    (
                        "\(Self.literal(value)) was first listed here",
                        sourceMap.location(of: .enumValue(owner: owner, index: first), or: owner)
                    )
                ]
            )
        }
    }

    /// `caseNames`: each a Swift identifier other than `unknown`, none listed twice.
    private mutating func checkCaseNames(of enumeration: ValueEnumeration, model: ModelDefinition) {
        var firstIndex: [String: Int] = [:]
        for (index, entry) in enumeration.cases.enumerated() {
            guard let name = entry.swiftName else { continue }
            let location = sourceMap.location(of: .caseName(model: model.location, index: index), or: model.location)
            guard SwiftIdentifier.isValid(name), !SwiftNaming.unusableMemberNames.contains(name), name != "unknown"
            else {
                log.error("case name '\(name)' must be a valid Swift identifier other than 'unknown'", at: location)
                continue
            }
            guard let first = firstIndex[name] else {
                firstIndex[name] = index
                continue
            }
            log.error(
                "case name '\(name)' is listed twice in 'caseNames'",
                at: location,
                notes: [
                    (
                        "'\(name)' was first listed here",
                        sourceMap.location(of: .caseName(model: model.location, index: first), or: model.location)
                    )
                ]
            )
        }
    }

    /// `value` as written in JSON, for messages: `'red'`, `1`, `true`.
    static func literal(_ value: SpecValue) -> String {
        switch value {
        case .bool(let flag): String(flag)
        case .number(let text): text
        case .string(let text): "'\(text)'"
        case .null: "null"
        case .array, .object: "a structured value"
        }
    }
}
