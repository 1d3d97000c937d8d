// The Apideck Webhook API's client, its transfer types, `WebhookDTO.toDomain()` and `HTTPWebhookRepository` are
// generated at build time by EndpointGenPlugin from openapi.yaml (as published; see openapi.source.txt),
// openapi.overlay.yaml and openapi.endpointkit.yaml. Only the composition root (the `webhooks` executable) imports
// this module; everything above the repository sees WebhooksDomain alone.
