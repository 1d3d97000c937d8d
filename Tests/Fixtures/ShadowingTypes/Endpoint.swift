/// A decoy named like `EndpointRuntime.Endpoint`: generated code must never resolve to it.
public struct Endpoint: Sendable {
    /// Tells the decoy from the runtime type in tests.
    public static let isDecoy = true
}
