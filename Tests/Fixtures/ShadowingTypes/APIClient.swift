/// A decoy named like `EndpointRuntime.APIClient`: generated code must never resolve to it.
public struct APIClient: Sendable {
    /// Tells the decoy from the runtime type in tests.
    public static let isDecoy = true
}
