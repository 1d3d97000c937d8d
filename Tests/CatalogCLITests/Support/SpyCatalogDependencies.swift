import CatalogApplication
import CatalogCLI
import EndpointLocking
import Foundation

/// Dependencies whose catalog is a given repository; records the settings of each `openCatalog`, the
/// `close` calls, and the ports `serve` asked for.
final class SpyCatalogDependencies: Sendable {
    private let repository: any ProductRepository
    private let priceWatcher: (any PriceWatching)?
    private let imageUploader: (any ProductImageUploading)?
    private let openError: (any Error)?
    private let shutdown: @Sendable () async -> Void
    private let state = Locked(State())

    private struct State {
        var openedSettings: [CatalogConnectionSettings] = []
        var closeCount = 0
        var startedPorts: [UInt16] = []
        var stopCount = 0
    }

    /// `shutdown` is what `waitForShutdown` does: return at once by default (the user stops `serve` at once).
    init(
        repository: any ProductRepository,
        priceWatcher: (any PriceWatching)? = nil,
        imageUploader: (any ProductImageUploading)? = nil,
        openError: (any Error)? = nil,
        shutdown: @escaping @Sendable () async -> Void = {}
    ) {
        self.repository = repository
        self.priceWatcher = priceWatcher
        self.imageUploader = imageUploader
        self.openError = openError
        self.shutdown = shutdown
    }

    var openedSettings: [CatalogConnectionSettings] { state.withLock { $0.openedSettings } }
    var closeCount: Int { state.withLock { $0.closeCount } }
    var startedPorts: [UInt16] { state.withLock { $0.startedPorts } }
    var stopCount: Int { state.withLock { $0.stopCount } }

    var dependencies: CatalogDependencies {
        CatalogDependencies(
            openCatalog: { [self] settings in
                state.withLock { $0.openedSettings.append(settings) }
                if let openError { throw openError }
                return CatalogConnection(
                    repository: repository,
                    priceWatcher: priceWatcher,
                    imageUploader: imageUploader
                ) { [self] in
                    state.withLock { $0.closeCount += 1 }
                }
            },
            startStubServer: { [self] port, _ in
                state.withLock { $0.startedPorts.append(port) }
                return RunningStubServer(baseURL: URL(string: "http://127.0.0.1:\(port)")!) { [self] in
                    state.withLock { $0.stopCount += 1 }
                }
            },
            waitForShutdown: shutdown
        )
    }
}

/// The outcome of one CLI run with captured outputs.
struct CLIRun {
    var exitCode: Int32
    var stdout: String
    var stderr: String
}

/// Runs `catalog ARGUMENTS` with `dependencies` and captures everything.
func runCatalog(
    _ arguments: [String],
    environment: [String: String] = [:],
    dependencies: CatalogDependencies
) async -> CLIRun {
    let stdout = InMemoryTextOutput()
    let stderr = InMemoryTextOutput()
    let code = await CatalogCLI(dependencies: dependencies).run(
        arguments: arguments,
        environment: environment,
        stdout: stdout,
        stderr: stderr
    )
    return CLIRun(exitCode: code, stdout: stdout.text, stderr: stderr.text)
}
