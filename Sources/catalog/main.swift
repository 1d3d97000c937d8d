import CatalogCLI
import Foundation

let exitCode = await CatalogCLI.run(
    arguments: Array(CommandLine.arguments.dropFirst()),
    environment: ProcessInfo.processInfo.environment,
    stdout: FileDescriptorOutput.standardOutput,
    stderr: FileDescriptorOutput.standardError
)
exit(exitCode)
