import Foundation

@testable import endpoint_gen

/// Collects what a command writes.
struct CapturedOutput: TextOutputStream {
    var text = ""
    mutating func write(_ string: String) { text += string }
}

/// Runs the command in-process and returns its status and both streams.
func run(_ arguments: [String]) -> (status: Int32, output: String, errors: String) {
    var output = CapturedOutput()
    var errors = CapturedOutput()
    let status = EndpointGenCommand.run(arguments: arguments, output: &output, errors: &errors)
    return (status, output.text, errors.text)
}

/// A fresh temporary directory, removed by the caller.
func makeTemporaryDirectory() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("endpoint-gen-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}
