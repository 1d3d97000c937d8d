// MARK: - Runtime names

extension SwiftType {
    /// The module generated code qualifies runtime names with.
    static let runtimeModule = "EndpointRuntime"

    /// A type declared by `EndpointRuntime` (one of those in its `GeneratedCodeSupport/` folder), qualified with
    /// the module name (`EndpointRuntime.Endpoint`), so a type of the same name in a module the spec imports
    /// cannot take its place. The generator keeps `EndpointRuntime` itself free: no generated type takes it.
    static func runtime(_ name: String) -> SwiftType { .member(.named(runtimeModule), name) }
}

// MARK: - Coding parameters

extension FunctionParameter {
    /// `from decoder: any Decoder`, the parameter of `init(from:)`.
    static let decoder = FunctionParameter(label: "from", name: "decoder", type: .existential(.named("Decoder")))
    /// `to encoder: any Encoder`, the parameter of `encode(to:)`.
    static let encoder = FunctionParameter(label: "to", name: "encoder", type: .existential(.named("Encoder")))
}
