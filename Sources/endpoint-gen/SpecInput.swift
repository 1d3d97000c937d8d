import EndpointOpenAPI
import EndpointSpec

/// Loads what `validate`, `generate` and `import-openapi` are given through the one ``SpecLoader``, and reports
/// its diagnostics.
enum SpecInput {
    /// The loader for every input `endpoint-gen` reads: specs and OpenAPI documents.
    static let loader = SpecLoader.standard

    /// Loads the input at `path` with its configuration file, printing every diagnostic; `nil` when there were
    /// errors.
    ///
    /// - Parameters:
    ///   - format: The format the input must have; `nil` detects it.
    ///   - configuration: Which configuration file applies: by default the one found next to the input.
    ///   - overlays: Overlay files (`--overlay`), applied after the configuration's and the input's own
    ///     (`<document>.overlay.yaml`, ``OverlayFileNames``).
    static func load(
        path: String,
        as format: InputFormat? = nil,
        configuration: ConfigurationChoice = .discover,
        overlays: [String] = [],
        warnings: WarningReport = .each,
        errors: inout some TextOutputStream
    ) -> SpecLoadResult? {
        guard let inputs = locate(path: path, configuration: configuration, overlays: overlays, errors: &errors) else {
            return nil
        }
        let result = loader.load(
            fileAt: path,
            as: format,
            configurationAt: inputs.configurationPath,
            overlays: inputs.overlays
        )
        if warnings == .count, !result.hasErrors {
            summarizeWarnings(result.diagnostics, path: path, errors: &errors)
        } else {
            report(result, path: path, errors: &errors)
        }
        return result.hasErrors || result.spec == nil ? nil : result
    }

    /// The configuration file that applies to the input at `path`, and the overlays (its conventional one, then
    /// `overlays`); `nil` after printing the error when two files are candidates for one role.
    static func locate(
        path: String,
        configuration: ConfigurationChoice,
        overlays: [String],
        errors: inout some TextOutputStream
    ) -> (configurationPath: String?, overlays: [String])? {
        let configurationPath: String?
        do {
            switch configuration {
            case .discover: configurationPath = try ConfigurationFile.locate(forSpecAt: path)
            case .file(let file): configurationPath = file
            case .none: configurationPath = nil
            }
        } catch {
            report([error.diagnostic], path: path, sources: [:], errors: &errors)
            return nil
        }
        do {
            let conventional = try Overlay.locate(forDocumentAt: path)
            return (configurationPath, (conventional.map { [$0] } ?? []) + overlays)
        } catch {
            report([error.diagnostic], path: path, sources: [:], errors: &errors)
            return nil
        }
    }

    /// One line for the warnings among `diagnostics` (none when there are none), pointing at `validate`, which
    /// prints them: `serve` and `check` would otherwise print hundreds of lines on every run for a large document.
    static func summarizeWarnings(_ diagnostics: [Diagnostic], path: String, errors: inout some TextOutputStream) {
        let count = diagnostics.count { $0.severity == .warning }
        guard count > 0 else { return }
        errors.write(
            "\(path): \(count) warning\(count == 1 ? "" : "s") (what the spec format cannot express, typed more "
                + "loosely or left out); 'endpoint-gen validate \(path)' prints them.\n"
        )
    }

    /// Prints every diagnostic the way swiftc does (the `file:line:column:` line, the source line, a caret under
    /// the column), then a one-line summary for `path` when there were any.
    static func report(_ result: SpecLoadResult, path: String, errors: inout some TextOutputStream) {
        report(result.diagnostics, path: path, sources: result.sources, errors: &errors)
    }

    /// Prints `diagnostics` with excerpts from `sources` (the text of each file by path), then the summary line.
    static func report(
        _ diagnostics: [Diagnostic],
        path: String,
        sources: [String: [UInt8]],
        errors: inout some TextOutputStream
    ) {
        errors.write(DiagnosticRenderer(sources: sources).render(diagnostics))
        let errorCount = diagnostics.count { $0.severity == .error }
        let warningCount = diagnostics.count { $0.severity == .warning }
        guard errorCount + warningCount > 0 else { return }
        func plural(_ count: Int, _ noun: String) -> String { "\(count) \(noun)\(count == 1 ? "" : "s")" }
        errors.write("\(path): \(plural(errorCount, "error")), \(plural(warningCount, "warning")).\n")
    }
}

/// How ``SpecInput/load(path:as:configuration:warnings:errors:)`` reports warnings when there are no errors.
enum WarningReport: Equatable {
    /// Each warning, located, with its source line (`validate`, `generate`).
    case each
    /// One line with their count and a pointer to `validate` (`serve`, `check`).
    case count
}

/// Which configuration file (``GeneratorConfiguration``) a command applies to its spec.
enum ConfigurationChoice: Equatable {
    /// The one next to the spec, if any (`ConfigurationFileNames`).
    case discover
    /// The file at this path (`--config`).
    case file(String)
    /// None (`--no-config`).
    case none
}
