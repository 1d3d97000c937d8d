import EndpointLocking

/// The progress line `upload-image` writes to standard error while a file is sent:
/// `Uploading photo.png: 40% (1.2 MB of 3.0 MB)`.
///
/// On a terminal the line is redrawn in place and ended with a line break by ``finish()``; anywhere else (a log
/// file, a pipe) it is written once per ten percent reached, so the log stays short. Reports may come from any
/// thread.
final class UploadProgressLine: Sendable {
    private let output: any TextOutput
    /// Whether `output` is a terminal, asked once rather than on every report.
    private let isTerminal: Bool
    private let fileName: String
    private let state = Locked(State())

    private struct State {
        /// The last percentage written, `nil` before the first report.
        var lastPercent: Int?
        var isOpen = false
    }

    /// A line about the file called `fileName`, written to `output`.
    init(output: any TextOutput, fileName: String) {
        self.output = output
        self.isTerminal = output.isTerminal
        self.fileName = ProductFormatter.printable(fileName)
    }

    /// Hears `sent` of `total` bytes.
    func report(sent: Int64, total: Int64) {
        let percent = total > 0 ? Int(min(100, max(0, sent * 100 / total))) : 100
        let line = "Uploading \(fileName): \(percent)% (\(Self.size(sent)) of \(Self.size(total)))"
        let isTerminal = self.isTerminal
        let text: String? = state.withLock { state in
            if isTerminal {
                guard state.lastPercent != percent else { return nil }
                state.lastPercent = percent
                state.isOpen = true
                return "\r" + line + "\u{1B}[K"
            }
            let step = percent / 10
            guard state.lastPercent.map({ $0 / 10 < step }) ?? (step > 0) else { return nil }
            state.lastPercent = percent
            return line + "\n"
        }
        if let text { output.write(text) }
    }

    /// Ends a line redrawn in place.
    func finish() {
        let isOpen = state.withLock { state in
            defer { state.isOpen = false }
            return state.isOpen
        }
        if isOpen { output.write("\n") }
    }

    /// `512 B`, `1.2 KB`, `3.4 MB`, `1.1 GB` (powers of 1,024).
    static func size(_ bytes: Int64) -> String {
        guard bytes >= 1024 else { return "\(bytes) B" }
        var value = Double(bytes) / 1024
        for unit in ["KB", "MB", "GB"] {
            if value < 1024 || unit == "GB" {
                let tenths = Int((value * 10).rounded())
                return "\(tenths / 10).\(tenths % 10) \(unit)"
            }
            value /= 1024
        }
        return "\(bytes) B"
    }
}
