import CatalogApplication
import CatalogDomain
import EndpointLocking

/// A price feed that answers every `priceChanges(of:)` with the same changes, then ends the feed as told:
/// finished, failed with an error, or left open until the consumer stops. Records the identifiers asked for.
public final class StubPriceWatching: PriceWatching {
    /// How a feed ends after its changes.
    public enum Ending: Sendable {
        /// The feed ends normally.
        case finish
        /// The feed ends with `error` after its changes.
        case fail(any Error)
        /// The feed stays open; only the consumer can stop it.
        case stayOpen
    }

    private let changes: [PriceChange]
    private let ending: Ending
    private let openError: (any Error)?
    private let recorded = Locked<(ids: [Product.ID], stopped: Int)>(([], 0))

    /// A feed of `changes` ended by `ending`; with `openError`, opening it throws that instead.
    public init(_ changes: [PriceChange], ending: Ending = .finish, openError: (any Error)? = nil) {
        self.changes = changes
        self.ending = ending
        self.openError = openError
    }

    /// The products asked for, in order.
    public var requestedIDs: [Product.ID] { recorded.current.ids }
    /// How many feeds their consumer stopped before they ended.
    public var stoppedEarly: Int { recorded.current.stopped }

    public func priceChanges(of id: Product.ID) async throws -> AsyncThrowingStream<PriceChange, any Error> {
        recorded.withLock { $0.ids.append(id) }
        if let openError { throw openError }
        let (stream, continuation) = AsyncThrowingStream<PriceChange, any Error>.makeStream()
        continuation.onTermination = { [recorded] termination in
            if case .cancelled = termination { recorded.withLock { $0.stopped += 1 } }
        }
        for change in changes { continuation.yield(change) }
        switch ending {
        case .finish: continuation.finish()
        case .fail(let error): continuation.finish(throwing: error)
        case .stayOpen: break
        }
        return stream
    }
}
