import CatalogDomain

/// Turns any error into the sentence shown to the user; shared by the view models and the `catalog` CLI.
public enum UserFacingMessage {
    /// The message for `error`:
    /// - ``ProductError`` and ``SearchError`` get a fixed sentence naming the offending input;
    /// - a ``DescribedFailure`` gives its own ``DescribedFailure/userMessage``;
    /// - `CancellationError` gets a neutral sentence (view models never show it; they return to a settled state);
    /// - anything else gets a generic sentence that names only the error's type, never its contents.
    public static func describe(_ error: any Error) -> String {
        switch error {
        case let error as ProductError:
            describe(error)
        case let error as SearchError:
            describe(error)
        case let error as any DescribedFailure:
            error.userMessage
        case is CancellationError:
            "The request was cancelled."
        default:
            "Something went wrong: an unexpected \(type(of: error)) error. Please try again."
        }
    }

    // MARK: Domain errors

    private static func describe(_ error: ProductError) -> String {
        switch error {
        case .notFound(let id):
            "No product with id '\(id.rawValue)'."
        case .invalidProduct:
            "The catalog returned an invalid product."
        }
    }

    private static func describe(_ error: SearchError) -> String {
        switch error {
        case .queryTooShort:
            "The search query must be at least \(SearchQuery.minimumLength) characters."
        case .invalidLimit(let limit):
            "The result limit must be a positive number, not \(limit)."
        }
    }
}
