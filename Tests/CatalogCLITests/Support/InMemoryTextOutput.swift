import CatalogCLI
import EndpointLocking

/// A ``TextOutput`` that keeps everything written, for asserting on stdout and stderr.
final class InMemoryTextOutput: TextOutput {
    private let buffer = Locked("")

    func write(_ text: String) {
        buffer.withLock { $0 += text }
    }

    /// Everything written so far.
    var text: String { buffer.withLock { $0 } }
}
