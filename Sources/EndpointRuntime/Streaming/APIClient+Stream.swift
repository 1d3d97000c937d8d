import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

// MARK: - Streamed responses

extension APIClient {
    /// Sends `endpoint` and returns the server-sent events of its `text/event-stream` response as they arrive, each
    /// event's `data` decoded as JSON into `Payload`.
    ///
    /// - Parameters:
    ///   - endpoint: The call, whose successful body is read as the stream.
    ///   - payload: The type each event's `data` decodes as.
    ///   - sentinel: The `data` of the event that ends the stream cleanly (such as `[DONE]`); it is not delivered.
    /// - Throws: before the stream is returned, what ``send(_:)`` throws for a status that is not a declared success
    ///   (the error body read whole, up to ``maximumDownloadErrorBodySize``); while it is read, see
    ///   ``ResponseStream``.
    public func events<Payload: Decodable & Sendable, Headers>(
        _ endpoint: EndpointWithHeaders<Data, Headers>,
        of payload: Payload.Type,
        sentinel: String? = nil
    ) async throws -> ResponseStream<TypedServerSentEvent<Payload>> {
        try await typedEvents(endpoint, sentinel: sentinel) { event in
            try JSONCoding.decode(Payload.self, from: Data(event.data.utf8))
        }
    }

    /// The server-sent events of `endpoint` until the one whose `data` is `sentinel`, each with its `data` made a
    /// `Payload` by `decodeData`: what ``events(_:of:sentinel:)`` and ``namedEvents(_:of:sentinel:)`` share.
    func typedEvents<Payload: Sendable, Headers>(
        _ endpoint: EndpointWithHeaders<Data, Headers>,
        sentinel: String?,
        decodeData: @escaping @Sendable (ServerSentEvent) throws -> Payload
    ) async throws -> ResponseStream<TypedServerSentEvent<Payload>> {
        try await stream(
            endpoint,
            framer: ServerSentEventParser(maximumEventSize: streaming.maximumItemSize),
            counting: .event
        ) { event in
            sentinel != nil && event.data == sentinel
        } decode: { event in
            TypedServerSentEvent(
                type: event.type,
                data: try decodeData(event),
                lastEventID: event.lastEventID,
                retryMilliseconds: event.retryMilliseconds
            )
        }
    }

    /// Sends `endpoint` and returns the server-sent events of its `text/event-stream` response as they arrive, each
    /// event's `data` as text.
    ///
    /// - Parameters:
    ///   - endpoint: The call, whose successful body is read as the stream.
    ///   - sentinel: The `data` of the event that ends the stream cleanly (such as `[DONE]`); it is not delivered.
    /// - Throws: what ``events(_:of:sentinel:)`` throws.
    public func events<Headers>(
        _ endpoint: EndpointWithHeaders<Data, Headers>,
        sentinel: String? = nil
    ) async throws -> ResponseStream<ServerSentEvent> {
        try await stream(
            endpoint,
            framer: ServerSentEventParser(maximumEventSize: streaming.maximumItemSize),
            counting: .event
        ) { event in
            sentinel != nil && event.data == sentinel
        } decode: { event in
            event
        }
    }

    /// Sends `endpoint` and returns the values of its JSON Lines response (`application/jsonl`,
    /// `application/x-ndjson`) as they arrive, each line decoded as `Value`; blank lines are skipped.
    ///
    /// - Throws: what ``events(_:of:sentinel:)`` throws.
    public func jsonLines<Value: Decodable & Sendable, Headers>(
        _ endpoint: EndpointWithHeaders<Data, Headers>,
        of value: Value.Type
    ) async throws -> ResponseStream<Value> {
        try await stream(endpoint, framer: JSONLinesFramer(maximumLineSize: streaming.maximumItemSize), counting: .line)
        {
            _ in
            false
        } decode: { line in
            try JSONCoding.decode(Value.self, from: line)
        }
    }

