import Foundation

/// The `endpoint-gen` executable: a thin wrapper that turns process state into an ``EndpointGenCommand`` run.
@main
struct EndpointGen {
    static func main() {
        var standardOutput = FileHandleOutput(handle: .standardOutput)
        var standardError = FileHandleOutput(handle: .standardError)
        // What the run built is left to the operating system at `exit`, which reclaims it at once. After every
        // subcommand but `serve`, `exit` runs with the main thread alone: the stages' only concurrency is
        // `JoinedThreads`, which joins every thread it starts before the stage returns, and no libdispatch thread
        // (pool worker, manager, pool monitor) is ever started, so nothing runs while `exit` tears the process
        // down. (CI saw `generate` die once with SIGSEGV in libdispatch, on a pool thread, when the stages used
        // `DispatchQueue.concurrentPerform`, whose threads outlive the call.)
        var keptUntilExit: [any Sendable] = []
        let status = EndpointGenCommand.run(
            arguments: Array(CommandLine.arguments.dropFirst()),
            output: &standardOutput,
            errors: &standardError,
            keepAlive: { keptUntilExit.append($0) }
        )
        withExtendedLifetime(keptUntilExit) { exit(status) }
    }
}

/// Writes text to a file handle, unbuffered.
struct FileHandleOutput: TextOutputStream {
    let handle: FileHandle

    mutating func write(_ string: String) {
        handle.write(Data(string.utf8))
    }
}
