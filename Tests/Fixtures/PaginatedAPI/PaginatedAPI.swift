// The client is generated from paginated.endpoints.json (the pagination fixture) by the plugin at build time.
@_exported import EndpointRuntime
