// The client is imported by the plugin from helpdesk.openapi.json (an API key and HTTP basic) at build time.
@_exported import EndpointRuntime
