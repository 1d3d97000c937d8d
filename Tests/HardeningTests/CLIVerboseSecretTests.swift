import CatalogCLI
import EndpointLocking
@_spi(Generated) import EndpointRuntime
import EndpointTestSupport
import Foundation
import Testing

/// `catalog --verbose` against hostile loopback servers: the bearer token from `CATALOG_TOKEN`, cookies and
/// query keys never reach stdout or stderr, even in the per-exchange log and the failure details.
@Suite("catalog --verbose keeps secrets out", .ownExecutor)
struct CLIVerboseSecretTests {
    private static let token = "s3cr3t-cli-token"

    /// Keeps everything written, for asserting on stdout and stderr.
    private final class InMemoryTextOutput: TextOutput {
        private let buffer = Locked("")
        func write(_ text: String) { buffer.withLock { $0 += text } }
        var text: String { buffer.current }
    }

    private struct Run {
        let exitCode: Int32
        let stdout: String
        let stderr: String
    }

    private static func run(_ arguments: [String]) async -> Run {
        let stdout = InMemoryTextOutput()
        let stderr = InMemoryTextOutput()
        let code = await CatalogCLI(dependencies: .live(retryPolicy: .never)).run(
            arguments: arguments,
            environment: ["CATALOG_TOKEN": token],
            stdout: stdout,
            stderr: stderr
        )
        return Run(exitCode: code, stdout: stdout.text, stderr: stderr.text)
    }

    private static func expectNoSecret(in run: Run, sourceLocation: SourceLocation = #_sourceLocation) {
        for secret in [token, "s3cr3t-cookie", "s3cr3t-query"] {
            #expect(!run.stdout.contains(secret), "'\(secret)' on stdout", sourceLocation: sourceLocation)
            #expect(!run.stderr.contains(secret), "'\(secret)' on stderr", sourceLocation: sourceLocation)
        }
    }

    @Test func serverErrorWithACookieIsReportedWithoutSecrets() async throws {
        let server = try HostileLoopbackServer.answering(
            "HTTP/1.1 503 Service Unavailable\r\nSet-Cookie: id=s3cr3t-cookie\r\nContent-Type: application/json\r\n"
                + "Content-Length: 34\r\n\r\n{\"message\":\"token s3cr3t-cli-toke\"}"
        )
        let run = await Self.run(["--verbose", "--base-url", server.baseURL.absoluteString, "product", "p-1"])

        #expect(run.exitCode != 0)
        #expect(server.requestHeads.first?.contains("Authorization: Bearer \(Self.token)") == true)
        #expect(run.stderr.contains("GET "), "the verbose log shows the exchange")
        Self.expectNoSecret(in: run)
    }

    @Test func resetConnectionIsReportedWithoutSecrets() async throws {
        let server = try HostileLoopbackServer { connection in
            guard connection.readRequestHead() != nil else { return }
            connection.resetOnClose()
        }
        let run = await Self.run(["--verbose", "--base-url", server.baseURL.absoluteString, "product", "p-1"])

        #expect(run.exitCode != 0)
        #expect(!run.stderr.isEmpty)
        Self.expectNoSecret(in: run)
    }

    @Test func queryKeyInTheBaseURLIsNeverEchoed() async throws {
        let server = try HostileLoopbackServer.answering(
            "HTTP/1.1 404 Not Found\r\nContent-Type: application/json\r\nContent-Length: 2\r\n\r\n{}"
        )
        let base = server.baseURL.absoluteString + "/?api_key=s3cr3t-query"
        let run = await Self.run(["--verbose", "--base-url", base, "product", "p-1"])

        #expect(run.exitCode != 0)
        Self.expectNoSecret(in: run)
    }
}
