/// Why a search request is invalid; raised before anything is sent.
public enum SearchError: Error, Equatable, Sendable {
    /// The query has fewer than ``SearchQuery/minimumLength`` characters once trimmed.
    case queryTooShort
    /// The requested number of results is zero or negative; holds the value received.
    case invalidLimit(Int)
}
