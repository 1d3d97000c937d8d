/// A decoy named like `EndpointRuntime.Indirect`: generated code must never resolve to it.
public struct Indirect: Sendable {
    /// Tells the decoy from the runtime type in tests.
    public static let isDecoy = true
}
