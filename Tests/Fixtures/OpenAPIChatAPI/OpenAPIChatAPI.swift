// The client is imported by the plugin from chat.openapi.json (JSON or server-sent events under one 200, named
// events) with endpointkit.json (the `[DONE]` sentinel) at build time.
@_exported import EndpointRuntime