    /// Sends `endpoint` and returns the values of its JSON text sequence response (`application/json-seq`,
    /// RFC 7464) as they arrive, each record decoded as `Value`.
    ///
    /// - Throws: what ``events(_:of:sentinel:)`` throws.
    public func jsonSequence<Value: Decodable & Sendable, Headers>(
        _ endpoint: EndpointWithHeaders<Data, Headers>,
        of value: Value.Type
    ) async throws -> ResponseStream<Value> {
        try await stream(endpoint, framer: JSONTextSequenceFramer(maximumRecordSize: streaming.maximumItemSize)) {
            _ in
            false
        } decode: { record in
            try JSONCoding.decode(Value.self, from: record)
        }
    }

    /// Sends `endpoint` and returns its response body as the items `framer` finds in it, each made by `decode`, as
    /// they arrive: the general form of ``events(_:of:sentinel:)``, for a format of your own.
    ///
    /// - Parameters:
    ///   - endpoint: The call, whose successful body is read as the stream.
    ///   - framer: Splits the body into records; its own size limit bounds each record.
    ///   - isSentinel: Whether a record ends the stream cleanly (it is not delivered, and the connection closes).
    ///   - decode: Makes a record an item; what it throws ends the stream with that error.
    /// - Throws: what ``events(_:of:sentinel:)`` throws.
    @_spi(Generated) public func stream<Framer: StreamFramer, Element: Sendable, Headers>(
        _ endpoint: EndpointWithHeaders<Data, Headers>,
        framer: Framer,
        until isSentinel: @escaping @Sendable (Framer.Record) -> Bool,
        decode: @escaping @Sendable (Framer.Record) throws -> Element
    ) async throws -> ResponseStream<Element> {
        try await stream(endpoint, framer: framer, counting: .record, until: isSentinel, decode: decode)
    }

    /// ``stream(_:framer:until:decode:)``, logging the records it delivers as `kind` (see ``StreamRecords``).
    func stream<Framer: StreamFramer, Element: Sendable, Headers>(
        _ endpoint: EndpointWithHeaders<Data, Headers>,
        framer: Framer,
        counting kind: StreamRecords.Kind,
        until isSentinel: @escaping @Sendable (Framer.Record) -> Bool,
        decode: @escaping @Sendable (Framer.Record) throws -> Element
    ) async throws -> ResponseStream<Element> {
        let tally = StreamTally(kind: kind)
        let streaming = try await RequestContext.with({ $0.streamTally = tally }) {
            try await streamingExchange(endpoint)
        }
        do {
            try await Self.requireSuccess(streaming.response, body: streaming.body, for: endpoint)
        } catch {
            throw ErrorClassification.surfacingCancellation(error)
        }
        return ResponseStream(
            statusCode: streaming.response.statusCode,
            headerFields: HeaderFields(streaming.response),
            body: streaming.body,
            idleTimeout: self.streaming.idleTimeout,
            clock: self.streaming.clock
        ) {
            StreamItemDecoder(chunks: $0, framer: framer, tally: tally, isSentinel: isSentinel, decode: decode)
        }
    }

    /// Throws the error a response that is not a success of `endpoint` calls for, its body read whole first (up to
    /// ``maximumDownloadErrorBodySize``): the endpoint's typed error, or ``APIError/unexpectedStatus(code:body:)``.
    static func requireSuccess<Headers>(
        _ response: HTTPURLResponse,
        body: AsyncThrowingStream<Data, any Error>,
        for endpoint: EndpointWithHeaders<Data, Headers>
    ) async throws {
        let status = response.statusCode
        let isSuccess =
            (200..<300).contains(status)
            && (endpoint.successes.isEmpty
                || DeclaredStatus.bestMatch(for: status, in: endpoint.successes, statusOf: \.status) != nil)
        guard !isSuccess else { return }
        var data = Data()
        for try await chunk in body {
            guard data.count + chunk.count <= maximumDownloadErrorBodySize else {
                throw APIError.responseTooLarge(limit: maximumDownloadErrorBodySize)
            }
            data.append(chunk)
        }
        guard (200..<300).contains(status) else {
            throw declaredError(of: response, data: data, among: endpoint.errors)
        }
        throw APIError.unexpectedStatus(code: status, body: data)
    }
}
