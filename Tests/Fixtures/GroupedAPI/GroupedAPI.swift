// The client is generated from grouped.endpoints.json (the grouping fixture) by the plugin at build time.
@_exported import EndpointRuntime
