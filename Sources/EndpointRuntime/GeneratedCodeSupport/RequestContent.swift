import Foundation

/// A request body that is not JSON: text in a charset, or raw bytes, with the media type it is sent as.
///
/// Generated code passes one as an endpoint's ``EndpointWithHeaders/content``; ``RequestBuilder`` encodes it.
public struct RequestContent: Sendable, Equatable {
    /// What the body holds before it is encoded.
    enum Storage: Sendable, Equatable {
        case text(String)
        case data(Data)
    }

    let storage: Storage
    /// The `Content-Type` sent with the body; a text body without a `charset` is sent as UTF-8 and says so.
    public let contentType: String

    /// Text sent as `contentType` (a `text/*` type), encoded in its `charset` (UTF-8, added to the header, when it
    /// names none).
    public static func text(_ text: String, contentType: String = "text/plain") -> RequestContent {
        let charsetName = TextCoding.charset(of: contentType)
        return RequestContent(
            storage: .text(text),
            contentType: charsetName == nil ? contentType + "; charset=utf-8" : contentType
        )
    }

    /// Raw bytes sent as `contentType`, exactly as given.
    public static func data(_ data: Data, contentType: String = "application/octet-stream") -> RequestContent {
        RequestContent(storage: .data(data), contentType: contentType)
    }

    /// The bytes to send.
    ///
    /// - Throws: ``APIError/encoding(_:)`` when text cannot be written in its charset.
    public func encoded() throws -> Data {
        switch storage {
        case .text(let text): try TextCoding.encode(text, contentType: contentType)
        case .data(let data): data
        }
    }
}
