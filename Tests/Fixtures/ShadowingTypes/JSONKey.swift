/// A decoy named like `EndpointRuntime.JSONKey`: generated code must never resolve to it.
public struct JSONKey: Sendable {
    /// Tells the decoy from the runtime type in tests.
    public static let isDecoy = true
}
