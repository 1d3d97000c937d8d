import EndpointSpec

/// Names the servers of an OpenAPI document's `servers` for the generated `Server` type: from each one's
/// `description` (`"Sandbox server"` → `sandbox`), else from what sets its URL apart from the others'
/// (`https://api.eu.example.com` beside `https://api.us.example.com` → `eu`, `us`), unique in list order; the
/// first is `default` and the others `server2`, `server3`… when neither names them.
enum ServerNaming {
    /// One server to name: its description and URL template.
    struct Candidate {
        /// `description`, if any.
        var description: String?
        /// `url`, absolute.
        var url: String
    }

    /// Words a description uses for any server, dropped from names: `"Production API server"` → `production`.
    static let fillerWords: Set<String> = [
        "a", "an", "the", "api", "apis", "server", "servers", "environment", "env", "url", "base", "endpoint", "for",
        "of", "host", "instance",
    ]
    /// Descriptions longer than this many words (after fillers) are sentences, not names.
    static let maximumWords = 3
    /// Names a server cannot take (members of the generated `Server`).
    static let reserved: Set<String> = ["url", "init", "self", "Type"]

    /// A unique Swift name for each candidate, in order. The first server, when nothing else names it, is `default`.
    static func names(of candidates: [Candidate], acronyms: Acronyms = .none) -> [String] {
        let hostNames = distinguishingNames(of: candidates.map(\.url), acronyms: acronyms)
        var taken: Set<String> = reserved
        var names: [String] = []
        for (index, candidate) in candidates.enumerated() {
            var options: [String] = []
            if let description = candidate.description,
                let name = name(fromDescription: description, acronyms: acronyms)
            {
                options.append(name)
            }
            if candidates.count > 1, let hostName = hostNames[index] { options.append(hostName) }
            options.append(index == 0 ? "default" : "server\(index + 1)")
            let chosen = options.first { !taken.contains($0) } ?? SwiftNaming.unique(options[0], avoiding: taken)
            taken.insert(chosen)
            names.append(chosen)
        }
        return names
    }

    /// `description` as a member name without filler words, or `nil` when nothing or a sentence is left.
    static func name(fromDescription description: String, acronyms: Acronyms = .none) -> String? {
        let words = description.split { !($0.isLetter || $0.isNumber) }.map(String.init)
            .filter { !fillerWords.contains($0.lowercased()) }
        guard !words.isEmpty, words.count <= maximumWords, words.allSatisfy({ $0.allSatisfy(\.isASCII) }) else {
            return nil
        }
        return SwiftNaming.memberName(words.joined(separator: " "), acronyms: acronyms)
    }

    /// For each URL, the member name of the host labels (else path segments) the other URLs do not share;
    /// `nil` where nothing sets it apart.
    static func distinguishingNames(of urls: [String], acronyms: Acronyms = .none) -> [String?] {
        let hosts = urls.map { parts(ofHost: $0) }
        let paths = urls.map { parts(ofPath: $0) }
        return urls.indices.map { index in
            let words = distinct(hosts[index], among: hosts).nonEmpty ?? distinct(paths[index], among: paths)
            let usable = words.filter { $0 != "www" && $0 != "api" }.nonEmpty ?? words
            return usable.isEmpty ? nil : SwiftNaming.memberName(usable.joined(separator: " "), acronyms: acronyms)
        }
    }

    /// `parts` without the leading and trailing ones that every list of `all` shares.
    private static func distinct(_ parts: [String], among all: [[String]]) -> [String] {
        guard all.count > 1 else { return parts }
        var prefix = 0
        while prefix < parts.count, all.allSatisfy({ $0.count > prefix && $0[prefix] == parts[prefix] }) {
            prefix += 1
        }
        var suffix = 0
        while suffix < parts.count - prefix,
            all.allSatisfy({ $0.count > suffix && $0[$0.count - 1 - suffix] == parts[parts.count - 1 - suffix] })
        {
            suffix += 1
        }
        return Array(parts[prefix..<(parts.count - suffix)])
    }

    /// The labels of `url`'s host, without placeholders and port.
    private static func parts(ofHost url: String) -> [String] {
        let afterScheme = url.range(of: "://").map { url[$0.upperBound...] } ?? Substring(url)
        let authority = afterScheme.prefix { $0 != "/" }
        let host = (authority.split(separator: "@").last ?? "").prefix { $0 != ":" }
        return host.split(separator: ".").map { $0.lowercased() }.filter { !$0.contains("{") }
    }

    /// The segments of `url`'s path, without placeholders.
    private static func parts(ofPath url: String) -> [String] {
        let afterScheme = url.range(of: "://").map { url[$0.upperBound...] } ?? Substring(url)
        let path = afterScheme.drop { $0 != "/" }
        return path.split(separator: "/").map { $0.lowercased() }.filter { !$0.contains("{") }
    }
}

extension Array {
    /// The array, or `nil` when it is empty.
    fileprivate var nonEmpty: Self? { isEmpty ? nil : self }
}
