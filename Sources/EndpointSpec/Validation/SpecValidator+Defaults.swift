// MARK: - Defaults against their schema

extension SpecValidator {
    /// Each `default` of `schemas` and of their arrays' and maps' elements is a value of its schema
    /// (``DefaultValueRule``), a `$ref`'s by the model it names; reported where the default is written, or at the
    /// schema in a spec built in memory.
    mutating func checkDefaults(in schemas: [Schema]) {
        let spec = spec
        for schema in schemas {
            if let value = schema.defaultValue,
                let problem = DefaultValueRule.problem(
                    with: value,
                    kind: schema.kind,
                    isNullable: schema.isNullable,
                    referencedModel: { DefaultValueRule.referencedModel($0, in: spec) }
                )
            {
                log.error(
                    "'default' \(problem)",
                    at: sourceMap.location(of: .schemaDefault(schema: schema.location), or: schema.location)
                )
            }
            switch schema.kind {
            case .array(let element), .map(let element): checkDefaults(in: [element])
            default: break
            }
        }
    }
}
