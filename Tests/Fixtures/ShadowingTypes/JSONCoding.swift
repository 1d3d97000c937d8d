/// A decoy named like `EndpointRuntime.JSONCoding`: generated code must never resolve to it.
public struct JSONCoding: Sendable {
    /// Tells the decoy from the runtime type in tests.
    public static let isDecoy = true
}
