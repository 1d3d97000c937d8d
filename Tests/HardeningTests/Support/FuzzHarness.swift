import CatalogAPI
import CatalogApplication
import CatalogDomain
import CommandLineSupport
import EndpointCodegen
import EndpointOpenAPI
@_spi(Generated) import EndpointRuntime
import EndpointSpec
import EndpointStubServer
import EndpointTestSupport
import Foundation
import HTTPSemantics

@testable import CatalogCLI

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The work each libFuzzer entry in `Fuzz/` does with one input, callable from `swift test`, so every seed and
/// every crash input found by `scripts/fuzz.sh` is replayed on each test run.
enum FuzzHarness {
    /// The fuzz targets, named like their directories in `Fuzz/` and `Fuzz/corpus/`.
    enum Target: String, CaseIterable, Sendable {
        case spec, yaml, openapi, references
        case htmlDocs = "html-docs"
        case eventStream = "event-stream"
        case form
        case multipart
        case curlHead = "curl-head"
        case linkHeader = "link-header"
        case catalogResponse = "catalog-response"
        case responses
        case cliArguments = "cli-arguments"
    }

    /// Runs `bytes` through `target` exactly as its fuzz entry does.
    static func run(_ target: Target, _ bytes: [UInt8]) async {
        switch target {
        case .spec: spec(bytes)
        case .htmlDocs: htmlDocs(bytes)
        case .yaml: yaml(bytes)
        case .openapi: openAPI(bytes)
        case .references: references(bytes)
        case .eventStream: eventStream(bytes)
        case .form: form(bytes)
        case .multipart: multipart(bytes)
        case .curlHead: curlHead(bytes)
        case .linkHeader: linkHeader(bytes)
        case .catalogResponse: await catalogResponse(Data(bytes))
        case .responses: await responses(bytes)
        case .cliArguments: _ = cliArguments(bytes)
        }
    }

    /// `Fuzz/html-docs/FuzzHTMLDocs.swift`.
    static func htmlDocs(_ bytes: [UInt8]) {
        let text = String(decoding: bytes, as: UTF8.self)
        let bases: [String?] = [nil, "https://api.example.com", "http://docs.example.com/guide/intro.html"]
        let base = bases[Int(bytes.first ?? 0) % bases.count]
        let markdown = HTMLDocumentation.markdown(from: text, linkBase: base)
        if !text.contains("<"), markdown != text { fatalError("text without markup changed") }
        let inputControls = Set(text.unicodeScalars.filter { $0.value < 0x20 })
        for scalar in markdown.unicodeScalars where scalar.value < 0x20 && scalar != "\n" && scalar != "\t" {
            if !inputControls.contains(scalar) { fatalError("the Markdown holds U+\(scalar.value) the input did not") }
        }
        _ = HTMLDocumentation.markdown(from: markdown, linkBase: base)
    }

    /// `Fuzz/spec/FuzzSpec.swift`.
    static func spec(_ bytes: [UInt8]) {
        let outline = JSONOutline(bytes)
        for member in outline.root.map(outline.members(ofObjectAt:)) ?? [] {
            _ = outline.string(at: member.value)
            _ = outline.members(ofObjectAt: member.value)
        }
        for path in ["fuzz.json", "fuzz.yaml"] {
            let result = SpecLoader.load(text: bytes, path: path)
            _ = DiagnosticRenderer(source: bytes).render(result.diagnostics)
            _ = DiagnosticRenderer.summary(of: result.diagnostics)
            if let spec = result.spec {
                _ = CodeGenerator.generate(spec)
            }
        }
    }

    /// `Fuzz/references/FuzzReferences.swift`: the entry and the files it may refer to, split at NUL bytes and
    /// served from memory.
    static func references(_ bytes: [UInt8]) {
        let names = ["/fuzz/split/openapi.yaml", "/fuzz/split/a.yaml", "/fuzz/split/b/c.json", "/fuzz/split/b/d.yml"]
        let parts = bytes.split(separator: 0, maxSplits: 3, omittingEmptySubsequences: false).map(Array.init)
        var files: [String: [UInt8]] = [:]
        for (name, part) in zip(names, parts) { files[name] = part }
        let served = files
        var loader = SpecLoader.standard
        loader.readFile = { path in
            served[path].map { .success($0) } ?? .failure(FileReader.Failure(reason: "no such file"))
        }
        for format in [nil, InputFormat.openAPI, .endpointSpec] {
            let result = loader.load(bytes: parts[0], path: names[0], as: format)
            _ = DiagnosticRenderer(sources: result.sources).render(result.diagnostics)
        }
    }

