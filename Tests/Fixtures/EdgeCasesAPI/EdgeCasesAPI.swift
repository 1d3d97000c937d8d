// EdgeCasesAPI is generated at build time by EndpointGenPlugin from edge-cases.endpoints.json, a link to the code
// generator's edge-case fixture, so every construct the golden files cover also compiles and runs.
