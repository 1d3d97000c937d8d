import EndpointSpec
import Foundation

// MARK: - Answering the streaming call of a response's `stream`

extension EndpointDefinition {
    /// This endpoint as it answers `request`: where its success response has a ``ResponseDefinition/stream``, the
    /// streaming call (``streamingCall``) with the examples marked `stream` when the request asks for the stream —
    /// its `Accept` names the stream's media type, or its JSON body sets the stream property (`stream`) `true` — and
    /// otherwise this endpoint with the other examples.
    func answering(_ request: HTTPServerRequest) -> EndpointDefinition {
        guard let stream = successResponse?.stream, var streaming = streamingCall else { return self }
        let wantsStream = Self.asksForStream(request, stream: stream)
        var chosen = self
        if wantsStream { chosen = streaming }
        chosen.examples = examples.filter { $0.isStream == wantsStream }
        streaming.examples = []
        return chosen
    }

    /// Whether `request` asks for `stream`: by `Accept`, or by the JSON body's stream property set `true`.
    private static func asksForStream(_ request: HTTPServerRequest, stream: StreamingAlternative) -> Bool {
        let accepted = (request.headers["Accept"] ?? "").split(separator: ",").map {
            $0.split(separator: ";").first.map { $0.trimmingCharacters(in: .whitespaces).lowercased() } ?? ""
        }
        if accepted.contains(stream.mediaType.essence) { return true }
        guard let property = stream.streamProperty.propertyName, !request.body.isEmpty,
            let object = try? JSONSerialization.jsonObject(with: Data(request.body)) as? [String: Any],
            let flag = object[property] as? Bool
        else { return false }
        return flag
    }
}
