import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// A builder's default headers checked and merged once, so a request sets all its headers in one step.
///
/// Requests carry the headers that `URLRequest.setValue(_:forHTTPHeaderField:)` calls in this order leave:
/// default headers sorted by name, then the body's `Content-Type` (`application/json` for a JSON body), then the
/// endpoint's headers
/// sorted by name, later entries replacing earlier ones whatever the case of their names. On Linux,
/// FoundationNetworking stores each name as `name.capitalized` and compares names case-insensitively, so the
/// result is a dictionary keyed by capitalized names, set at once; elsewhere the calls are made as they are.
struct PreparedHeaders: Sendable {
    /// The default headers sorted by name.
    private let orderedDefaults: [(name: String, value: String)]
    /// The default headers under their capitalized names, later entries having replaced earlier ones.
    private let mergedDefaults: [String: String]
    /// The first default header (by name) that is not valid, which every request reports.
    private let defaultsError: APIError?

    /// Checks and merges `defaultHeaders`.
    init(defaultHeaders: [String: String]) {
        orderedDefaults = defaultHeaders.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
        var merged: [String: String] = [:]
        var firstError: APIError?
        for (name, value) in orderedDefaults {
            if firstError == nil {
                firstError = Self.validationError(name: name, value: value)
            }
            merged[Self.capitalizedHeaderName(name)] = value
        }
        mergedDefaults = merged
        defaultsError = firstError
    }

    // MARK: Applying

    /// Sets the headers of a request for an endpoint with `endpointHeaders` and a body sent as `bodyContentType`
    /// (`nil` for none).
    ///
    /// - Throws: ``APIError/invalidRequest(_:)`` for the first header, in the order above, whose name is not
    ///   an HTTP token or whose value contains CR, LF or NUL; nothing is set then.
    func apply(endpointHeaders: [String: String], bodyContentType: String?, to request: inout URLRequest) throws {
        if let defaultsError { throw defaultsError }
        if let bodyContentType, bodyContentType != "application/json" {
            try HeaderValidation.validate(name: "Content-Type", value: bodyContentType)
        }
        let sortedEndpointHeaders =
            endpointHeaders.count < 2
            ? endpointHeaders.map { ($0.key, $0.value) } : endpointHeaders.sorted { $0.key < $1.key }
        for (name, value) in sortedEndpointHeaders {
            try HeaderValidation.validate(name: name, value: value)
        }
        #if canImport(FoundationNetworking)
            var fields = mergedDefaults
            if let bodyContentType {
                fields["Content-Type"] = bodyContentType
            }
            for (name, value) in sortedEndpointHeaders {
                fields[Self.capitalizedHeaderName(name)] = value
            }
            if !fields.isEmpty {
                request.allHTTPHeaderFields = fields
            }
        #else
            for (name, value) in orderedDefaults {
                request.setValue(value, forHTTPHeaderField: name)
            }
            if let bodyContentType {
                request.setValue(bodyContentType, forHTTPHeaderField: "Content-Type")
            }
            for (name, value) in sortedEndpointHeaders {
                request.setValue(value, forHTTPHeaderField: name)
            }
        #endif
    }

    // MARK: Names

    /// `name.capitalized`, the name under which FoundationNetworking stores a header, computed byte by byte for
    /// names of ASCII letters, digits and `-` (a letter is uppercased after a non-letter and lowercased after a
    /// letter: `x-request-id` → `X-Request-Id`); other names use `capitalized` itself.
    static func capitalizedHeaderName(_ name: String) -> String {
        var isCapitalized = true
        var previousIsLetter = false
        for byte in name.utf8 {
            let isUpper = UInt8(ascii: "A") <= byte && byte <= UInt8(ascii: "Z")
            let isLower = UInt8(ascii: "a") <= byte && byte <= UInt8(ascii: "z")
            let isDigit = UInt8(ascii: "0") <= byte && byte <= UInt8(ascii: "9")
            guard isUpper || isLower || isDigit || byte == UInt8(ascii: "-") else { return name.capitalized }
            if isUpper ? previousIsLetter : (isLower && !previousIsLetter) { isCapitalized = false }
            previousIsLetter = isUpper || isLower
        }
        if isCapitalized { return name }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(name.utf8.count)
        previousIsLetter = false
        for byte in name.utf8 {
            let lowered = byte | 0x20
            let isLetter = UInt8(ascii: "a") <= lowered && lowered <= UInt8(ascii: "z")
            bytes.append(isLetter ? (previousIsLetter ? lowered : lowered & ~0x20) : byte)
            previousIsLetter = isLetter
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    // MARK: Helpers

    private static func validationError(name: String, value: String) -> APIError? {
        do {
            try HeaderValidation.validate(name: name, value: value)
            return nil
        } catch let error as APIError {
            return error
        } catch {
            return .invalidRequest(String(describing: error))
        }
    }
}
