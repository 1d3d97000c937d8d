import EndpointSpec
import HTTPSemantics

/// The fields of a form (`application/x-www-form-urlencoded`) or `multipart/form-data` request body, read so that
/// examples can match on them (``ExampleDefinition/fields``).
///
/// A text field's value is its text (UTF-8); a file part's value is its filename, so an example can answer one
/// upload differently from another without comparing file contents.
enum RequestBodyFields {
    /// What reading the body of a request to an endpoint gave.
    enum Outcome {
        /// The endpoint's body is neither a form nor multipart: nothing to read.
        case notApplicable
        /// The fields by name, values in the order received.
        case fields([String: [String]])
        /// The body is not what the endpoint declares: `415` for another content type, `400` for a body that does
        /// not parse.
        case rejected(HTTPServerResponse)
    }

    /// Reads the fields of `request`'s body as the media type it was sent as, one of those `endpoint` accepts.
    static func read(_ request: HTTPServerRequest, for endpoint: EndpointDefinition) -> Outcome {
        let accepted = endpoint.acceptedBodyEssences
        guard accepted.contains(where: { $0 == formType || $0 == multipartType }) else { return .notApplicable }
        let contentType = request.headers["Content-Type"] ?? ""
        let received = Self.essence(of: contentType)
        guard accepted.contains(received) else {
            let sent = received.isEmpty ? "no Content-Type" : "'\(received)'"
            let takes = accepted.count == 1 ? "a \(accepted[0]) body" : "a body of " + accepted.joined(separator: ", ")
            return .rejected(.message(status: 415, "This endpoint takes \(takes); the request sent \(sent)."))
        }
        if received == formType { return .fields(formFields(request.body)) }
        guard received == multipartType else { return .fields([:]) }
        guard let boundary = MultipartFormParser.boundary(ofContentType: contentType) else {
            return .rejected(.message(status: 400, "The multipart/form-data Content-Type has no boundary."))
        }
        do {
            var fields: [String: [String]] = [:]
            for part in try MultipartFormParser.parse(request.body, boundary: boundary) {
                fields[part.name, default: []].append(part.filename ?? String(decoding: part.body, as: UTF8.self))
            }
            return .fields(fields)
        } catch {
            return .rejected(.message(status: 400, "The multipart/form-data body is malformed: \(error.description)"))
        }
    }

    private static let formType = "application/x-www-form-urlencoded"
    private static let multipartType = "multipart/form-data"

    /// The fields of a form body, decoded as the WHATWG URL standard's form parser does.
    static func formFields(_ body: [UInt8]) -> [String: [String]] {
        var fields: [String: [String]] = [:]
        for field in FormFields.parse(body) { fields[field.name, default: []].append(field.value) }
        return fields
    }

    /// `type/subtype` of a `Content-Type`, lower-cased, without parameters.
    private static func essence(of contentType: String) -> String {
        let essence = contentType.split(separator: ";", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
        let isBlank: (Character) -> Bool = { $0 == " " || $0 == "\t" }
        return String(essence.drop(while: isBlank).reversed().drop(while: isBlank).reversed()).lowercased()
    }
}
