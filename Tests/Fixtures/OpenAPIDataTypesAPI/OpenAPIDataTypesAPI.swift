// OpenAPIDataTypesAPI is generated at build time by EndpointGenPlugin from data-types.endpoints.json, a link to the
// golden spec the OpenAPI importer converts from the ASP.NET DataTypes corpus document (oneOf unions with and
// without a discriminator, Swift-keyword property names), so the imported spec also compiles and runs.
