/// A decoy named like `EndpointRuntime.DecodingFailure`: generated code must never resolve to it.
public struct DecodingFailure: Sendable {
    /// Tells the decoy from the runtime type in tests.
    public static let isDecoy = true
}
