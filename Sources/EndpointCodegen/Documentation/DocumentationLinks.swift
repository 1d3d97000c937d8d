/// Where the links of converted HTML descriptions point: absolute web and mail links as written, relative ones
/// resolved against the document's documentation or server URL, and none where that cannot be known.
struct DocumentationLinks {
    /// The URL relative links resolve against, split into its parts; `nil` when none is known.
    private let base: (scheme: String, authority: String, path: Substring)?

    /// Links resolved against `base` (an absolute `http` or `https` URL); relative links become plain text when
    /// `base` is `nil` or not such a URL.
    init(base: String?) {
        guard let base, let colon = base.firstIndex(of: ":") else {
            self.base = nil
            return
        }
        let scheme = base[..<colon].lowercased()
        let rest = base[base.index(after: colon)...]
        guard scheme == "http" || scheme == "https", rest.hasPrefix("//") else {
            self.base = nil
            return
        }
        let afterSlashes = rest.dropFirst(2)
        let authority = afterSlashes.prefix { $0 != "/" && $0 != "?" && $0 != "#" }
        guard !authority.isEmpty else {
            self.base = nil
            return
        }
        let path = afterSlashes[authority.endIndex...].prefix { $0 != "?" && $0 != "#" }
        self.base = (scheme, String(authority), path.isEmpty ? "/" : path)
    }

    /// The Markdown link destination `href` points to, or `nil` when the link is to stay plain text: a fragment
    /// of the page the description came from, a scheme other than `http`, `https` and `mailto`, or a relative
    /// link with no base.
    func destination(of href: String) -> String? {
        let href = String(href.drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
        guard !href.isEmpty, !href.hasPrefix("#") else { return nil }
        if let scheme = Self.scheme(of: href) {
            guard ["http", "https", "mailto"].contains(scheme) else { return nil }
            return Self.escaped(href)
        }
        if href.hasPrefix("//") { return Self.escaped((base?.scheme ?? "https") + ":" + href) }
        guard let base else { return nil }
        let origin = base.scheme + "://" + base.authority
        if href.hasPrefix("/") { return Self.escaped(origin + Self.removingDotSegments(href[...])) }
        if href.hasPrefix("?") { return Self.escaped(origin + base.path + href) }
        let directory = base.path[...(base.path.lastIndex(of: "/") ?? base.path.startIndex)]
        return Self.escaped(origin + Self.removingDotSegments(directory + href))
    }

    // MARK: - Parts

    /// The lowercased scheme of an absolute URL (`https` in `https://…`), or `nil` for a relative reference.
    private static func scheme(of href: String) -> String? {
        guard let colon = href.firstIndex(of: ":") else { return nil }
        let scheme = href[..<colon]
        guard let first = scheme.first, first.isASCII, first.isLetter,
            scheme.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || "+-.".contains($0)) })
        else { return nil }
        return scheme.lowercased()
    }

    /// `path` (and any query or fragment after it) with its `.` and `..` segments applied (RFC 3986 5.2.4).
    private static func removingDotSegments(_ reference: Substring) -> String {
        let pathEnd = reference.firstIndex { $0 == "?" || $0 == "#" } ?? reference.endIndex
        var segments: [Substring] = []
        let parts = reference[..<pathEnd].split(separator: "/", omittingEmptySubsequences: false)
        for (index, segment) in parts.enumerated() {
            let isLast = index == parts.count - 1
            switch segment {
            case ".":
                if isLast { segments.append("") }
            case "..":
                if segments.count > 1 { segments.removeLast() }
                if isLast { segments.append("") }
            default:
                segments.append(segment)
            }
        }
        let path = segments.joined(separator: "/")
        return (path.hasPrefix("/") ? path : "/" + path) + reference[pathEnd...]
    }

    /// `url` safe as a Markdown link destination: spaces, parentheses, angle brackets and control characters
    /// percent-encoded.
    private static func escaped(_ url: String) -> String {
        var result = ""
        for scalar in url.unicodeScalars {
            switch scalar {
            case " ": result += "%20"
            case "(": result += "%28"
            case ")": result += "%29"
            case "<": result += "%3C"
            case ">": result += "%3E"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F:
                result += (scalar.value < 0x10 ? "%0" : "%") + String(scalar.value, radix: 16, uppercase: true)
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
