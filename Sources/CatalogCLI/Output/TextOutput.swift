#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Somewhere the CLI writes text: standard output, standard error, or a buffer in tests.
public protocol TextOutput: Sendable {
    /// Writes `text` as is (callers add line breaks).
    func write(_ text: String)

    /// Whether the output is a terminal, where a progress line may be redrawn in place.
    var isTerminal: Bool { get }
}

extension TextOutput {
    /// Not a terminal: outputs are files, pipes or buffers unless they say otherwise.
    public var isTerminal: Bool { false }

    /// Writes `line` followed by a line break.
    func writeLine(_ line: String) {
        write(line + "\n")
    }
}

/// A ``TextOutput`` writing UTF-8 to a file descriptor, unbuffered.
public struct FileDescriptorOutput: TextOutput {
    /// The process's standard output.
    public static let standardOutput = FileDescriptorOutput(descriptor: STDOUT_FILENO)
    /// The process's standard error.
    public static let standardError = FileDescriptorOutput(descriptor: STDERR_FILENO)

    /// The descriptor written to.
    public let descriptor: Int32

    /// Writes to `descriptor`.
    public init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    /// Whether `descriptor` is a terminal.
    public var isTerminal: Bool { isatty(descriptor) == 1 }

    /// Writes all of `text`, retrying partial and interrupted writes; gives up silently if the reader went away.
    public func write(_ text: String) {
        let bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let count = bytes.withUnsafeBytes { buffer in
                writeToDescriptor(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
            }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { return }
            offset += count
        }
    }
}

/// The C library's `write`, reachable from inside a type that has its own `write` method.
private func writeToDescriptor(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, bytes, count)
}
