import Foundation

/// Builds an ordered query string, skipping absent optional values and repeating the key for arrays.
public struct QueryItems: Sendable, Equatable {
    /// The items built so far, in order.
    public private(set) var items: [URLQueryItem] = []

    /// Creates an empty list.
    public init() {}

    /// Appends `name=value`, or nothing when `value` is `nil`.
    public mutating func append(_ name: String, _ value: (some ParameterValue)?) {
        guard let value else { return }
        items.append(URLQueryItem(name: name, value: value.parameterValue))
    }

    /// Appends `name=value` once per element (`tag=a&tag=b`), or nothing when `values` is `nil`.
    public mutating func append(_ name: String, _ values: [some ParameterValue]?) {
        guard let values else { return }
        for value in values {
            items.append(URLQueryItem(name: name, value: value.parameterValue))
        }
    }
}
