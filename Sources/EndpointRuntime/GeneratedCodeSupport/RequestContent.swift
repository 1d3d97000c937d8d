import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// A request body that is not JSON: text in a charset, raw bytes, a file streamed from disk, a form or a multipart
/// form, with the media type it is sent as.
///
/// Generated code passes one as an endpoint's ``EndpointWithHeaders/content``; ``RequestBuilder`` encodes it.
@_spi(Generated) public struct RequestContent: Sendable {
    /// What the body holds before it is encoded.
    enum Storage: Sendable {
        case text(String)
        case data(Data)
        case form(@Sendable () throws -> Data)
        case multipart(MultipartFormData, progress: UploadProgress?)
        case file(URL, progress: UploadProgress?)
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

    /// A form: the fields of `value` (an object, usually a generated model) written as
    /// `application/x-www-form-urlencoded` by ``FormEncoding``, each in its style in `styles` (by JSON name;
    /// `form`, exploded, otherwise).
    public static func form(
        _ value: some Encodable & Sendable,
        styles: [String: FormStyle] = [:],
        contentType: String = "application/x-www-form-urlencoded"
    ) -> RequestContent {
        RequestContent(storage: .form({ try FormEncoding.encode(value, styles: styles) }), contentType: contentType)
    }

    /// The file at `url` (a file URL) as the body, read a chunk at a time while the request is sent, so a large file
    /// is never held in memory; `progress` (when given) hears the bytes handed to the transport so far and the
    /// file's size. A URL that is not a readable regular file fails the call with ``APIError/invalidRequest(_:)``.
    public static func file(
        _ url: URL,
        contentType: String = "application/octet-stream",
        progress: UploadProgress? = nil
    ) -> RequestContent {
        RequestContent(storage: .file(url, progress: progress), contentType: contentType)
    }

    /// This content's media type with the body read from `file` instead (``file(_:contentType:progress:)``): how a
    /// generated call sends a binary body from disk.
    public func streamingBody(fromFile file: URL, progress: UploadProgress? = nil) -> RequestContent {
        .file(file, contentType: contentType, progress: progress)
    }

    /// A `multipart/form-data` body, sent as a stream: file parts are read from disk a chunk at a time while the
    /// request is sent, and `progress` (when given) hears the bytes handed to the transport so far and the total
    /// (the `Content-Length`).
    public static func multipart(
        _ body: MultipartFormData,
        progress: UploadProgress? = nil
    ) -> RequestContent {
        RequestContent(storage: .multipart(body, progress: progress), contentType: body.contentType)
    }

    /// A `multipart/form-data` body made of `fields`' properties (usually a generated model): `Data` and
    /// ``MultipartFile`` as file parts,
    /// scalars as text fields, arrays of scalars or files as repeated parts, objects as JSON fields, `nil` left out;
    /// `contentTypes` gives a field's `Content-Type` (by JSON name). Sent as a stream, like ``multipart(_:progress:)``.
    ///
    /// A value that cannot be written as fields (not an object) fails the call with ``APIError/encoding(_:)``.
    public static func multipart(
        fields: some Encodable & Sendable,
        contentTypes: [String: String] = [:],
        progress: UploadProgress? = nil
    ) -> RequestContent {
        do {
            let parts = try MultipartFieldEncoder.parts(of: fields, contentTypes: contentTypes)
            return multipart(MultipartFormData(parts: parts), progress: progress)
        } catch {
            return RequestContent(storage: .form({ throw error }), contentType: "multipart/form-data")
        }
    }

    /// The bytes to send (a multipart body whole, its files read in full).
    ///
    /// - Throws: ``APIError/encoding(_:)`` when text cannot be written in its charset;
    ///   ``APIError/invalidRequest(_:)`` when a multipart file cannot be read.
    public func encoded() throws -> Data {
        switch storage {
        case .text(let text): try TextCoding.encode(text, contentType: contentType)
        case .data(let data): data
        case .form(let encode): try encode()
        case .multipart(let body, _): try MultipartWriter(body).writeAll()
        case .file(let url, _): try Self.contents(of: url)
        }
    }

    /// The whole file at `url`.
    private static func contents(of url: URL) throws -> Data {
        do {
            return try Data(contentsOf: url)
        } catch {
            throw APIError.invalidRequest("the file '\(url.path)' cannot be read: \(error.localizedDescription)")
        }
    }

    /// Sets `request`'s body: a multipart body or a file as a stream, anything else as bytes.
    ///
    /// On Apple platforms the stream is sent with its `Content-Length`. FoundationNetworking sends every body stream
    /// `Transfer-Encoding: chunked` (and a `Content-Length` beside it if one is set, which RFC 9112 forbids), so on
    /// Linux none is set and the body goes chunked.
    func apply(to request: inout URLRequest) throws {
        let stream: BodyInputStream
        let length: Int64
        switch storage {
        case .multipart(let body, let progress):
            length = try body.contentLength()
            let summary = UploadSummary(
                totalBytes: length,
                parts: body.parts.map { UploadSummary.Part(name: $0.name, byteCount: try? $0.contentLength()) }
            )
            stream = try BodyInputStream(
                source: { try MultipartWriter(body) },
                expectedLength: length,
                summary: summary,
                progress: progress
            )
        case .file(let url, let progress):
            length = try FileChunkReader.size(of: url)
            stream = try BodyInputStream(
                source: { FileChunkReader(url: url) },
                expectedLength: length,
                progress: progress
            )
        case .text, .data, .form:
            request.httpBody = try encoded()
            return
        }
        #if canImport(Darwin)
            request.setValue(String(length), forHTTPHeaderField: "Content-Length")
        #endif
        request.httpBodyStream = stream
    }
}
