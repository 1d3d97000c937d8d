// ShadowingTypes declares one public type for each name generated code takes from EndpointRuntime. The edge-case
// spec imports it, so EdgeCasesAPI (compiled with warnings as errors) only builds if every runtime name in the
// generated code is qualified and none resolves to a decoy here.
