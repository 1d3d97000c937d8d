// SwiftOpenAPIPetstoreAPI is generated at build time by EndpointGenPlugin from sog-petstore.openapi.yaml, a link to
// Apple's swift-openapi-generator reference Petstore (YAML, feature-dense) in the importer's YAML twins: building
// this target proves the YAML import compiles.
