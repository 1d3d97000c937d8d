// The client in this module is generated at build time by EndpointGenPlugin from `weather.endpoints.json`.
// Edit the spec and rebuild; nothing here needs to change. SwiftPM builds a target only when it has a Swift file of
// its own, so this file must exist; re-exporting the runtime lets callers write just `import WeatherAPI`.
@_exported import EndpointRuntime
