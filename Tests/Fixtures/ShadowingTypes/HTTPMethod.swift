/// A decoy named like `EndpointRuntime.HTTPMethod`: generated code must never resolve to it.
public struct HTTPMethod: Sendable {
    /// Tells the decoy from the runtime type in tests.
    public static let isDecoy = true
}
