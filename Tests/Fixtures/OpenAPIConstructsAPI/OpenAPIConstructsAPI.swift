// OpenAPIConstructsAPI is generated at build time by EndpointGenPlugin from constructs.endpoints.json, a link to the
// golden spec the OpenAPI importer converts from its constructs fixture, so the imported spec also compiles and runs.
