// OpenAPITextGenerationAPI is generated at build time by EndpointGenPlugin from text-generation.endpoints.json, a
// link to the golden spec the OpenAPI importer converts from Hugging Face's Text Generation Inference description
// (the largest corpus document, full of oneOf unions), so the imported spec also compiles and runs.
