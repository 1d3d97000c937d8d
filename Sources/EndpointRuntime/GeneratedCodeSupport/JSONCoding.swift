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
