// The client is generated from secured.endpoints.json (the authentication fixture) by the plugin at build time.
@_exported import EndpointRuntime
