import Foundation

// MARK: - Server URLs

/// Builds the URL of a generated client's `Server` from the spec's URL template and the caller's variable values.
@_spi(Generated) public enum ServerURL {
    /// `template` with each `{name}` replaced by `values[name]`, percent-encoded so that a value stays in its place:
    /// every character but ASCII letters, digits, `-`, `.`, `_` and `~` is encoded, so a value can add no `/`, `:`,
    /// `@`, `?` or `#` that would move the request to another path, port, user or host.
    ///
    /// A value that still makes no URL with a host (an empty host, a port that is not a number) gives a URL every
    /// request rejects with `APIError.invalidURL`, rather than a crash.
    public static func expanding(_ template: String, with values: KeyValuePairs<String, String> = [:]) -> URL {
        var text = ""
        var rest = Substring(template)
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
            text += rest[..<open]
            let name = rest[rest.index(after: open)..<close]
            if let value = values.first(where: { $0.key == name })?.value {
                text += encoded(value)
            } else {
                text += rest[open...close]
            }
            rest = rest[rest.index(after: close)...]
        }
        text += rest
        if let url = URL(string: text), let host = url.host, !host.isEmpty, url.scheme != nil {
            return url
        }
        return URL(string: "invalid-server-url:" + encoded(text)) ?? URL(fileURLWithPath: "/")
    }

    /// `value` with every byte outside RFC 3986's unreserved characters percent-encoded.
    static func encoded(_ value: String) -> String {
        var result = ""
        for byte in value.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"),
                UInt8(ascii: "~"):
                result.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                let hex = Array("0123456789ABCDEF".unicodeScalars)
                result += "%"
                result.unicodeScalars.append(hex[Int(byte >> 4)])
                result.unicodeScalars.append(hex[Int(byte & 0x0F)])
            }
        }
        return result
    }
}
