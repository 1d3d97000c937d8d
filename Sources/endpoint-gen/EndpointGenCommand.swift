import CommandLineSupport
import EndpointCodegen
import EndpointSpec
import EndpointStubServer
import Foundation

/// The whole `endpoint-gen` command line, testable without a process.
enum EndpointGenCommand {
    /// The exit status for success.
    static let success: Int32 = 0
    /// The exit status when the spec has errors or output cannot be written.
    static let failure: Int32 = 1
    /// The exit status for bad usage (sysexits `EX_USAGE`).
    static let usageFailure: Int32 = UsageError.exitCode

    static let version = "0.1.0"

    static let usage = """
        USAGE: endpoint-gen validate <spec> [--config <file> | --no-config] [--overlay <file>]...
               endpoint-gen generate <spec> --output <directory> [--config <file> | --no-config] [--overlay <file>]...
               endpoint-gen import-openapi <openapi.json|yaml> --output <spec.json|yaml> [--overlay <file>]...
               \(OverlayRequest.usage)
               \(CheckRequest.usage)
               \(ServeRequest.usage)
               \(LossReportRequest.usage)
               \(ScaffoldDomainRequest.usage)
        """

    static let help = """
        OVERVIEW: Validate endpoint specs and generate typed Swift clients from them.

        \(usage)

        SUBCOMMANDS:
          validate <spec>       Check the spec and print every problem as FILE:LINE:COLUMN: error: MESSAGE.
          generate <spec>       Validate the spec, then write the generated Swift files.
                                A spec is JSON or YAML (.json, .yaml, .yml; other names: by content).
                                Both also accept an OpenAPI 3.0/3.1 document, imported in memory.
          import-openapi <openapi.json|yaml>
                                Convert an OpenAPI 3.0/3.1 document into a spec written to --output: YAML
                                when its name ends in .yaml or .yml, else JSON ('-' for JSON on standard
                                output). Every construct the spec format cannot express is printed as
                                FILE:LINE:COLUMN: warning: MESSAGE; the rest still converts.
          overlay <document> [--overlay <file>]... [--output <file>]
                                Write the document as EndpointKit reads it: its $refs to other files
                                bundled in, then its overlays applied (the configuration's 'overlays',
                                <document>.overlay.yaml next to it, each --overlay in order). YAML when
                                --output (or, without it, the document) ends in .yaml or .yml, else JSON;
                                standard output without --output.
          check <spec> --endpoint <name> [--status <code>] <body.json>
                                Check a recorded response body against the endpoint's response for the
                                status (default: its success response). The endpoint is its name in the
                                spec or, for an OpenAPI document, the operationId as written. Prints every mismatch as
                                BODY:LINE:COLUMN: error: at PATH: what the spec says, what the body has,
                                and the spec key to change, then where the spec declares it. Keys the spec
                                does not declare are ignored, as the generated client ignores them. For an
                                OpenAPI document the note says the fix in the document's terms, and an
                                overlay that makes the document accept the body is printed last.
          check <spec> --bodies <list>
                                Check every body a list names, loading the spec once. One body a line:
                                ENDPOINT [STATUS] BODY (STATUS a code, or '-' or left out for the success
                                response; BODY the rest of the line, relative to the current directory;
                                '#' starts a comment line); '-' reads the list from standard input. Prints
                                the mismatches of each body that does not match, each line of the list that
                                cannot be checked as LIST:LINE:COLUMN: error: MESSAGE, and the totals.
          serve <spec> [--port <port>] [--host <host>] [--require-credentials] [--accept <scheme>=<value>]
                [--no-validate]
                                A mock server over HTTP until interrupted (Ctrl-C or SIGTERM), for curl or an
                                app. Every operation answers: an example that matches the request, else a
                                success example, else a body built from the lowest 2xx response's schema
                                (its `example`s first). `Prefer: code=404` or `Prefer: example=<name>` asks
                                for another response. A request that does not fit its operation (parameters,
                                body) gets 422 with every violation. Prints the URL, then one line per
                                request: METHOD TARGET STATUS TIME (where the answer came from).
          loss-report <document>... [--json] [--naming [--list]]
                                What importing each OpenAPI document loses, counted from its warnings:
                                operations left out, endpoints that send no credentials the document
                                requires, and parameters, bodies, responses, schema constructs and examples
                                left out or typed more loosely; one line per document and the total (JSON
                                with --json). `validate` prints the warnings themselves. With --naming, the
                                naming census instead: status-named types, group words left in grouped method
                                names, acronyms in mixed case, plural names of single objects, deprecated names;
                                --list adds every name counted.
          scaffold-domain <document> --model <name>... [--operation <operationId>]...
                                A starting point for the domain side of a repository: a Swift struct per
                                model (`Sendable, Equatable`, a nested `ID` for its `id`), a repository
                                protocol with a method per operation (domain types in and out, reading a
                                wrapped model or list with `from`), and the configuration's `domain` and
                                `repositories` entries (endpointkit.scaffold.yaml) to merge into the
                                document's configuration. Printed, or written to --output, where existing
                                files are replaced only with --force. Notes on stderr say what was left out.

        OPTIONS:
          -o, --output <directory>
                                Where `generate` writes its files (created if missing). Files that an
                                earlier run generated there and that the spec no longer produces are removed.
                                For `import-openapi`: the spec file to write.
          --file-prefix <prefix>, --endpoint-files <n>, --model-files <n>
                                For `generate`: the file name prefix and how many files endpoints and models
                                are spread over (default: the spec's name, one file per 100). The build plugin
                                sets them so the files it declares are exactly the files written.
          --config <file>, --no-config
                                For `validate`, `generate`, `check`, `serve` and `scaffold-domain`: the
                                configuration file to apply (name, access level, filter, renames; see
                                docs/spec-format.md), or none. By default <spec-name>.endpointkit.json (.yaml, .yml) or
                                endpointkit.json (.yaml, .yml) next to the spec applies, when there is one.
          --overlay <file>      For `validate`, `generate`, `import-openapi`, `check`, `serve`, `loss-report`,
                                `scaffold-domain` and `overlay` (repeatable): an OpenAPI Overlay (1.0 or 1.1) applied to the
                                document before it is read, after the configuration's `overlays` and
                                <document>.overlay.yaml (.yml, .json) next to the document, which always
                                apply. Problems are reported in the overlay: FILE:LINE:COLUMN.
          -e, --endpoint <name>, --status <code>
                                For `check`: the endpoint (its name, operationId or route: 'GET /v2/sizes',
                                '/v2/sizes'), and the status whose response to check against.
          --bodies <list>       For `check`: the file listing the bodies to check ('-': standard input).
          -p, --port <port>, --host <host>
                                For `serve`: the port (default 8080; 0 picks a free one) and the IPv4 address
                                or localhost to listen on (default 127.0.0.1).
          --require-credentials, --accept <scheme>=<value>
                                For `serve`: answer 401 to a request without the credentials its endpoint's
                                `security` requires; `--accept` (repeatable; implies the first) makes a scheme
                                accept only that value (basic: user:password).
          -m, --model <name>, --operation <operationId>, --repository <name>, --force
                                For `scaffold-domain`: the models (component names) and operations to
                                scaffold (repeatable), the protocol's name (default: the first model's
                                followed by Repository), and whether files in --output may be replaced.
          --no-validate         For `serve`: answer requests without checking them against their operation.
          --version             Show the version.
          -h, --help            Show help information.

        EXIT CODES:
          0   Success (warnings may have been printed); for `check`: the body matches.
          1   The spec (or OpenAPI document) has errors, or the output could not be written;
              for `check`: the body does not match the spec, or is not valid JSON; with `--bodies`: a
              body does not match, a line of the list cannot be checked, or the list names none;
              for `serve`: the port is in use or cannot be listened on.
          64  Bad usage: unknown subcommand or option, missing argument; for `check` also a missing
              file, an unknown endpoint or a status the endpoint declares no response for; for
              `scaffold-domain` a model or operation the document lacks.

        See docs/spec-format.md for the spec format and docs/openapi.md for the OpenAPI import.
        """

