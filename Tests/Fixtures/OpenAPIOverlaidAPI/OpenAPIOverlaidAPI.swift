// The client is imported by the plugin from accounts.openapi.yaml at build time, after two overlays: the document's
// own accounts.openapi.overlay.yaml and fixes.overlay.yaml, which endpointkit.yaml lists.
@_exported import EndpointRuntime
