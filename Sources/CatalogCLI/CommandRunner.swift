import CatalogApplication
import CatalogDomain
import CommandLineSupport
import EndpointRuntime
import Foundation

/// Carries out one parsed ``CatalogCommand``; failures are thrown to ``ErrorReporter``.
struct CommandRunner {
    var command: CatalogCommand
    var environment: [String: String]
    var token: String?
    var dependencies: CatalogDependencies
    var stdout: any TextOutput
    var stderr: any TextOutput

    /// Runs the command and returns the exit code of success.
    func run() async throws -> CatalogExitCode {
        switch command.action {
        case .help(let subcommand):
            stdout.write(HelpText.render(for: subcommand))
        case .version:
            stdout.writeLine("catalog \(CatalogCLI.version)")
        case .product(let id):
            try await showProduct(id: Product.ID(rawValue: id))
        case .search(let query, let limit):
            // Validated before anything is opened: an invalid search sends no request.
            try await search(SearchCriteria(text: query, limit: limit))
        case .searchAll(let query, let pageSize):
            try await searchAll(SearchCriteria(text: query, limit: pageSize))
        case .watch(let id):
            try await watch(id: Product.ID(rawValue: id))
        case .uploadImage(let id, let file, let caption):
            try await uploadImage(id: Product.ID(rawValue: id), file: file, caption: caption)
        case .serve(let port):
            try await serve(port: port)
        }
        return .success
    }

    // MARK: - Product and search

    private func showProduct(id: Product.ID) async throws {
        let product = try await withCatalog { repository in
            try await LoadProductUseCase(repository: repository)(id: id)
        }
        stdout.write(command.printsJSON ? ProductFormatter.json(product) : ProductFormatter.text(product))
    }

    private func search(_ criteria: SearchCriteria) async throws {
        let found = try await withCatalog { repository in
            try await SearchProductsUseCase(repository: repository)(criteria)
        }
        // `--limit` promises at most N results even from a service (or stub example) that ignores the parameter.
        let products = Array(found.prefix(criteria.limit ?? found.count))
        if command.printsJSON {
            stdout.write(ProductFormatter.json(products))
        } else if products.isEmpty {
            stderr.writeLine("No products match '\(ProductFormatter.printable(criteria.query.text))'.")
        } else {
            stdout.write(ProductFormatter.text(products))
        }
    }

    /// Every page of `criteria`'s results (`limit` is the page size), printed as one list.
    private func searchAll(_ criteria: SearchCriteria) async throws {
        let products = try await withConnection { connection in
            guard let pager = connection.searchPager else {
                throw APIError.invalidRequest("this catalog cannot page through search results")
            }
            return try await SearchAllProductsUseCase(pager: pager)(criteria)
        }
        if command.printsJSON {
            stdout.write(ProductFormatter.json(products))
        } else if products.isEmpty {
            stderr.writeLine("No products match '\(ProductFormatter.printable(criteria.query.text))'.")
        } else {
            stdout.write(ProductFormatter.text(products))
        }
    }

    // MARK: - Watch

    /// Prints each price change of `id` as it arrives, until the feed ends or the user interrupts (then "Stopped."
    /// on standard error and success, as for `serve`).
    private func watch(id: Product.ID) async throws {
        let isStopped = try await withConnection { connection in
            guard let watcher = connection.priceWatcher else {
                throw APIError.invalidRequest("this catalog has no price feed")
            }
            return try await withThrowingTaskGroup(of: Bool.self) { group in
                group.addTask { [command, stdout] in
                    for try await change in try await watcher.priceChanges(of: id) {
                        stdout.write(command.printsJSON ? ProductFormatter.json(change) : ProductFormatter.text(change))
                    }
                    try Task.checkCancellation()
                    return false
                }
                group.addTask { [dependencies] in
                    await dependencies.waitForShutdown()
                    return !Task.isCancelled
                }
                defer { group.cancelAll() }
                return try await group.next() ?? false
            }
        }
        if isStopped { stderr.writeLine("Stopped.") }
    }

    // MARK: - Upload

