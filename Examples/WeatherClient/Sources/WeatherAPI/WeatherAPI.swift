// The client in this module is generated at build time by EndpointGenPlugin from `weather.endpoints.json`.
// Edit the spec and rebuild; nothing here needs to change.
