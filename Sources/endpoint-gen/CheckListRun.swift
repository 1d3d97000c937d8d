import CommandLineSupport
import EndpointSpec
import Foundation

/// `check <spec> --bodies <list>`: checks every body the list names (``CheckBodyList``) against the spec, loaded
/// once, and ends with one line of totals. A line naming an unknown endpoint, a status the endpoint declares no
/// response for, or a missing body is reported at its place in the list, and the other lines are still checked.
struct CheckListRun {
    /// The list's path; `-` reads standard input.
    let listPath: String
    /// The spec and its checker.
    let checker: BodyCheck

    /// The name diagnostics give the list: its path, or `<stdin>`.
    private var listName: String { listPath == "-" ? "<stdin>" : listPath }

    /// Checks every body; success only when the list names at least one body, and every one matches.
    func run(output: inout some TextOutputStream, errors: inout some TextOutputStream) throws -> Int32 {
        let data =
            listPath == "-"
            ? FileHandle.standardInput.readDataToEndOfFile() : FileManager.default.contents(atPath: listPath)
        guard let data else { throw checkUsageError("Cannot read '\(listPath)'.") }
        let bytes = Array(data)
        let list = CheckBodyList.parse(String(decoding: bytes, as: UTF8.self), file: listName)
        let renderer = DiagnosticRenderer(sources: [listName: bytes])
        errors.write(renderer.render(list.diagnostics))
        var totals = Totals(listProblems: list.diagnostics.count)
        for entry in list.entries {
            do {
                try check(entry, totals: &totals, output: &output, errors: &errors)
            } catch let problem as ListProblem {
                errors.write(renderer.render([problem.diagnostic]))
                totals.listProblems += 1
            }
        }
        output.write("\(listName): \(totals.description)\n")
        let passed = totals.listProblems == 0 && totals.bodies > 0 && totals.matching == totals.bodies
        return passed ? EndpointGenCommand.success : EndpointGenCommand.failure
    }

    /// Checks one body of the list; throws ``ListProblem`` when its line cannot be checked.
    private func check(
        _ entry: CheckBodyList.Entry,
        totals: inout Totals,
        output: inout some TextOutputStream,
        errors: inout some TextOutputStream
    ) throws {
        let body = entry.body
        let endpoint: EndpointDefinition
        let response: ResponseDefinition
        do {
            endpoint = try CheckCommand.endpoint(named: body.endpointName, in: checker.spec)
        } catch let error as UsageError {
            throw ListProblem(error.message, at: entry.endpointLocation)
        }
        do {
            response = try CheckCommand.response(of: endpoint, status: body.status, hint: "give its status on the line")
        } catch let error as UsageError {
            throw ListProblem(error.message, at: entry.statusLocation)
        }
        guard FileManager.default.fileExists(atPath: body.bodyPath) else {
            throw ListProblem("No such file '\(body.bodyPath)'.", at: entry.bodyLocation)
        }
        guard let bytes = FileManager.default.contents(atPath: body.bodyPath).map(Array.init) else {
            throw ListProblem("Cannot read '\(body.bodyPath)'.", at: entry.bodyLocation)
        }
        totals.bodies += 1
        let outcome = checker.check(bytes, at: body.bodyPath, as: response, of: endpoint, output: &output)
        switch outcome {
        case .notJSON(let report):
            errors.write(report)
        case .checked(let errorCount, let warningCount):
            output.write(outcome.summary(for: body.bodyPath, response: response, of: endpoint, always: false))
            totals.warnings += warningCount
            if errorCount == 0 { totals.matching += 1 }
        }
    }

    /// A line of the list that cannot be checked, located in the list.
    private struct ListProblem: Error {
        let diagnostic: Diagnostic
        init(_ message: String, at location: SourceLocation) {
            // The message is a sentence for the command line; after `error: ` it reads as the other diagnostics do.
            var text = message.hasSuffix(".") ? String(message.dropLast()) : message
            if let first = text.first { text = first.lowercased() + text.dropFirst() }
            diagnostic = Diagnostic(.error, text, at: location)
        }
    }

    /// What the run found.
    private struct Totals: CustomStringConvertible {
        var listProblems: Int
        var bodies = 0
        var matching = 0
        var warnings = 0

        var description: String {
            guard bodies + listProblems > 0 else { return "the list names no body to check." }
            let failing = bodies - matching
            var parts = [
                "\(bodies) bod\(bodies == 1 ? "y" : "ies") checked", "\(matching) match\(matching == 1 ? "es" : "")",
            ]
            if failing > 0 { parts.append("\(failing) do\(failing == 1 ? "es" : "") not") }
            if warnings > 0 { parts.append("\(warnings) warning\(warnings == 1 ? "" : "s")") }
            if listProblems > 0 {
                parts.append("\(listProblems) line\(listProblems == 1 ? "" : "s") of the list could not be checked")
            }
            return parts.joined(separator: ", ") + "."
        }
    }
}
