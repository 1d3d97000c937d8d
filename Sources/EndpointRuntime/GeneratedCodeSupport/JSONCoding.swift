import Foundation

/// The JSON encoder and decoder every generated client uses, configured once.
///
/// Dates are ISO 8601: decoding accepts `2024-05-01T12:00:00Z`, `2024-05-01T12:00:00.123+02:00`
/// and other offsets; encoding writes UTC, with fractional seconds only when present.
public enum JSONCoding {
    // MARK: Coders

    /// A decoder with the runtime's date handling.
    public static func makeDecoder() -> JSONDecoder {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .custom { decoder in
            let container = try decoder.singleValueContainer()
            let text = try container.decode(String.self)
            guard let date = parseDateTime(text) else {
                throw DecodingError.dataCorruptedError(
                    in: container,
                    debugDescription: "expected an ISO 8601 date-time, found '\(text)'"
                )
            }
            return date
        }
        return decoder
    }

    /// An encoder with the runtime's date handling and sorted keys, so bodies are stable.
    public static func makeEncoder() -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .custom { date, encoder in
            var container = encoder.singleValueContainer()
            try container.encode(formatDateTime(date))
        }
        return encoder
    }

    private static let sharedDecoder = makeDecoder()

    /// Decodes `type` from `data`, turning `DecodingError` into ``APIError/decoding(_:)`` with the coding path.
    public static func decode<T: Decodable>(_ type: T.Type, from data: Data) throws -> T {
        do {
            return try sharedDecoder.decode(type, from: data)
        } catch let error as DecodingError {
            throw APIError.decoding(DecodingFailure(error, decoding: data))
        }
    }

    // MARK: Dates

    private static let fractionalStyle = Date.ISO8601FormatStyle(includingFractionalSeconds: true)
    private static let wholeSecondStyle = Date.ISO8601FormatStyle()

    /// Parses an ISO 8601 date-time with or without fractional seconds; `nil` when `text` is not one.
    public static func parseDateTime(_ text: String) -> Date? {
        if let date = try? wholeSecondStyle.parse(text) { return date }
        return try? fractionalStyle.parse(text)
    }

    /// Formats `date` as ISO 8601 in UTC, with milliseconds only when the date has a fractional part.
    public static func formatDateTime(_ date: Date) -> String {
        let seconds = date.timeIntervalSince1970
        return seconds.rounded(.down) == seconds ? wholeSecondStyle.format(date) : fractionalStyle.format(date)
    }
}

// MARK: - DecodingError → DecodingFailure

extension DecodingFailure {
    /// Describes a `DecodingError` with its coding path written as `a.b[2].c`.
    public init(_ error: DecodingError) {
        switch error {
        case .typeMismatch(let type, let context):
            self.init(
                codingPath: Self.render(context.codingPath),
                reason: "expected \(Self.name(of: type)): \(context.debugDescription)"
            )
        case .valueNotFound(let type, let context):
            self.init(
                codingPath: Self.render(context.codingPath),
                reason: "expected \(Self.name(of: type)), found null or nothing"
            )
        case .keyNotFound(let key, let context):
            self.init(
                codingPath: Self.render(context.codingPath + [key]),
                reason: "the required key '\(key.stringValue)' is missing"
            )
        case .dataCorrupted(let context):
            self.init(codingPath: Self.render(context.codingPath), reason: context.debugDescription)
        @unknown default:
            self.init(codingPath: "", reason: String(describing: error))
        }
    }

    /// Describes a `DecodingError` raised while decoding `data`, saying plainly when `data` is not JSON at all.
    init(_ error: DecodingError, decoding data: Data) {
        if case .dataCorrupted(let context) = error, context.codingPath.isEmpty,
            (try? JSONSerialization.jsonObject(with: data, options: .fragmentsAllowed)) == nil
        {
            self.init(codingPath: "", reason: "the body is not well-formed JSON")
        } else {
            self.init(error)
        }
    }

    /// Writes a coding path as `products[2].price_cents`.
    static func render(_ path: [any CodingKey]) -> String {
        var text = ""
        for key in path {
            if let index = key.intValue, key.stringValue == "Index \(index)" || key.stringValue == String(index) {
                text += "[\(index)]"
            } else {
                text += text.isEmpty ? key.stringValue : ".\(key.stringValue)"
            }
        }
        return text
    }

    private static func name(of type: Any.Type) -> String {
        String(describing: type)
    }
}
