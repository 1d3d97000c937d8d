/// A decoy named like `EndpointRuntime.JSONValue`: generated code must never resolve to it.
public struct JSONValue: Sendable {
    /// Tells the decoy from the runtime type in tests.
    public static let isDecoy = true
}
