// MARK: - Parameter types and styles

extension SpecValidator {
    /// Reports a parameter whose type its location cannot send (a scalar or enumeration everywhere; in the query and
    /// the path also an array of those or an object or union model; in the query a map of scalars), then a `style`
    /// that cannot write it.
    mutating func checkParameterType(_ parameter: ParameterDefinition, endpointName: String) {
        let description = "\(parameter.location.rawValue) parameter '\(parameter.name)' of endpoint '\(endpointName)'"
        let takesArrays = parameter.location != .header
        var kind = parameter.schema.kind
        var isArray = false
        if takesArrays, case .array(let items) = kind {
            kind = items.kind
            isArray = true
        }
        var isObject = false
        switch kind {
        case .map(let values) where !isArray && parameter.location == .query:
            checkMapParameter(parameter, values: values, description: description)
            return
        case .array, .map, .any:
            log.error(
                "\(description) must be a string, number, boolean, date, UUID or enumeration"
                    + (parameter.location == .query
                        ? ", an array of those, an object or union model, or a map of those"
                        : takesArrays ? ", an array of those, or an object or union model" : ""),
                at: parameter.schema.location
            )
            return
        case .reference(let name):
            if let model = spec.model(named: name), case .object = model.kind {
                if isArray || parameter.location == .header {
                    log.error(
                        "\(description) "
                            + (isArray ? "is an array of object model '\(name)'" : "refers to object model '\(name)'")
                            + "; \(parameter.location.rawValue) parameters must be scalars or enumerations"
                            + (takesArrays ? ", arrays of those, or an object or union model" : ""),
                        at: parameter.schema.location
                    )
                    return
                }
                isObject = true
            } else if let model = spec.model(named: name), case .oneOf(let alternatives, _) = model.kind {
                let keyword = model.isAnyOf ? "anyOf" : "oneOf"
                if isArray || parameter.location == .header {
                    log.error(
                        "\(description) "
                            + (isArray
                                ? "is an array of \(keyword) model '\(name)'" : "refers to \(keyword) model '\(name)'")
                            + "; \(parameter.location.rawValue) parameters must be scalars or enumerations"
                            + (takesArrays ? ", arrays of those, or an object or union model" : ""),
                        at: parameter.schema.location
                    )
                    return
                }
                if let index = alternatives.firstIndex(where: { !isParameterAlternative($0) }) {
                    log.error(
                        "\(description) refers to \(keyword) model '\(name)', whose alternative \(index + 1) is not a "
                            + "scalar, an enumeration, an array of those or an object model, which a parameter's union "
                            + "can hold",
                        at: parameter.schema.location
                    )
                    return
                }
                isObject = true
            }
        default:
            break
        }
        checkParameterStyle(parameter, description: description, isArray: isArray, isObject: isObject)
    }

    /// A map in the query is sent as one `key=value` item per entry, OpenAPI's `form` style exploded: its values
    /// must be scalars or enumerations (not data, which has no text of its own), and no other style writes it.
    private mutating func checkMapParameter(_ parameter: ParameterDefinition, values: Schema, description: String) {
        if !isMapValue(values) {
            log.error(
                "\(description) is a map whose values are not strings, numbers, booleans, dates, UUIDs or "
                    + "enumerations; a map in the query sends each entry as one 'key=value' item",
                at: parameter.schema.location
            )
        } else if parameter.style != .form || !parameter.explode {
            log.error(
                "\(description) is a map, which is sent as one 'key=value' query item per entry (style 'form', "
                    + "exploded); remove its 'style' and 'explode'",
                at: parameter.sourceLocation
            )
        }
    }

    /// Whether a map parameter's values can be `schema`: a scalar other than data, or an enumeration, not nullable.
    private func isMapValue(_ schema: Schema) -> Bool {
        guard !schema.isNullable else { return false }
        switch schema.kind {
        case .array, .map, .any, .byte: return false
        case .reference(let name):
            switch spec.model(named: name)?.kind {
            case .enumeration, .valueEnumeration: return true
            case .object, .oneOf: return false
            case nil: return true
            }
        default: return true
        }
    }

    /// Whether a parameter's union can hold `schema`: a scalar, an enumeration, an array of those, or an object
    /// model (written by the parameter's style as what the value is).
    private func isParameterAlternative(_ schema: Schema) -> Bool {
        func isScalar(_ schema: Schema) -> Bool {
            switch schema.kind {
            case .array, .map, .any: return false
            case .reference(let name):
                guard let model = spec.model(named: name), case .enumeration = model.kind else { return false }
                return true
            default: return true
            }
        }
        switch schema.kind {
        case .array(let items): return isScalar(items)
        case .reference(let name):
            if let model = spec.model(named: name), case .object = model.kind { return true }
            return isScalar(schema)
        default: return isScalar(schema)
        }
    }

    /// Reports a `style` that cannot write the parameter's type: `deepObject` needs an object or union model or an
    /// array (`name[]=a&name[]=b`), `spaceDelimited` and `pipeDelimited` an array or an object.
    private mutating func checkParameterStyle(
        _ parameter: ParameterDefinition,
        description: String,
        isArray: Bool,
        isObject: Bool
    ) {
        switch parameter.style {
        case .deepObject where !isObject && !isArray:
            log.error(
                "\(description) has style 'deepObject', which writes an object's members; use it with a '$ref' to an "
                    + "object or union model, or with an array",
                at: parameter.sourceLocation
            )
        case .spaceDelimited, .pipeDelimited:
            if !isArray && !isObject {
                log.error(
                    "\(description) has style '\(parameter.style.rawValue)', which joins an array's elements; use it "
                        + "with an array or an object model",
                    at: parameter.sourceLocation
                )
            }
            if parameter.explode {
                log.error(
                    "\(description) has style '\(parameter.style.rawValue)' with 'explode: true', which OpenAPI leaves "
                        + "undefined; remove 'explode'",
                    at: parameter.sourceLocation
                )
            }
        case .deepObject where !parameter.explode:
            log.error(
                "\(description) has style 'deepObject' with 'explode: false', which OpenAPI leaves undefined; remove "
                    + "'explode'",
                at: parameter.sourceLocation
            )
        default:
            break
        }
    }
}
