import EndpointCodegen
import EndpointOpenAPI
import EndpointSpec
import Foundation
import Testing

import enum EndpointTestSupport.RepositoryFiles

/// Every Swift snippet of README.md and docs/ that says it is generated from a document — marked by
/// `<!-- generated-from: PATH -->` on the line before its code fence, `PATH` a spec or OpenAPI document in the
/// repository (its configuration found beside it, as the plugin finds it) — calls only what the generator makes
/// of that document: each `Type` and `Type.Nested`, each `client.group` property and each `method(label:)` call
/// exists in the generated code with those labels.
struct ReadmeSnippetTests {
    /// One marked snippet.
    struct Snippet: CustomTestStringConvertible {
        var file: String
        var line: Int
        var document: String
        var code: String
        var testDescription: String { "\(file):\(line) (\(document))" }
    }

    /// The marked snippets of README.md and docs/*.md.
    static let snippets: [Snippet] = {
        let files = ["README.md"] + RepositoryFiles.files(in: "docs").filter { $0.hasSuffix(".md") }.sorted()
        return files.flatMap { file in
            let text = (try? String(contentsOfFile: RepositoryFiles.path(file), encoding: .utf8)) ?? ""
            return snippets(in: text, file: file)
        }
    }()

    /// The snippets of `text`: a marker line, then a fenced block.
    static func snippets(in text: String, file: String) -> [Snippet] {
        let lines = text.components(separatedBy: "\n")
        var found: [Snippet] = []
        for (index, line) in lines.enumerated() {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            guard trimmed.hasPrefix("<!-- generated-from: "), trimmed.hasSuffix(" -->"), index + 1 < lines.count,
                lines[index + 1].trimmingCharacters(in: .whitespaces).hasPrefix("```")
            else { continue }
            let document = String(trimmed.dropFirst("<!-- generated-from: ".count).dropLast(" -->".count))
            let body = lines[(index + 2)...].prefix { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("```") }
            found.append(Snippet(file: file, line: index + 1, document: document, code: body.joined(separator: "\n")))
        }
        return found
    }

    @Test func theDocumentationMarksSnippetsGeneratedFromDocuments() {
        // The README's grouped large-API example and the catalog's calls, at least.
        #expect(Self.snippets.count >= 2)
        #expect(Self.snippets.contains { $0.file == "README.md" })
    }

    @Test(arguments: snippets)
    func aSnippetCallsWhatTheDocumentGenerates(_ snippet: Snippet) throws {
        let path = RepositoryFiles.path(snippet.document)
        var configuration: GeneratorConfiguration?
        if let configurationPath = try ConfigurationFile.locate(forSpecAt: path) {
            let loaded = ConfigurationFile.load(fileAt: configurationPath)
            #expect(!loaded.diagnostics.contains { $0.severity == .error }, "\(loaded.diagnostics)")
            configuration = loaded.configuration
        }
        let loaded = SpecLoader.standard.load(fileAt: path, configuration: configuration)
        let spec = try #require(loaded.spec, "\(loaded.diagnostics)")
        let generated = GeneratedCode(CodeGenerator.generate(spec).map(\.contents).joined(separator: "\n"))
        for claim in SnippetClaims(snippet.code).all {
            #expect(generated.has(claim), "\(snippet.testDescription): \(claim) is not in the generated code")
        }
    }

    @Test func theClaimsOfASnippetAreItsTypesGroupsAndCalls() {
        let claims = SnippetClaims(
            """
            let client = DropletsClient(httpClient: URLSessionHTTPClient())
            let droplet = try await client.droplets.get(dropletID: 42)   // not get(id:)
            } catch DropletsEndpoints.GetError.notFound(let response) {
            """
        ).all
        #expect(
            claims == [
                .type("DropletsClient"), .type("DropletsEndpoints"), .nestedType("DropletsEndpoints", "GetError"),
                .property("droplets"), .call("get", labels: ["dropletID"]),
                .call("DropletsClient", labels: ["httpClient"]),
            ]
        )
        let generated = GeneratedCode(
            """
            public struct DropletsClient { public init(baseURL: URL = Self.defaultBaseURL, httpClient: any HTTPClient) {}
              public var droplets: Droplets { Droplets() }
              public func get(dropletID: Int, fields: String? = nil) async throws -> X { }
            }
            """
        )
        #expect(generated.has(.call("get", labels: ["dropletID"])))
        #expect(!generated.has(.call("get", labels: ["id"])))
        #expect(generated.has(.call("DropletsClient", labels: ["httpClient"])))
        #expect(generated.has(.property("droplets")))
        #expect(!generated.has(.type("DropletsEndpoints")))
    }
}

/// What a snippet says the generated code has.
enum SnippetClaim: Hashable, CustomStringConvertible {
    /// A generated type: `DropletsClient`, `ErrorMessageDTO`.
    case type(String)
    /// A type nested in a generated one: `CatalogEndpoints.GetProductError`.
    case nestedType(String, String)
    /// A property of the client: `client.droplets`.
    case property(String)
    /// A call with these argument labels (in order; a defaulted parameter may be left out): `get(dropletID:)`.
    case call(String, labels: [String])

    var description: String {
        switch self {
        case .type(let name): "type '\(name)'"
        case .nestedType(let outer, let inner): "type '\(outer).\(inner)'"
        case .property(let name): "property 'client.\(name)'"
        case .call(let name, let labels): "call '\(name)(\(labels.map { "\($0):" }.joined()))'"
        }
    }
}

