// MARK: - Request bodies and their encoding

extension SpecValidator {
    /// Checks each of `endpoint`'s request bodies (the body, then its alternatives) against its media type: a
    /// multipart body is typed (a model, with a boundary of its own) or bytes naming their boundary; a typed multipart
    /// body's `encoding` gives each part's `contentType` only; a form body is a model's properties or bytes, and its
    /// `encoding` gives fields' `style` and `explode` only. Where the model keeps no location (the `contentType` value,
    /// the `encoding` key, the first schema key) the decoder's ``SpecSourceMap`` has it; a spec built in memory gets
    /// the findings at the body.
    mutating func checkRequestBodies(of endpoint: EndpointDefinition) {
        guard let body = endpoint.body else { return }
        let bodies =
            [AlternativeBody(schema: body, mediaType: endpoint.bodyMediaType, encodings: endpoint.bodyEncodings)]
            + endpoint.alternativeBodies
        for (index, body) in bodies.enumerated() {
            checkRequestBody(body, index: index, of: endpoint)
        }
    }

    private mutating func checkRequestBody(_ body: AlternativeBody, index: Int, of endpoint: EndpointDefinition) {
        let contentTypeLocation = sourceMap.location(
            of: .bodyContentType(endpoint: endpoint.location, index: index),
            or: body.schema.location
        )
        let hasBoundary = body.mediaType.parameters.contains { $0.name == "boundary" }
        let isTypedMultipart =
            if body.mediaType.essence == "multipart/form-data", case .reference = body.schema.kind { true } else {
                false
            }
        if isTypedMultipart {
            if hasBoundary {
                log.error(
                    "a typed multipart body draws a random boundary of its own for every request; remove 'boundary' "
                        + "from 'contentType'",
                    at: contentTypeLocation
                )
            }
            checkMultipartEncodings(body.encodings)
        } else if body.mediaType.essence.hasPrefix("multipart/"), !hasBoundary {
            log.error(
                "a multipart request body is either typed — a '$ref' to an object model whose properties are its "
                    + "parts (multipart/form-data) — or bytes you encode, whose 'boundary' parameter 'contentType' "
                    + "must then name",
                at: contentTypeLocation
            )
        }
        if body.mediaType.kind == .form {
            checkFormBodyShape(body, index: index, of: endpoint)
        }
    }

    /// A multipart part's `encoding` gives only its `contentType`, one media type.
    private mutating func checkMultipartEncodings(_ encodings: [FormFieldEncoding]) {
        for encoding in encodings where encoding.style != .form || !encoding.explode {
            log.error(
                "'style' and 'explode' apply to form fields; a multipart field's 'encoding' may give only its "
                    + "'contentType'",
                at: encoding.location
            )
        }
        for encoding in encodings {
            guard let contentType = encoding.contentType else { continue }
            if case .failure = BodyMediaType.parse(contentType) {
                log.error(
                    "the 'contentType' of multipart field '\(encoding.name)' is not one media type: '\(contentType)'",
                    at: encoding.location
                )
            }
        }
    }

    /// A form body is a model's properties (a `$ref`; `checkFormBody` checks the model) or, without a schema, bytes
    /// the caller encodes, which have no fields for an `encoding`; a form field is text, with no `contentType`.
    private mutating func checkFormBodyShape(_ body: AlternativeBody, index: Int, of endpoint: EndpointDefinition) {
        for encoding in body.encodings where encoding.contentType != nil {
            log.error(
                "'contentType' in 'encoding' applies to the parts of a multipart/form-data body; a form field is text",
                at: encoding.location
            )
        }
        let schemaKey = sourceMap[.bodySchema(endpoint: endpoint.location, index: index)]
        switch body.schema.kind {
        case .reference:
            break
        case .byte where schemaKey == nil:
            guard !body.encodings.isEmpty else { break }
            log.error(
                "'encoding' needs the form's fields: give the body a '$ref' to an object model",
                at: sourceMap.location(
                    of: .bodyEncoding(endpoint: endpoint.location, index: index),
                    or: body.encodings[0].location
                )
            )
        default:
            log.error(
                "a form body is the properties of a model: write '$ref' to an object model, or no schema to send "
                    + "bytes you encode yourself (Data)",
                at: schemaKey ?? body.schema.location
            )
        }
    }
}
