// RailClient is generated at build time by EndpointGenPlugin from train-travel.openapi.json (the document
// TrainTravelAPI builds as written) as endpointkit.yaml configures it: named `Rail`, `package` access, only the
// Stations operations and `get-trips`, with an operation, a model and a property renamed.
