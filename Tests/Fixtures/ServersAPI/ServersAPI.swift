// The client is generated from servers.endpoints.json (the servers fixture) by the plugin at build time.
@_exported import EndpointRuntime