    /// `Fuzz/yaml/FuzzYAML.swift`: the outline never traps; a document that parses without errors must parse back
    /// from its JSON text and from its YAML text in every layout.
    static func yaml(_ bytes: [UInt8]) {
        let document = YAMLDocument.parse(bytes, file: "fuzz.yaml")
        _ = DiagnosticRenderer(source: bytes).render(document.diagnostics)
        let outline = YAMLOutline(bytes)
        for member in outline.root.map(outline.members(ofObjectAt:)) ?? [] {
            _ = outline.string(at: member.value)
            for nested in outline.members(ofObjectAt: member.value) {
                _ = outline.string(at: nested.value)
                for deeper in outline.members(ofObjectAt: nested.value) { _ = outline.string(at: deeper.value) }
            }
        }
        if let root = document.root, !document.diagnostics.contains(where: { $0.severity == .error }) {
            let value = root.specValue
            let json = JSONWriter.bytes(value)
            precondition(
                YAMLDocument.parse(json, file: "fuzz.json").root?.specValue == value,
                "the JSON text of a parsed YAML document does not parse back to the same value"
            )
            for layout in [JSONLayout.pretty(), .compact, .specDocument, .pretty(indentWidth: 3, lineWidth: 30)] {
                let reparsed = YAMLDocument.parse(YAMLWriter.bytes(value, layout: layout), file: "written.yaml")
                precondition(
                    reparsed.root?.specValue == value && reparsed.diagnostics.isEmpty,
                    "the YAML text written for a parsed YAML document does not parse back to the same value"
                )
            }
        }
    }

    /// `Fuzz/openapi/FuzzOpenAPI.swift`.
    static func openAPI(_ bytes: [UInt8]) {
        let result = SpecLoader.standard.load(bytes: bytes, path: "fuzz.json", as: .openAPI)
        _ = DiagnosticRenderer(sources: result.sources).render(result.diagnostics)
        if let specText = result.specText?() {
            _ = SpecLoader.load(text: Array(specText.utf8), path: "imported.json")
        }
        if let specText = result.specText(in: .yaml)?() {
            _ = SpecLoader.load(text: Array(specText.utf8), path: "imported.yaml")
        }
    }

    /// `Fuzz/event-stream/FuzzEventStream.swift`: each framer gives the same records whole and in chunks.
    static func eventStream(_ bytes: [UInt8]) {
        guard let seed = bytes.first else { return }
        let stream = Array(bytes.dropFirst())
        let limit = 8 + Int(seed % 64)
        checkFraming(ServerSentEventParser(maximumEventSize: limit), stream, seed: seed)
        checkFraming(JSONLinesFramer(maximumLineSize: limit), stream, seed: seed)
        checkFraming(JSONTextSequenceFramer(maximumRecordSize: limit), stream, seed: seed)
    }

    private static func checkFraming<Framer: StreamFramer>(_ framer: Framer, _ stream: [UInt8], seed: UInt8)
    where Framer.Record: Equatable {
        var state = UInt32(seed) | 1
        let chunked = FramingOutcome.of(framer, stream) {
            state = state &* 1_103_515_245 &+ 12345
            return Int(state >> 16) % 16 + 1
        }
        let whole = FramingOutcome.of(framer, stream) { stream.count }
        precondition(whole == chunked, "\(Framer.self) gives other records in chunks")
    }