/// The claims of a snippet's code: the generated-looking types (`…Client`, `…Endpoints`, `…DTO`, `…Error`), the
/// nested types named through them, the client's group properties and the calls on the client.
struct SnippetClaims {
    let all: [SnippetClaim]

    init(_ code: String) {
        var claims: [SnippetClaim] = []
        func add(_ claim: SnippetClaim) { if !claims.contains(claim) { claims.append(claim) } }
        let source = Self.withoutComments(code)
        // The runtime's transports (`URLSessionHTTPClient`) are not generated.
        for match in source.matches(of: /([A-Z][A-Za-z0-9]*(?:Client|Endpoints|DTO))(?:\.([A-Z][A-Za-z0-9]*))?/)
        where !match.1.hasSuffix("HTTPClient") {
            add(.type(String(match.1)))
            if let nested = match.2 { add(.nestedType(String(match.1), String(nested))) }
        }
        for match in source.matches(of: /\bclient\.([a-z][A-Za-z0-9]*)\.[a-z][A-Za-z0-9]*\(/) {
            add(.property(String(match.1)))
        }
        // Calls on the client or a group of it (`client.get(`, `client.droplets.get(`), and initializers of a
        // generated client.
        for match in source.matches(of: /\bclient(?:\.[a-z][A-Za-z0-9]*)?\.([a-z][A-Za-z0-9]*)\(/) {
            add(.call(String(match.1), labels: Self.labels(after: match.range.upperBound, in: source)))
        }
        for match in source.matches(of: /([A-Z][A-Za-z0-9]*Client)\(/) where !match.1.hasSuffix("HTTPClient") {
            add(.call(String(match.1), labels: Self.labels(after: match.range.upperBound, in: source)))
        }
        all = claims
    }

    /// `code` without `//` comments.
    static func withoutComments(_ code: String) -> String {
        code.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            line.firstRange(of: "//").map { line[..<$0.lowerBound] } ?? line
        }.joined(separator: "\n")
    }

    /// The argument labels of the call whose arguments start at `start` (just after its `(`).
    static func labels(after start: String.Index, in source: String) -> [String] {
        arguments(after: start, in: source).compactMap { argument in
            argument.firstMatch(of: /^\s*([A-Za-z_][A-Za-z0-9_]*)\s*:(?!:)/).map { String($0.1) }
        }
    }

    /// The comma-separated arguments (or parameters) of the list starting at `start`, just after its `(`, split at
    /// its own depth, string literals skipped.
    static func arguments(after start: String.Index, in source: String) -> [Substring] {
        var depth = 0
        var arguments: [Substring] = []
        var argumentStart = start
        var index = start
        while index < source.endIndex {
            let character = source[index]
            if character == "(" || character == "[" || character == "{" { depth += 1 }
            if character == ")" || character == "]" || character == "}" {
                if depth == 0 {
                    arguments.append(source[argumentStart..<index])
                    break
                }
                depth -= 1
            }
            if character == ",", depth == 0 {
                arguments.append(source[argumentStart..<index])
                argumentStart = source.index(after: index)
            }
            if character == "\"" {
                index = source[source.index(after: index)...].firstIndex(of: "\"") ?? source.endIndex
            }
            if index < source.endIndex { index = source.index(after: index) }
        }
        return arguments.filter { !$0.allSatisfy(\.isWhitespace) }
    }
}

/// Generated source, searched for what a snippet claims.
struct GeneratedCode {
    let text: String

    init(_ text: String) { self.text = text }

    func has(_ claim: SnippetClaim) -> Bool {
        switch claim {
        case .type(let name):
            return text.contains(try! Regex("\\b(struct|enum|class|actor|protocol|typealias) \(name)\\b"))
        case .nestedType(let outer, let inner):
            return has(.type(outer))
                && text.contains(try! Regex("\\b(struct|enum|class|actor|protocol|typealias) \(inner)\\b"))
        case .property(let name):
            return text.contains(try! Regex("\\b(var|let) \(name)\\b"))
        case .call(let name, let labels):
            // A method `func name(…)`, or an initializer of a generated client (`init(…)`, whose type `.type` checks).
            let head = name.first?.isUppercase == true ? "init(" : "func \(name)("
            var searchStart = text.startIndex
            while let found = text[searchStart...].firstRange(of: head) {
                searchStart = found.upperBound
                if Self.isOrderedSubsequence(labels, of: parameterLabels(after: found.upperBound)) { return true }
            }
            return false
        }
    }

    /// The argument labels of the parameter list starting at `start`: a parameter `label name: Type` or
    /// `name: Type` is called with its first word (`_`: without a label).
    private func parameterLabels(after start: String.Index) -> [String] {
        SnippetClaims.arguments(after: start, in: text).compactMap { parameter in
            parameter.firstMatch(of: /^\s*([A-Za-z_][A-Za-z0-9_]*)(?:\s+[A-Za-z_][A-Za-z0-9_]*)?\s*:/).map {
                String($0.1)
            }
        }
    }

    static func isOrderedSubsequence(_ labels: [String], of declared: [String]) -> Bool {
        var remaining = declared[...]
        for label in labels {
            guard let index = remaining.firstIndex(of: label) else { return false }
            remaining = remaining[remaining.index(after: index)...]
        }
        return true
    }
}
