// The one `SpyHTTPClient` is the shipped `EndpointTesting` product's: the SDK's tests use the spy users get, so
// importing the test-support target brings it along.
@_exported import EndpointTesting
