import EndpointSpec

// MARK: - Streams beside JSON

extension OpenAPIConverter {
    /// The streaming media type `node` (a response whose JSON content was imported) offers as well: chat-completion
    /// APIs answer one `200` with `application/json` or `text/event-stream`, picked by the request. A success
    /// response keeps the first streaming media type as its `stream` (a second call); every other one, and a
    /// stream beside an error response's JSON, is a warning.
    mutating func streamBesideJSON(in node: JSONNode, status: String, hint: String) -> ImportedStream? {
        let streams = (node.member("content")?.value.objectMembers ?? []).filter { member in
            (try? BodyMediaType.parse(member.key).get())?.kind.isStreaming == true
        }
        guard let first = streams.first else { return nil }
        guard status.hasPrefix("2") else {
            for stream in streams {
                warn(
                    "the \(status) response offers \(stream.key) beside JSON; an error response is read whole as "
                        + "JSON, so the stream is not read",
                    at: stream.keyLocation,
                    loss: .init(.response)
                )
            }
            return nil
        }
        for other in streams.dropFirst() {
            warn(
                "the \(status) response offers \(other.key) beside JSON and \(first.key); a call gets one streaming "
                    + "alternative, \(first.key), so \(other.key) is not generated",
                at: other.keyLocation,
                loss: .init(.response)
            )
        }
        let kind = (try? BodyMediaType.parse(first.key).get())?.kind ?? .eventStream
        return ImportedStream(
            mediaType: first.key,
            schema: streamItemSchema(of: first.value, kind: kind, hint: hint),
            location: first.keyLocation,
            examples: kind == .eventStream ? eventStreamExamples(of: first.value) : []
        )
    }
}

extension OpenAPIConverter {
    /// Keeps a response's `stream` only where the spec can declare it: on the success response an endpoint's call
    /// returns (its lowest 2xx), and where the streaming call's name, `<endpoint>Stream`, is not another endpoint's.
    /// Every other stream is a warning.
    mutating func confineStreamingCalls(_ endpoints: inout [ImportedEndpoint]) {
        guard endpoints.contains(where: { $0.responses.contains { $0.stream != nil } }) else { return }
        let names = Set(endpoints.map(\.name))
        for endpointIndex in endpoints.indices {
            let endpoint = endpoints[endpointIndex]
            let firstSuccess = endpoint.responses.filter(\.isSuccess)
                .compactMap { response in ImportedResponse.status(response.status).map { ($0, response.status) } }
                .min { $0.0 < $1.0 }?.1
            for responseIndex in endpoint.responses.indices {
                let response = endpoint.responses[responseIndex]
                guard let stream = response.stream else { continue }
                let callName = endpoint.name + "Stream"
                if response.status != firstSuccess {
                    warn(
                        "the \(response.status) response offers \(stream.mediaType) beside JSON, but only the call's "
                            + "own success response (\(firstSuccess ?? "none")) can have a streaming call; the stream "
                            + "is not generated",
                        at: stream.location,
                        loss: .init(.response)
                    )
                } else if names.contains(callName) {
                    warn(
                        "the \(response.status) response offers \(stream.mediaType) beside JSON, but its streaming "
                            + "call's name, '\(callName)', is another operation's; the stream is not generated "
                            + "(rename one of them in the configuration's 'rename.endpoints')",
                        at: stream.location,
                        loss: .init(.response)
                    )
                } else {
                    continue
                }
                endpoints[endpointIndex].responses[responseIndex].stream = nil
            }
        }
    }
}

// MARK: - Examples of an event stream

extension OpenAPIConverter {
    /// The `example` and `examples` values of an event-stream media type object that are event-stream text
    /// (`"event: a\ndata: {…}\n\n"`), each as the list of events the stub server sends back:
    /// `{ "event": name, "data": text }`, `message` for an event without a name.
    func eventStreamExamples(of media: JSONNode) -> [ImportedExample] {
        var values: [JSONNode] = media.member("example").map { [$0.value] } ?? []
        for member in media.member("examples")?.value.objectMembers ?? [] {
            if let value = member.value.member("value") { values.append(value.value) }
        }
        return values.compactMap { value in
            guard case .string(let text) = value.value else { return nil }
            let events = Self.events(inEventStreamText: text)
            guard !events.isEmpty else { return nil }
            var example = ImportedExample(node: value)
            example.streamItems = .array(
                events.map { .object([SpecMember("event", .string($0.name)), SpecMember("data", .string($0.data))]) }
            )
            return example
        }
    }

    /// The events of event-stream `text`, as the HTML standard reads them: `event:` names one, `data:` lines join
    /// with line feeds, a blank line dispatches it (an event without data is skipped); comments and other fields
    /// are ignored.
    static func events(inEventStreamText text: String) -> [(name: String, data: String)] {
        var events: [(name: String, data: String)] = []
        var name = ""
        var data: [String]? = nil
        let lines = text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" })
        for line in lines.map(String.init) + [""] {
            if line.isEmpty {
                if let data { events.append((name.isEmpty ? "message" : name, data.joined(separator: "\n"))) }
                (name, data) = ("", nil)
                continue
            }
            let field = line.prefix { $0 != ":" }
            var value = line.dropFirst(field.count).dropFirst()
            if value.first == " " { value = value.dropFirst() }
            switch field {
            case "event": name = String(value)
            case "data": data = (data ?? []) + [String(value)]
            default: continue
            }
        }
        return events
    }
}
