// SwaggerPetstoreYAMLAPI is generated at build time by EndpointGenPlugin from swagger-petstore.openapi.yaml, a link
// to the upstream Swagger Petstore 3.0.4 source (YAML) in the importer's YAML twins: building this target proves the
// YAML import compiles.
