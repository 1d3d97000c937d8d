import EndpointRuntime
import Foundation

/// The `Details:` line `--verbose` adds to a technical failure: facts beyond the `Error:` sentence, written as
/// sentences (never a Swift debug dump), free of bodies, header values and query strings.
enum FailureDetails {
    /// The sentences for `error`, joined on one line.
    static func sentences(for error: any Error) -> String {
        switch error {
        case let failure as RetriedRequestFailure:
            let attempts = failure.attempts.map(attemptsSentence).map { [$0] } ?? []
            return (attempts + sentences(for: failure.error)).joined(separator: " ")
        case let error as APIError:
            return sentences(for: error).joined(separator: " ")
        default:
            let typeName = String(describing: type(of: error))
            let bridged = error as NSError
            return "The failure is a \(typeName) (\(bridged.domain) code \(bridged.code)). Its description: "
                + sentence(bridged.localizedDescription)
        }
    }

    /// How many times the request was sent.
    private static func attemptsSentence(_ attempts: Int) -> String {
        attempts == 1 ? "The request was sent once." : "The request was sent \(attempts) times."
    }

    /// What the runtime knows about `error` that its sentence leaves out.
    private static func sentences(for error: APIError) -> [String] {
        switch error {
        case .unexpectedStatus(let code, let body):
            let size = body.count == 1 ? "1 byte" : "\(body.count) bytes"
            return ["The last answer had status \(code) and a body of \(size), not shown."]
        case .transport(let code, _):
            return ["The transport failed with URLError code \(code)."]
        case .decoding(let failure):
            let kind =
                switch failure.kind {
                case .mismatch: "valid JSON that does not match the spec"
                case .notJSON: "not JSON"
                case .tooDeeplyNested: "JSON nested too deeply"
                case .notText: "not text in its charset"
                }
            return ["The body was \(kind)."]
        case .unexpectedContentType, .invalidResponse, .invalidURL, .invalidRequest, .encoding, .responseTooLarge,
            .missingHeader, .invalidHeader, .idleTimeout, .invalidStream, .repeatedPagePosition, .repeatedPage,
            .unusableNextPageURL:
            return []
        }
    }

    /// `text` ending with a period unless it already ends with punctuation.
    private static func sentence(_ text: String) -> String {
        guard let last = text.last, !".!?)".contains(last) else { return text }
        return text + "."
    }
}
