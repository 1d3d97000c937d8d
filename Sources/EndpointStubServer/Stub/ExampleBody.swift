import EndpointSpec
import Foundation
import HTTPSemantics

/// The bytes and `Content-Type` the stub sends for an example's body, by the media type of the response the example's
/// status selects: JSON as compact JSON text, text in its charset, binary decoded from base64.
enum ExampleBody {
    /// The response for an example with `body`, answering for `response` (the endpoint's response for its status).
    ///
    /// - Parameter itemInterval: For a streaming response, the pause before each item after the first (and before
    ///   the sentinel); `nil` sends them all at once.
    static func response(
        status: Int,
        body: SpecValue,
        headers: HTTPHeaders,
        response: ResponseDefinition?,
        itemInterval: Duration? = nil
    ) -> HTTPServerResponse {
        guard let response, response.schema != nil, response.mediaType.kind != .json else {
            return .json(status: status, JSONWriter.text(body), headers: headers)
        }
        var headers = headers
        let mediaType = response.mediaType
        switch mediaType.kind {
        case .text:
            if headers["Content-Type"] == nil {
                headers["Content-Type"] = mediaType.charset == nil ? mediaType.text + "; charset=utf-8" : mediaType.text
            }
            let charset = (try? BodyMediaType.parse(headers["Content-Type"] ?? "").get())?.charset ?? "utf-8"
            return HTTPServerResponse(status: status, headers: headers, body: encode(text(of: body), charset: charset))
        case .eventStream, .jsonLines, .jsonSequence:
            if headers["Content-Type"] == nil { headers["Content-Type"] = mediaType.text }
            let sentinel = response.sentinel.map(eventBytes(data:))
            // An example written as recorded text may end with the sentinel itself: it is sent once, last.
            let items =
                streamItems(of: body, kind: mediaType.kind, isText: response.schema?.kind == .string)
                .filter { item in sentinel.map { !item.isSentinel($0) } ?? true } + (sentinel.map { [$0] } ?? [])
            var served = HTTPServerResponse(status: status, headers: headers, body: items.flatMap { $0 })
            if let itemInterval {
                served.pacing = BodyPacing(partEnds: ends(of: items).dropLast(), interval: itemInterval)
            }
            return served
        case .binary, .json, .form:
            if headers["Content-Type"] == nil { headers["Content-Type"] = mediaType.text }
            let bytes: [UInt8]
            if case .string(let text) = body, let decoded = base64Decoded(text) {
                bytes = decoded
            } else {
                bytes = Array(text(of: body).utf8)
            }
            return HTTPServerResponse(status: status, headers: headers, body: bytes)
        }
    }

    // MARK: Streams

    /// The wire form of each item of a streaming example, whose body lists the events' data (or the values) in
    /// order: one `data:` event each for `text/event-stream` (a string as its text when the schema is `string`, else
    /// JSON), one line each for JSON Lines, one record each for a JSON text sequence.
    static func streamItems(of body: SpecValue, kind: BodyMediaType.Kind, isText: Bool) -> [[UInt8]] {
        let values: [SpecValue] = if case .array(let elements) = body { elements } else { [body] }
        return values.map { value in
            switch kind {
            case .eventStream:
                if let named = namedEvent(value) { return named }
                let text = if isText, case .string(let string) = value { string } else { JSONWriter.text(value) }
                return eventBytes(data: text)
            case .jsonSequence:
                return [0x1E] + Array(JSONWriter.text(value).utf8) + [UInt8(ascii: "\n")]
            default:
                return Array(JSONWriter.text(value).utf8) + [UInt8(ascii: "\n")]
            }
        }
    }

    /// The offset where each of `items` ends when they are sent one after another.
    private static func ends(of items: [[UInt8]]) -> [Int] {
        var end = 0
        return items.map { item in
            end += item.count
            return end
        }
    }

    /// A named event of an example, written `{ "event": "response.created", "data": { … } }` (the data as its
    /// text when it is a string, else as JSON): `event:` then `data:` lines; `nil` for any other item.
    static func namedEvent(_ value: SpecValue) -> [UInt8]? {
        guard case .object(let members) = value, members.count == 2,
            let name = members.first(where: { $0.key == "event" })?.value, case .string(let event) = name,
            !event.contains(where: \.isNewline), let data = members.first(where: { $0.key == "data" })?.value
        else { return nil }
        let text = if case .string(let string) = data { string } else { JSONWriter.text(data) }
        return Array("event: \(event)\n".utf8) + eventBytes(data: text)
    }

    /// One server-sent event carrying `data`, a `data:` line per line of it, ended by an empty line.
    static func eventBytes(data: String) -> [UInt8] {
        var text = ""
        for line in data.split(
            omittingEmptySubsequences: false,
            whereSeparator: { $0 == "\n" || $0 == "\r" || $0 == "\r\n" }
        ) {
            text += "data: \(line)\n"
        }
        return Array((text + "\n").utf8)
    }

    // MARK: Text

    /// A string example as itself; anything else as its JSON text.
    private static func text(of body: SpecValue) -> String {
        if case .string(let text) = body { return text }
        return JSONWriter.text(body)
    }

    /// `text` in `charset` (an IANA name or alias, as `TextCharset` reads it): UTF-8, US-ASCII, ISO-8859-1,
    /// windows-1252, UTF-16 (big-endian unless `utf-16le`); a character the charset cannot hold is sent as `?`, an
    /// unknown charset as UTF-8.
    static func encode(_ text: String, charset: String) -> [UInt8] {
        switch TextCharset(name: charset) {
        case .usASCII:
            return text.unicodeScalars.map { $0.value < 0x80 ? UInt8($0.value) : UInt8(ascii: "?") }
        case .isoLatin1:
            return text.unicodeScalars.map { $0.value < 0x100 ? UInt8($0.value) : UInt8(ascii: "?") }
        case .windows1252:
            return text.unicodeScalars.map(windows1252Byte)
        case .utf16, .utf16BigEndian:
            return text.utf16.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
        case .utf16LittleEndian:
            return text.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
        case .utf8, nil:
            return Array(text.utf8)
        }
    }

    /// The windows-1252 byte of `scalar`, as Foundation's `.windowsCP1252` (which the runtime decodes with) writes
    /// it, or `?`: the charset differs from ISO-8859-1 in 0x80–0x9F, where it has `€`, `‚`, `Ÿ` and others.
    private static func windows1252Byte(_ scalar: Unicode.Scalar) -> UInt8 {
        if scalar.isASCII { return UInt8(scalar.value) }
        guard let data = String(scalar).data(using: .windowsCP1252, allowLossyConversion: false), data.count == 1
        else { return UInt8(ascii: "?") }
        return data[data.startIndex]
    }

    // MARK: Base64

    /// The bytes of standard, padded base64 `text`, or `nil` when it is not base64 (the spec's `byte` format).
    static func base64Decoded(_ text: String) -> [UInt8]? {
        guard StringFormat.isBase64(text) else { return nil }
        return Data(base64Encoded: text).map { [UInt8]($0) }
    }
}

extension [UInt8] {
    /// Whether these bytes of one event are the `sentinel` event's (`data: [DONE]`), named `message` or not.
    fileprivate func isSentinel(_ sentinel: [UInt8]) -> Bool {
        self == sentinel || self == Array("event: message\n".utf8) + sentinel
    }
}
