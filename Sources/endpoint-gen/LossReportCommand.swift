import CommandLineSupport
import EndpointCodegen
import EndpointSpec
import Foundation

/// A usage error of `loss-report`, reported with the usage of `loss-report`.
private func lossReportUsageError(_ message: String) -> UsageError {
    UsageError(message: message, subcommand: "loss-report")
}

/// `endpoint-gen loss-report DOCUMENT... [--json]`: what importing each document lost (operations left out,
/// endpoints without the credentials the document requires, parameters, bodies, responses and schema constructs
/// typed more loosely), added up from the import's warnings, per document and in total.
struct LossReportRequest: Equatable {
    /// The documents (or specs) to report on, in the order given.
    var documentPaths: [String]
    /// Whether to write JSON instead of a table.
    var json: Bool
    /// Overlay files applied to every document (`--overlay`, repeatable), after its configuration's and its own.
    var overlays: [String] = []
    /// Whether to write the naming census (`--naming`, ``NamingCensus``) instead of the losses.
    var naming = false
    /// Whether the census lists every name it counts (`--list`, with `--naming`).
    var list = false

    static let usage = "endpoint-gen loss-report <document>... [--json] [--naming [--list]] [--overlay <file>]..."

    /// Parses the arguments after `loss-report`.
    static func parse(_ arguments: some Sequence<String>) throws -> LossReportRequest {
        var request = LossReportRequest(documentPaths: [], json: false)
        var remaining = ArraySlice(arguments)
        while let argument = remaining.popFirst() {
            switch argument {
            case "--json":
                request.json = true
            case "--naming":
                request.naming = true
            case "--list":
                request.list = true
            case _ where OverlayOption.matches(argument):
                try OverlayOption.parse(argument, from: &remaining, into: &request.overlays, subcommand: "loss-report")
            case _ where argument.hasPrefix("-") && argument != "-":
                let hint = Suggestion.hint(for: argument, in: ["--json", "--naming", "--list", "--overlay", "--help"])
                throw lossReportUsageError(
                    "Unknown option '\(argument)' for 'loss-report'" + (hint.isEmpty ? "." : hint)
                )
            default:
                request.documentPaths.append(argument)
            }
        }
        guard !request.documentPaths.isEmpty else {
            throw lossReportUsageError("Missing '<document>' for 'loss-report'.")
        }
        guard !request.list || request.naming else {
            throw lossReportUsageError("'--list' lists the naming census's names: use it with '--naming'.")
        }
        return request
    }
}

/// Runs `loss-report`: loads every document as `generate` would (with the configuration file next to it), without
/// printing its warnings, and writes the reports.
enum LossReportCommand {
    /// Writes the report of every document and their total to `output`; returns 1 when a document has errors
    /// (its row says how many), else 0.
    static func run(
        _ request: LossReportRequest,
        output: inout some TextOutputStream,
        errors: inout some TextOutputStream
    ) -> Int32 {
        var reports: [LossReport] = []
        var censuses: [(document: String, census: NamingCensus)] = []
        for path in request.documentPaths {
            guard FileManager.default.fileExists(atPath: path) else {
                errors.write("error: no such file: '\(path)'\n")
                return EndpointGenCommand.failure
            }
            let configurationPath = try? ConfigurationFile.locate(forSpecAt: path)
            let conventional = (try? Overlay.locate(forDocumentAt: path)) ?? nil
            let result = SpecInput.loader.load(
                fileAt: path,
                as: nil,
                configurationAt: configurationPath ?? nil,
                overlays: (conventional.map { [$0] } ?? []) + request.overlays
            )
            reports.append(LossReport(document: path, result: result))
            if request.naming, let spec = result.spec { censuses.append((path, NamingCensus(spec: spec))) }
        }
        if request.naming {
            output.write(Self.census(censuses, json: request.json, listingNames: request.list))
            return reports.allSatisfy(\.isUsable) ? EndpointGenCommand.success : EndpointGenCommand.failure
        }
        let total = LossReport.total(of: reports)
        if request.json {
            let document = SpecValue.object([
                SpecMember("documents", .array(reports.map(\.jsonValue))),
                SpecMember("total", total.jsonValue),
            ])
            output.write(JSONWriter.text(document, layout: .pretty()))
        } else {
            output.write(LossReport.table(reports, total: reports.count > 1 ? total : nil))
        }
        return reports.allSatisfy(\.isUsable) ? EndpointGenCommand.success : EndpointGenCommand.failure
    }

    /// The naming census of each document and their total: a table, or JSON (`documents`, `total`). With
    /// `listingNames`, every name counted too: a line `document<TAB>figure<TAB>name` each after the table, or each
    /// document's `names` (`figure`, `name`) in JSON.
    static func census(
        _ censuses: [(document: String, census: NamingCensus)],
        json: Bool,
        listingNames: Bool = false
    ) -> String {
        let total = NamingCensus.total(of: censuses.map(\.census))
        func object(_ census: NamingCensus) -> [SpecMember] {
            census.figures.map { SpecMember($0.key, .number(String($0.value))) }
        }
        func names(_ census: NamingCensus) -> [SpecMember] {
            guard listingNames else { return [] }
            let findings = census.findings.map {
                SpecValue.object([SpecMember("figure", .string($0.figure)), SpecMember("name", .string($0.name))])
            }
            return [SpecMember("names", .array(findings))]
        }
        if json {
            let documents = censuses.map {
                SpecValue.object([SpecMember("document", .string($0.document))] + object($0.census) + names($0.census))
            }
            let document = SpecValue.object([
                SpecMember("documents", .array(documents)), SpecMember("total", .object(object(total))),
            ])
            return JSONWriter.text(document, layout: .pretty())
        }
        let keys = total.figures.map(\.key)
        var text = (["document"] + keys).joined(separator: "\t") + "\n"
        for (document, census) in censuses + (censuses.count > 1 ? [("total", total)] : []) {
            text += ([document] + census.figures.map { String($0.value) }).joined(separator: "\t") + "\n"
        }
        if listingNames {
            text += "\ndocument\tfigure\tname\n"
            for (document, census) in censuses {
                for finding in census.findings { text += "\(document)\t\(finding.figure)\t\(finding.name)\n" }
            }
        }
        return text
    }
}