    /// `Fuzz/multipart/FuzzMultipart.swift`: parts that parse are written again to bytes that parse back to them.
    static func multipart(_ bytes: [UInt8]) {
        guard let first = bytes.first else { return }
        let length = Int(first % 16) + 1
        let alphabet = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_".utf8)
        let spelled = bytes.dropFirst().prefix(length).map {
            alphabet.contains($0) ? $0 : alphabet[Int($0) % alphabet.count]
        }
        let boundary = String(decoding: spelled, as: UTF8.self)
        let body = Array(bytes.dropFirst(1 + length))
        guard !boundary.isEmpty, let parts = try? MultipartFormParser.parse(body, boundary: boundary) else { return }
        func plain(_ text: String?) -> Bool {
            !(text ?? "").unicodeScalars.contains { "\"\r\n\0".unicodeScalars.contains($0) }
        }
        var rewritten: [MultipartPart] = []
        for part in parts {
            guard plain(part.name), plain(part.filename), plain(part.contentType), part.contentType?.isEmpty != true
            else { return }
            if let filename = part.filename {
                rewritten.append(
                    .file(
                        name: part.name,
                        data: Data(part.body),
                        filename: filename,
                        contentType: part.contentType ?? "application/octet-stream"
                    )
                )
            } else if part.contentType == nil, Array(String(decoding: part.body, as: UTF8.self).utf8) == part.body {
                rewritten.append(.text(name: part.name, String(decoding: part.body, as: UTF8.self)))
            } else {
                return
            }
        }
        let form = MultipartFormData(parts: rewritten)
        let written = try? MultipartWriter(form).writeAll()
        precondition(written != nil, "the writer rejected parsed parts")
        let again = try? MultipartFormParser.parse(Array(written ?? Data()), boundary: form.boundary)
        let expected = parts.map { part in
            MultipartFormParser.Part(
                name: part.name,
                filename: part.filename,
                contentType: part.filename != nil ? (part.contentType ?? "application/octet-stream") : part.contentType,
                body: part.body
            )
        }
        precondition(again == expected, "written parts parse back differently")
        precondition((try? form.contentLength()) == Int64(written?.count ?? -1), "contentLength differs from the bytes")
    }

    /// `Fuzz/link-header/FuzzLinkHeader.swift`: the bytes read as a `Link` field.
    static func linkHeader(_ bytes: [UInt8]) {
        let field = String(decoding: bytes, as: UTF8.self)
        let header = LinkHeader(field)
        for link in header.links {
            precondition(!link.target.isEmpty && !link.target.contains(">"), "a target is empty or holds '>'")
            for relation in link.relations {
                precondition(relation == relation.lowercased() && !relation.contains(" "), "a relation is unnormalized")
            }
        }
        if let next = header.target(relation: "next") {
            let first = header.links.first { $0.relations.contains("next") }?.target
            precondition(first == next, "target(relation:) is not the first link with the relation")
        }
    }

    /// `Fuzz/curl-head/FuzzCurlHead.swift`: the bytes split after each LF and read as the lines of a response head
    /// (the Curl transport is Linux-only; elsewhere there is nothing to check).
    static func curlHead(_ bytes: [UInt8]) {
        #if os(Linux)
            var head = CurlResponseHead()
            var lines: [ArraySlice<UInt8>] = []
            var start = 0
            for (index, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") {
                lines.append(bytes[start...index])
                start = index + 1
            }
            if start < bytes.count { lines.append(bytes[start...]) }
            for line in lines {
                let wasComplete = head.isComplete
                let fieldsBefore = head.fields.count
                let progress = line.withUnsafeBytes { head.read(line: $0) }
                if wasComplete {
                    precondition(
                        progress == .incomplete && head.fields.count == fieldsBefore,
                        "a complete head changed"
                    )
                    continue
                }
                let bareLF =
                    line.last == UInt8(ascii: "\n") && (line.count < 2 || line[line.endIndex - 2] != UInt8(ascii: "\r"))
                precondition(!bareLF || progress == .malformed, "a bare LF was accepted")
                if progress == .malformed { return }
                precondition(
                    progress != .complete || (head.isComplete && (head.statusCode ?? 0) >= 200),
                    "a completed head has no final status"
                )
                for (name, value) in head.fields {
                    precondition(HTTPToken.isValid(name), "name is not a token")
                    precondition(
                        !value.unicodeScalars.contains { "\r\n\0".unicodeScalars.contains($0) },
                        "a field value holds a line break or NUL"
                    )
                }
            }
            guard let url = URL(string: "https://fuzz.example.com/"), let response = head.response(for: url) else {
                return
            }
            precondition((100...999).contains(response.statusCode), "status out of range")
            for (name, _) in head.fields {
                precondition(response.value(forHTTPHeaderField: name) != nil, "a field is missing from the response")
            }
        #endif
    }