    // MARK: Running

    /// Runs `endpoint-gen` with `arguments` (without the program name) and returns the exit status.
    ///
    /// - Parameter keepAlive: Receives the large values a run builds (the loaded input, the generated files) once
    ///   they are no longer needed. The executable keeps them until it exits, so the operating system reclaims
    ///   their memory at once instead of the run freeing them node by node on its critical path; by default
    ///   they are freed as usual.
    static func run(
        arguments: [String],
        output: inout some TextOutputStream,
        errors: inout some TextOutputStream,
        keepAlive: (any Sendable) -> Void = { _ in }
    ) -> Int32 {
        let request: EndpointGenRequest
        do {
            request = try parse(arguments)
        } catch let error as UsageError {
            errors.write(error.report(usage: usage(for: error), command: "endpoint-gen"))
            return usageFailure
        } catch {
            errors.write("Error: \(error)\n")
            return usageFailure
        }
        switch request {
        case .help:
            output.write(help + "\n")
            return success
        case .version:
            output.write(version + "\n")
            return success
        case .validate(let specPath, let configuration, let overlays):
            guard
                SpecInput.load(path: specPath, configuration: configuration, overlays: overlays, errors: &errors) != nil
            else {
                return failure
            }
            output.write("\(specPath): the spec is valid.\n")
            return success
        case .generate(let specPath, let outputDirectory, let layout, let configuration, let overlays):
            guard
                let loaded = SpecInput.load(
                    path: specPath,
                    configuration: configuration,
                    overlays: overlays,
                    errors: &errors
                ),
                let spec = loaded.spec
            else {
                return failure
            }
            keepAlive(loaded)
            do {
                // Each file is written by the thread that generated it, while the others are still generated.
                let writer = GeneratedFileWriter(directory: outputDirectory)
                try writer.createDirectory()
                let plan = layout.plan(for: spec)
                let failures = WriteFailures()
                let files = CodeGenerator.generate(spec, plan: plan) { index, file in
                    failures.run(index) { try writer.write(file) }
                }
                try failures.throwFirst()
                try writer.removeStaleFiles(keeping: Set(files.map(\.name)))
                keepAlive(files)
                return success
            } catch {
                errors.write("error: cannot write generated files to '\(outputDirectory)': \(error)\n")
                return failure
            }
        case .importOpenAPI(let documentPath, let specPath, let overlays):
            return importOpenAPI(
                documentPath: documentPath,
                specPath: specPath,
                overlays: overlays,
                output: &output,
                errors: &errors
            )
        case .overlay(let request):
            return OverlayCommand.run(request, output: &output, errors: &errors)
        case .serve(let serve):
            // The server logs from its threads, so `serve` writes straight to standard output.
            let standardOutput = FileHandle.standardOutput
            do {
                return try ServeCommand.run(
                    serve,
                    log: { line in standardOutput.write(Data((line + "\n").utf8)) },
                    errors: &errors
                )
            } catch let error as UsageError {
                errors.write(error.report(usage: usage(for: error), command: "endpoint-gen"))
                return usageFailure
            } catch {
                errors.write("Error: \(error)\n")
                return failure
            }
        case .lossReport(let report):
            return LossReportCommand.run(report, output: &output, errors: &errors)
        case .scaffoldDomain(let scaffold):
            return ScaffoldDomainCommand.run(scaffold, output: &output, errors: &errors)
        case .check(let check):
            do {
                return try CheckCommand.run(check, output: &output, errors: &errors)
            } catch let error as UsageError {
                errors.write(error.report(usage: "USAGE: \(CheckRequest.usage)", command: "endpoint-gen"))
                return usageFailure
            } catch {
                errors.write("Error: \(error)\n")
                return failure
            }
        }
    }

