import Foundation

/// The `endpoint-gen` executable: a thin wrapper that turns process state into an ``EndpointGenCommand`` run.
@main
struct EndpointGen {
    static func main() {
        var standardOutput = FileHandleOutput(handle: .standardOutput)
        var standardError = FileHandleOutput(handle: .standardError)
        // What the run built is left to the operating system at `exit`, which reclaims it at once.
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