    /// `Fuzz/form/FuzzForm.swift`: parsed pairs serialize to bytes that parse back to them, and every style writes
    /// only encoded bytes.
    static func form(_ bytes: [UInt8]) {
        let pairs = FormEncoding.parse(bytes)
        let serialized = FormEncoding.serialize(pairs)
        precondition(FormEncoding.parse(Array(serialized.utf8)) == pairs, "parse(serialize(pairs)) differs")
        let members = pairs.map { pair -> FormMember in
            let path = pair.name.split(separator: ".", omittingEmptySubsequences: false).prefix(8)
            var value = FormValue.text(pair.value)
            for (depth, name) in path.dropFirst().reversed().enumerated() {
                value =
                    depth % 2 == 0 ? .object([FormMember(String(name), value)]) : .list([value, .text(String(name))])
            }
            return FormMember(String(path.first ?? ""), value)
        }
        let styles: [FormStyle] = [.default, .form(explode: false), .spaceDelimited, .pipeDelimited, .deepObject]
        for style in styles {
            let names = Dictionary(members.map { ($0.name, style) }, uniquingKeysWith: { first, _ in first })
            let encoded = FormEncoding.serialize(FormEncoding.pairs(members, styles: names))
            precondition(
                encoded.utf8.allSatisfy { byte in
                    (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
                        || "*-._+%=&".utf8.contains(byte)
                },
                "\(style) wrote a byte the form serializer must encode"
            )
        }
    }

    /// `Fuzz/catalog-response/FuzzCatalogResponse.swift`.
    static func catalogResponse(_ body: Data) async {
        if let product = try? JSONCoding.decode(ProductDTO.self, from: body) {
            _ = try? product.toDomain()
        }
        _ = try? JSONCoding.decode(ProductSearchPageDTO.self, from: body)
        guard let baseURL = URL(string: "https://catalog.example.com") else { return }
        let client = CatalogClient(baseURL: baseURL, httpClient: StubHTTPClient(body: body))
        _ = try? await client.getProduct(id: "p-1")
        _ = try? await client.searchProducts(q: "mug", limit: 5)
        let repository = HTTPProductRepository(client: client)
        _ = try? await repository.product(id: Product.ID(rawValue: "p-1"))
        if let query = try? SearchQuery("mug") {
            _ = try? await repository.search(query, limit: 5)
        }
    }

    /// `Fuzz/responses/FuzzResponses.swift`: a status (two bytes), a header value, NUL, a body.
    static func responses(_ bytes: [UInt8]) async {
        let status = 100 + Int(bytes.prefix(2).reduce(0) { $0 * 256 + Int($1) } % 500)
        let rest = bytes.dropFirst(2)
        let separator = rest.firstIndex(of: 0) ?? rest.endIndex
        let headerValue = String(decoding: rest[..<separator], as: UTF8.self)
        let body = Data(rest[separator...].dropFirst())
        let fields = HeaderFields(["X-Value": headerValue])
        _ = try? fields.value("x-value", as: Int.self)
        _ = try? fields.value("X-VALUE", as: Int32.self)
        _ = try? fields.value("X-Value", as: Int64.self)
        _ = try? fields.value("X-Value", as: Double.self)
        _ = try? fields.value("X-Value", as: Float.self)
        _ = try? fields.value("X-Value", as: Bool.self)
        _ = try? fields.value("X-Value", as: Date.self)
        _ = try? fields.value("X-Value", as: CalendarDate.self)
        _ = try? fields.value("X-Value", as: UUID.self)
        _ = try? fields.value("X-Value", as: URL.self)
        _ = try? fields.value("X-Value", as: Data.self)
        _ = try? fields.value("X-Value", as: [Int].self)
        _ = try? fields.required("X-Value", as: [String].self)
        guard let baseURL = URL(string: "https://catalog.example.com") else { return }
        let http = StubHTTPClient(
            status: status,
            headers: ["Content-Type": "application/json", "X-RateLimit-Remaining": headerValue],
            body: body
        )
        let client = CatalogClient(baseURL: baseURL, httpClient: http)
        do {
            _ = try await client.getProduct(id: "p-1")
        } catch let error as CatalogEndpoints.GetProductError {
            _ = error.description
        } catch {
            _ = HTTPStatus.code(of: error)
        }
        _ = try? await client.withResponse(CatalogEndpoints.getProduct(id: "p-1"))
        _ = try? await HTTPProductRepository(client: client).product(id: Product.ID(rawValue: "p-1"))
    }

    /// `Fuzz/cli-arguments/FuzzCLIArguments.swift`: NUL-separated arguments.
    static func cliArguments(_ bytes: [UInt8]) -> Result<CatalogCommand, UsageError> {
        let arguments = bytes.split(separator: 0, omittingEmptySubsequences: false).map {
            String(decoding: $0, as: UTF8.self)
        }
        return Result { () throws(UsageError) -> CatalogCommand in
            try ArgumentParser(arguments: arguments).parse()
        }
    }
}
