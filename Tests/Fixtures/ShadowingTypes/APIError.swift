/// A decoy named like `EndpointRuntime.APIError`: generated code must never resolve to it.
public struct APIError: Sendable {
    /// Tells the decoy from the runtime type in tests.
    public static let isDecoy = true
}
