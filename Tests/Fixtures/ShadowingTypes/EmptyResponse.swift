/// A decoy named like `EndpointRuntime.EmptyResponse`: generated code must never resolve to it.
public struct EmptyResponse: Sendable {
    /// Tells the decoy from the runtime type in tests.
    public static let isDecoy = true
}