    /// The usage shown with `error`: the subcommand's own for `check` and `serve`, else the whole command's.
    private static func usage(for error: UsageError) -> String {
        switch error.subcommand {
        case "check": "USAGE: \(CheckRequest.usage)"
        case "serve": "USAGE: \(ServeRequest.usage)"
        case "loss-report": "USAGE: \(LossReportRequest.usage)"
        case "overlay": "USAGE: \(OverlayRequest.usage)"
        case "scaffold-domain": "USAGE: \(ScaffoldDomainRequest.usage)"
        default: usage
        }
    }

    /// Converts the OpenAPI document, reports its diagnostics and writes the spec (to `output` for `-`).
    private static func importOpenAPI(
        documentPath: String,
        specPath: String,
        overlays: [String],
        output: inout some TextOutputStream,
        errors: inout some TextOutputStream
    ) -> Int32 {
        let syntax = specPath == "-" ? .json : InputSyntax(fileName: specPath) ?? .json
        // The spec written is the document as converted; a configuration applies when that spec is generated.
        guard
            let result = SpecInput.load(
                path: documentPath,
                as: .openAPI,
                configuration: .none,
                overlays: overlays,
                errors: &errors
            ),
            let text = result.specText(in: syntax)?()
        else {
            return failure
        }
        if specPath == "-" {
            output.write(text)
            return success
        }
        do {
            try Data(text.utf8).write(to: URL(fileURLWithPath: specPath), options: .atomic)
        } catch {
            errors.write("error: cannot write the spec to '\(specPath)': \(error.localizedDescription)\n")
            return failure
        }
        output.write("\(specPath): converted from \(documentPath).\n")
        return success
    }
}
