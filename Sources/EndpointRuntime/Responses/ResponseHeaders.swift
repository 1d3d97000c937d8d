/// The typed headers of a response: generated per endpoint from the headers its 2xx responses declare.
public protocol ResponseHeaders: Sendable {
    /// Reads the declared headers from `headerFields`, the headers of a response with `statusCode` (which decides
    /// whether a header only some 2xx responses require must be there).
    ///
    /// - Throws: ``APIError/missingHeader(name:)`` for a missing required header and
    ///   ``APIError/invalidHeader(name:expected:)`` for a value that does not parse.
    init(headerFields: HeaderFields, statusCode: Int) throws
}

/// The headers of an endpoint whose responses declare none; read ``APIResponse/headerFields`` for any header.
public struct NoHeaders: ResponseHeaders, Hashable {
    /// Creates the empty headers.
    public init() {}

    /// Reads nothing.
    public init(headerFields: HeaderFields, statusCode: Int) {}
}
