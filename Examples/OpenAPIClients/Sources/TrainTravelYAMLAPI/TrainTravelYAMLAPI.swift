// TrainTravelYAMLAPI is generated at build time by EndpointGenPlugin from train-travel.openapi.yml, the YAML twin of
// TrainTravelAPI's JSON document (written by another YAML implementation; see the twins' PROVENANCE.md): the same
// document in YAML builds the same client.
