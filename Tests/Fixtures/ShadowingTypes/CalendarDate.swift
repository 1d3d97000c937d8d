/// A decoy named like `EndpointRuntime.CalendarDate`: generated code must never resolve to it.
public struct CalendarDate: Sendable {
    /// Tells the decoy from the runtime type in tests.
    public static let isDecoy = true
}
