// CatalogAPI is generated at build time by EndpointGenPlugin from spec/catalog.json: endpoints, DTOs,
// DTO-to-domain mapping and `HTTPProductRepository`. Edit the spec, not this target.
