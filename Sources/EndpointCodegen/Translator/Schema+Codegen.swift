import EndpointSpec

extension Schema {
    /// The values of the inline string enum this schema is or contains (through arrays and maps), if any.
    var inlineEnumValues: [String]? {
        switch kind {
        case .enumeration(let values): values
        case .array(let element), .map(let element): element.inlineEnumValues
        default: nil
        }
    }

    /// The referenced model's name when this schema is a `$ref`.
    var referencedModel: String? {
        if case .reference(let name) = kind { name } else { nil }
    }
}
