/// A decoy named like `EndpointRuntime.ParameterValue`: generated code must never resolve to it.
public protocol ParameterValue {}
