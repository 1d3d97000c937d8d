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

    /// Appends a text that is equal for schemas of the same Swift type (kind and nullability, not descriptions or
    /// locations): `?` for nullable, then the kind.
    func appendTypeKey(to key: inout String) {
        if isNullable { key += "?" }
        switch kind {
        case .array(let element):
            key += "["
            element.appendTypeKey(to: &key)
            key += "]"
        case .map(let element):
            key += "[:"
            element.appendTypeKey(to: &key)
            key += "]"
        case .reference(let name):
            key += "$" + name
        default:
            key += String(describing: kind)
        }
    }
}
