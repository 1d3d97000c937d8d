/// A decoy named like `EndpointRuntime.QueryItems`: generated code must never resolve to it.
public struct QueryItems: Sendable {
    /// Tells the decoy from the runtime type in tests.
    public static let isDecoy = true
}
