// MARK: - Primitive kinds

extension Schema.Kind {
    /// The kind a primitive `type` (`integer`, `number`, `boolean`, else a string) and its `format` stand for: the
    /// one mapping, used by the spec decoder and the OpenAPI importer alike. An unknown format is a plain string (or
    /// a default-width number).
    public static func primitive(type: String, format: String?) -> Schema.Kind {
        switch type {
        case "integer":
            return .integer(format.flatMap(Schema.IntegerFormat.init(rawValue:)))
        case "number":
            return .number(format.flatMap(Schema.NumberFormat.init(rawValue:)) ?? .double)
        case "boolean":
            return .boolean
        default:
            switch format {
            case "date": return .date
            case "date-time": return .dateTime
            case "uuid": return .uuid
            case "uri": return .uri
            case "byte": return .byte
            default: return .string
            }
        }
    }
}
