// The client is generated at build time by EndpointGenPlugin from users.openapi.yaml, an OpenAPI document split
// over paths/ and schemas/ with relative `$ref`s (YAML and JSON files); editing any of them regenerates it.
