import Foundation

/// `endpoint-gen serve` running as a child process, its standard output read line by line as it is written.
final class ServeProcess {
    private let process = Process()
    private let output = Pipe()
    private let errors = Pipe()
    private var buffered: [UInt8] = []

    /// The built `endpoint-gen` next to the test bundle.
    static var executable: URL {
        #if os(macOS)
            for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
                return bundle.bundleURL.deletingLastPathComponent().appendingPathComponent("endpoint-gen")
            }
        #endif
        return Bundle.main.bundleURL.appendingPathComponent("endpoint-gen")
    }

    /// Starts `endpoint-gen serve` with `arguments`.
    init(_ arguments: [String]) throws {
        process.executableURL = Self.executable
        process.arguments = ["serve"] + arguments
        process.standardOutput = output
        process.standardError = errors
        try process.run()
    }

    /// The next line of standard output, waiting until it is written; `nil` once the process closed it.
    func nextLine() -> String? {
        while true {
            if let newline = buffered.firstIndex(of: UInt8(ascii: "\n")) {
                let line = String(decoding: buffered[..<newline], as: UTF8.self)
                buffered.removeSubrange(...newline)
                return line
            }
            let chunk = output.fileHandleForReading.availableData
            guard !chunk.isEmpty else { return nil }
            buffered += chunk
        }
    }

    /// Sends SIGTERM, waits for the process to exit, and returns its exit status, the rest of its output and its
    /// standard error.
    func terminate() -> (status: Int32, exitedNormally: Bool, rest: [String], errors: String) {
        process.terminate()
        process.waitUntilExit()
        var rest: [String] = []
        while let line = nextLine() { rest.append(line) }
        let errorText = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        return (process.terminationStatus, process.terminationReason == .exit, rest, errorText)
    }
}
