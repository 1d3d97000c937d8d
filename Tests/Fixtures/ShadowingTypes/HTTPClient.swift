/// A decoy named like `EndpointRuntime.HTTPClient`: generated code must never resolve to it.
public protocol HTTPClient {}
