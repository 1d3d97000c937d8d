import Foundation

/// Counts the records a ``StreamItemDecoder`` takes from a streamed body, so that ``LoggingHTTPClient``, which sees
/// only bytes, can log them when the stream ends.
///
/// ``APIClient`` makes one per streamed call and hands it down through ``RequestContext/streamTally``. A body can
/// end before its last records are framed (a framer flushes its rest after the end), so the logger's line waits
/// until the decoder has settled — reached the end, the sentinel or an error, or was dropped — and is written right
/// away for a body the decoder never read (a retried attempt, or a stream dropped unread).
final class StreamTally: @unchecked Sendable {
    // @unchecked: every stored property is read and written under `lock`.
    /// What the records are called.
    let kind: StreamRecords.Kind
    private let lock = NSLock()
    private var count = 0
    private var isReading = false
    private var isSettled = false
    private var reachedSentinel = false
    private var pendingReports: [@Sendable (Outcome?) -> Void] = []

    /// What the decoder made of the body.
    struct Outcome: Sendable {
        /// The records it delivered.
        var records: StreamRecords
        /// Whether a sentinel ended them, so the body was closed early on purpose, not cut short.
        var reachedSentinel: Bool
    }

    init(kind: StreamRecords.Kind) {
        self.kind = kind
    }

    // MARK: The decoder

    /// The decoder began reading the body.
    func beginReading() {
        lock.withLock { isReading = true }
    }

    /// The decoder delivered one record.
    func countRecord() {
        lock.withLock { count += 1 }
    }

    /// The decoder is done with the body (`atSentinel`: a sentinel ended it); reports waiting for it run now. Later
    /// calls do nothing.
    func settle(atSentinel: Bool = false) {
        let (reports, outcome) = lock.withLock { () -> ([@Sendable (Outcome?) -> Void], Outcome?) in
            guard !isSettled else { return ([], nil) }
            isSettled = true
            reachedSentinel = atSentinel
            defer { pendingReports = [] }
            return (pendingReports, currentOutcome)
        }
        for report in reports { report(outcome) }
    }

    // MARK: The logger

    /// Calls `report` with the decoder's outcome once it has settled (at once when it has), or at once with `nil`
    /// when the decoder is not reading this body.
    func whenSettled(_ report: @escaping @Sendable (Outcome?) -> Void) {
        enum Action { case now(Outcome?), later }
        let action = lock.withLock { () -> Action in
            guard isReading else { return .now(nil) }
            guard isSettled else {
                pendingReports.append(report)
                return .later
            }
            return .now(currentOutcome)
        }
        if case .now(let records) = action { report(records) }
    }

    /// The outcome so far; call under `lock`.
    private var currentOutcome: Outcome {
        Outcome(records: StreamRecords(count: count, kind: kind), reachedSentinel: reachedSentinel)
    }

    deinit {
        // Nothing is left to settle it: a report still waiting gets the count so far.
        for report in pendingReports { report(currentOutcome) }
    }
}