    /// Uploads `file` as an image of `id`, with a progress line on standard error, and prints the stored image.
    /// A file that cannot be read is a usage error: nothing is sent.
    private func uploadImage(id: Product.ID, file: String, caption: String?) async throws {
        let url = try Self.readableFile(file)
        let progress = UploadProgressLine(output: stderr, fileName: url.lastPathComponent)
        let image = try await withConnection { connection in
            guard let uploader = connection.imageUploader else {
                throw APIError.invalidRequest("this catalog takes no images")
            }
            defer { progress.finish() }
            return try await uploader.uploadImage(at: url, caption: caption, for: id) { sent, total in
                progress.report(sent: sent, total: total)
            }
        }
        stdout.write(command.printsJSON ? ProductFormatter.json(image) : ProductFormatter.text(image))
    }

    /// The file URL of `path` (relative to the working directory) when it names a readable regular file.
    private static func readableFile(_ path: String) throws(UsageError) -> URL {
        let url = URL(fileURLWithPath: path)
        var isDirectory: ObjCBool = false
        let reason: String
        if !FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) {
            reason = "no such file"
        } else if isDirectory.boolValue {
            reason = "it is a directory"
        } else if !FileManager.default.isReadableFile(atPath: url.path) {
            reason = "it cannot be read"
        } else {
            return url
        }
        throw UsageError(
            "Invalid value '\(ProductFormatter.printable(path))' for FILE; \(reason).",
            subcommand: .uploadImage
        )
    }

    /// Opens the catalog, runs `body` with its repository, and closes it whatever happens.
    private func withCatalog<Result>(
        _ body: (any ProductRepository) async throws -> Result
    ) async throws -> Result {
        try await withConnection { connection in try await body(connection.repository) }
    }

    /// Opens the catalog, runs `body` with the connection, and closes it whatever happens.
    private func withConnection<Result>(
        _ body: (CatalogConnection) async throws -> Result
    ) async throws -> Result {
        let settings = CatalogConnectionSettings(
            baseURL: try resolveBaseURL(),
            token: token,
            isVerbose: command.isVerbose,
            log: stderr
        )
        let connection = try await dependencies.openCatalog(settings)
        defer { connection.close() }
        let attempts = AttemptRecorder()
        do {
            return try await attempts.record { try await body(connection) }
        } catch let error as APIError {
            throw RetriedRequestFailure(error: error, attempts: attempts.lastAttempts)
        }
    }

    /// `--base-url`, else a non-empty `CATALOG_BASE_URL`, which must be an http(s) URL with a host.
    private func resolveBaseURL() throws(UsageError) -> URL? {
        let subcommand: CatalogSubcommand? =
            switch command.action {
            case .search, .searchAll: .search
            case .watch: .watch
            case .uploadImage: .uploadImage
            default: .product
            }
        if let text = command.baseURL {
            guard let url = Self.httpURL(text) else {
                throw UsageError(
                    "Invalid value '\(text)' for '--base-url'; expected an http or https URL.",
                    subcommand: subcommand
                )
            }
            return url
        }
        guard let text = environment["CATALOG_BASE_URL"], !text.isEmpty else { return nil }
        guard let url = Self.httpURL(text) else {
            throw UsageError(
                "Invalid value '\(text)' in CATALOG_BASE_URL; expected an http or https URL.",
                subcommand: subcommand
            )
        }
        return url
    }

    private static func httpURL(_ text: String) -> URL? {
        guard let url = URL(string: text), let scheme = url.scheme?.lowercased(), ["http", "https"].contains(scheme),
            let host = url.host, !host.isEmpty
        else { return nil }
        return url
    }

    // MARK: - Serve

    private func serve(port: UInt16) async throws {
        let server = try dependencies.startStubServer(port, command.isVerbose ? stderr : nil)
        defer { server.stop() }
        let url = server.baseURL.absoluteString
        if command.printsJSON {
            stdout.writeLine("{\"url\":\"\(url)\"}")
        } else {
            stdout.writeLine(url)
        }
        stderr.writeLine("Serving the catalog spec's examples at \(url); press Ctrl-C to stop.")
        await dependencies.waitForShutdown()
        stderr.writeLine("Stopped.")
    }
}
