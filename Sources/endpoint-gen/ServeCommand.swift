import CommandLineSupport
import EndpointSpec
import EndpointStubServer
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// `endpoint-gen serve SPEC [--port N] [--host H] [--require-credentials] [--accept S=V] [--no-validate]`: a mock
/// server for any spec: every operation answers (its examples, else a body built from its schema), requests are
/// validated (`422`), and the credentials of the spec's `security` are optionally required.
struct ServeRequest: Equatable {
    /// The spec (or OpenAPI document) whose examples to serve.
    var specPath: String
    /// The IPv4 address or `localhost` to listen on.
    var host: String
    /// The port to listen on; 0 picks a free one.
    var port: UInt16
    /// Whether requests must carry the credentials their endpoints' `security` requires, and which values the
    /// schemes accept (`--require-credentials`, `--accept <scheme>=<value>`).
    var credentials: StubCredentials = .ignored
    /// Whether requests are checked against their operation (`422` when they do not fit); `--no-validate` turns
    /// it off.
    var validatesRequests = true
    /// Which configuration file applies (`--config <file>`, `--no-config`; by default the one next to the spec).
    var configuration: ConfigurationChoice = .discover
    /// Overlay files applied to the document (`--overlay`, repeatable), after its configuration's and its own.
    var overlays: [String] = []

    static let defaultHost = "127.0.0.1"
    static let defaultPort: UInt16 = 8080
    static let usage =
        "endpoint-gen serve <spec> [--port <port>] [--host <host>] [--require-credentials] [--accept <scheme>=<value>] "
        + "[--no-validate] [--config <file> | --no-config] [--overlay <file>]..."

    /// `--accept`'s `<scheme>=<value>` added to `credentials` (which it makes required), or a usage error.
    static func accept(_ text: String, into credentials: inout StubCredentials) throws {
        let parts = text.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
        guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty else {
            throw UsageError(
                message: "Invalid value '\(text)' for '--accept': expected <scheme>=<value>, such as token=demo.",
                subcommand: "serve"
            )
        }
        credentials.isRequired = true
        credentials.acceptedValues[String(parts[0])] = String(parts[1])
    }

    /// The port in `text`, or a usage error naming it.
    static func port(_ text: String) throws -> UInt16 {
        guard let port = UInt16(text) else {
            throw UsageError(
                message: "Invalid value '\(text)' for '--port': expected a port number from 0 to 65535.",
                subcommand: "serve"
            )
        }
        return port
    }
}

/// Runs `serve`.
enum ServeCommand {
    /// Loads the spec, serves its examples until SIGINT or SIGTERM, and returns the exit status.
    ///
    /// The listening URL and one line per request (method, target, status, time to answer, where the answer came
    /// from) go to `log` as they happen; problems before serving go to `errors`.
    static func run(
        _ request: ServeRequest,
        log: @escaping @Sendable (String) -> Void,
        errors: inout some TextOutputStream
    ) throws -> Int32 {
        let loaded = SpecInput.load(
            path: request.specPath,
            configuration: request.configuration,
            overlays: request.overlays,
            warnings: .count,
            errors: &errors
        )
        guard let spec = loaded?.spec else {
            return EndpointGenCommand.failure
        }
        let schemeNames = spec.securitySchemes.map(\.name)
        for name in request.credentials.acceptedValues.keys.sorted() where !schemeNames.contains(name) {
            let hint =
                schemeNames.isEmpty
                ? "; the spec declares no security schemes" : Suggestion.hint(for: name, in: schemeNames)
            errors.write(
                "Error: '--accept' names the security scheme '\(name)', which the spec does not declare\(hint)"
                    + (hint.hasSuffix("?") ? "\n" : ".\n")
            )
            return EndpointGenCommand.failure
        }
        let signals = TerminationSignals()
        let api = StubAPI(spec: spec, credentials: request.credentials, validatesRequests: request.validatesRequests)
        let server = HTTPServer(configuration: .mockServer) { exchange in
            let started = ContinuousClock.now
            let answer = api.answer(to: exchange)
            let elapsed = milliseconds(ContinuousClock.now - started)
            log("\(exchange.method) \(exchange.target) \(answer.response.status) \(elapsed) (\(answer.origin))")
            return answer.response
        }
        let port: UInt16
        do {
            port = try server.start(host: request.host, port: request.port)
        } catch .invalidHost {
            throw UsageError(
                message:
                    "Invalid value '\(request.host)' for '--host': expected an IPv4 address such as 127.0.0.1, or localhost.",
                subcommand: "serve"
            )
        } catch .socketFailure(_, errno: EADDRINUSE) {
            errors.write(
                "Error: port \(request.port) is already in use on \(request.host); choose another with '--port' "
                    + "(0 picks a free one).\n"
            )
            return EndpointGenCommand.failure
        } catch {
            errors.write("Error: cannot listen on \(request.host):\(request.port): \(error.description)\n")
            return EndpointGenCommand.failure
        }
        let examples = spec.endpoints.reduce(0) { $0 + $1.examples.count }
        func plural(_ count: Int, _ noun: String) -> String { "\(count) \(noun)\(count == 1 ? "" : "s")" }
        let validation = request.validatesRequests ? "validating requests" : "not validating requests"
        log(
            "Serving \(plural(spec.endpoints.count, "endpoint")) (\(plural(examples, "example")), else bodies built "
                + "from the schemas; \(validation)) from \(request.specPath) at http://\(request.host):\(port) "
                + "(Ctrl-C to stop)"
        )
        signals.waitBlocking()
        server.stop()
        log("Stopped.")
        return EndpointGenCommand.success
    }

    /// `0.4 ms`, `12 ms`.
    private static func milliseconds(_ duration: Duration) -> String {
        let (seconds, attoseconds) = duration.components
        let value = Double(seconds) * 1000 + Double(attoseconds) / 1e15
        return value < 10 ? String(format: "%.1f ms", value) : "\(Int(value.rounded())) ms"
    }
}
