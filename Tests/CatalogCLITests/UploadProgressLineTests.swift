import EndpointLocking
import Testing

@testable import CatalogCLI

/// The progress line of `upload-image`: redrawn in place on a terminal, one line per ten percent elsewhere.
@Suite("Upload progress line")
struct UploadProgressLineTests {
    /// A buffer that says it is a terminal.
    private final class TerminalOutput: TextOutput {
        private let buffer = Locked("")
        func write(_ text: String) { buffer.withLock { $0 += text } }
        var isTerminal: Bool { true }
        var text: String { buffer.current }
    }

    @Test func onATerminalTheLineIsRedrawnOncePerPercentAndEndedByFinish() {
        let output = TerminalOutput()
        let line = UploadProgressLine(output: output, fileName: "a.png")
        for sent: Int64 in [0, 1, 5, 10, 200] { line.report(sent: sent, total: 200) }
        line.finish()
        line.finish()
        #expect(
            output.text
                == "\rUploading a.png: 0% (0 B of 200 B)\u{1B}[K"
                + "\rUploading a.png: 2% (5 B of 200 B)\u{1B}[K"
                + "\rUploading a.png: 5% (10 B of 200 B)\u{1B}[K"
                + "\rUploading a.png: 100% (200 B of 200 B)\u{1B}[K\n"
        )
    }

    @Test func elsewhereALineIsWrittenEachTenPercentAndFinishAddsNothing() {
        let output = InMemoryTextOutput()
        let line = UploadProgressLine(output: output, fileName: "b\u{1B}.bin")
        for sent: Int64 in [0, 5, 10, 15, 99, 100] { line.report(sent: sent, total: 100) }
        line.finish()
        #expect(
            output.text == """
                Uploading b\u{FFFD}.bin: 10% (10 B of 100 B)
                Uploading b\u{FFFD}.bin: 99% (99 B of 100 B)
                Uploading b\u{FFFD}.bin: 100% (100 B of 100 B)

                """
        )
    }

    @Test func anEmptyBodyIsComplete() {
        let output = InMemoryTextOutput()
        UploadProgressLine(output: output, fileName: "e").report(sent: 0, total: 0)
        #expect(output.text == "Uploading e: 100% (0 B of 0 B)\n")
    }

    @Test(arguments: [
        (Int64(0), "0 B"), (1023, "1023 B"), (1024, "1.0 KB"), (1536, "1.5 KB"), (3_145_728, "3.0 MB"),
        (5_000_000_000, "4.7 GB"),
    ])
    func sizesUseBinaryUnitsWithOneDecimal(bytes: Int64, text: String) {
        #expect(UploadProgressLine.size(bytes) == text)
    }
}
