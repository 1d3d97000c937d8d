import EndpointSpec

/// An estimate of what one model's or endpoint's generated code costs to compile, in about milliseconds of debug
/// CPU time, so that shards can be balanced by cost rather than by count (``OutputLayout/placement(names:costs:files:)``).
///
/// The weights come from the per-unit measurements in docs/performance.md (issue 17): an object model with five
/// properties ≈ 50 ms (a property's stored `var` and its two coding calls dominate), an eight-value string
/// enumeration ≈ 30 ms, a three-way union ≈ 35 ms, an endpoint with three parameters ≈ 10 ms. Only the ratios
/// matter; the estimate never needs the generated text, so it is known before translation.
enum DeclarationCost {
    // MARK: Models

    /// The cost of `model`'s declarations (its DTO, nested coding and conformances).
    static func of(_ model: ModelDefinition) -> Int {
        var cost: Int
        switch model.kind {
        case .object(let properties):
            cost = 8 + 8 * properties.count
        case .enumeration(let values):
            cost = 14 + 2 * values.count
        case .valueEnumeration(let enumeration):
            cost = 14 + 2 * enumeration.cases.count
        case .oneOf(let alternatives, _):
            cost = 20 + 5 * alternatives.count
        }
        if model.additionalProperties != nil { cost += 8 }
        if model.variant != nil { cost += 8 }
        return cost
    }

    // MARK: Endpoints

    /// The cost of `endpoint`'s factory, client method and the types beside them.
    static func of(_ endpoint: EndpointDefinition) -> Int {
        4 + 2 * endpoint.parameters.count + endpoint.responses.count + (endpoint.body == nil ? 0 : 2)
            + 2 * endpoint.alternativeBodies.count
    }
}
