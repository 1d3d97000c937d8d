import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Sorts errors into the kinds the runtime treats differently: cancellation and transient transport failures.
enum ErrorClassification {
    /// Whether `error` means the work was cancelled: `CancellationError`, `URLError.cancelled`, or a transport
    /// failure carrying the `URLError.cancelled` code.
    static func isCancellation(_ error: any Error) -> Bool {
        switch error {
        case is CancellationError:
            true
        case let error as URLError:
            error.code == .cancelled
        case APIError.transport(let code, _):
            code == URLError.Code.cancelled.rawValue
        default:
            false
        }
    }

    /// Whether `error` is a failure to get any HTTP answer (worth retrying): `APIError.transport` or `URLError`.
    static func isTransportFailure(_ error: any Error) -> Bool {
        switch error {
        case is URLError, APIError.transport:
            !isCancellation(error)
        default:
            false
        }
    }

    /// Rethrows `error`, or `CancellationError` when it is a cancellation or the current task is cancelled.
    static func surfacingCancellation(_ error: any Error) -> any Error {
        Task.isCancelled || isCancellation(error) ? CancellationError() : error
    }
}
