// MARK: - Runtime names

extension SwiftType {
    /// A type declared by `EndpointRuntime` (one of those in its `GeneratedCodeSupport/` folder), as generated
    /// code names it.
    static func runtime(_ name: String) -> SwiftType { .named(name) }
}

// MARK: - Coding parameters

extension FunctionParameter {
    /// `from decoder: any Decoder`, the parameter of `init(from:)`.
    static let decoder = FunctionParameter(label: "from", name: "decoder", type: .existential(.named("Decoder")))
    /// `to encoder: any Encoder`, the parameter of `encode(to:)`.
    static let encoder = FunctionParameter(label: "to", name: "encoder", type: .existential(.named("Encoder")))
}
