/// Another media type an endpoint's request body may be sent as, beside its first (`body` written as an array:
/// the first element is the endpoint's ``EndpointDefinition/body``, each other one an alternative), for example a
/// form beside JSON. The caller chooses: each alternative gets its own generated call.
public struct AlternativeBody: Hashable, Sendable {
    /// The body's type (`String` for text, `Data` for binary, a model for a form or typed multipart body).
    public var schema: Schema
    /// Its `contentType`.
    public var mediaType: BodyMediaType
    /// Its `encoding` (a form's or typed multipart body's fields).
    public var encodings: [FormFieldEncoding]

    /// An alternative body of `schema` sent as `mediaType`.
    public init(schema: Schema, mediaType: BodyMediaType, encodings: [FormFieldEncoding] = []) {
        self.schema = schema
        self.mediaType = mediaType
        self.encodings = encodings
    }
}

extension EndpointDefinition {
    /// This endpoint with its request body replaced by `alternative` (and no alternatives): what the generator
    /// translates for the alternative's call.
    public func sending(_ alternative: AlternativeBody) -> EndpointDefinition {
        var copy = self
        copy.body = alternative.schema
        copy.bodyMediaType = alternative.mediaType
        copy.bodyEncodings = alternative.encodings
        copy.alternativeBodies = []
        // Choosing a media type is choosing to send a body: the call without one is the first body's.
        copy.isBodyOptional = false
        return copy
    }

    /// The media type essences of every body the endpoint accepts: its own, then its alternatives'.
    public var acceptedBodyEssences: [String] {
        guard body != nil else { return [] }
        return [bodyMediaType.essence] + alternativeBodies.map(\.mediaType.essence)
    }
}
