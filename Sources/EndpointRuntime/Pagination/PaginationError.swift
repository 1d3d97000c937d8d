import Foundation

/// Why a ``PageSequence`` (or its ``PageSequence/items``) ended with an error rather than at its last page.
///
/// Errors of the pages' requests themselves (``APIError``, an endpoint's typed error, `CancellationError`) end the
/// sequence as they are; this type says only what is wrong with the pagination.
public enum PaginationError: Error, Sendable, Equatable, CustomStringConvertible, LocalizedError {
    /// The page asks for the next page with the position the request of this page sent (the same cursor, `Link`
    /// or next-page URL): following it would request the same page forever.
    case repeatedPosition(page: Int, position: String)
    /// The page's body is the page before's, byte for byte, although it was asked for with the next offset or page
    /// number: the server ignores the parameter, and would be asked forever.
    case repeatedPage(page: Int)
    /// The next page's URL (from a `Link` header or a response field) is on another origin (scheme, host or port)
    /// than the first page's, where the client's credentials must not be sent; or it is not a URL.
    case unusableNextURL(page: Int, url: String)

    /// A sentence saying what happened, naming the page (the first is 1).
    public var description: String {
        switch self {
        case .repeatedPosition(let page, let position):
            "Page \(page) points to itself as the next page (\(position)); stopped rather than request it again."
        case .repeatedPage(let page):
            "Page \(page) is the page before it again; the server ignores the offset or page number, so stopped."
        case .unusableNextURL(let page, let url):
            "Page \(page) names a next page that is not on the first page's server: \(url)."
        }
    }

    /// ``description``.
    public var errorDescription: String? { description }
}
