// AspnetDataTypesAPI is generated at build time by EndpointGenPlugin from aspnet-data-types.openapi.json, a link to a real-world
// OpenAPI document in the importer's test corpus: building this target proves the import compiles.
