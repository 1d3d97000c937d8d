// MARK: - Loss report

/// What importing one document lost, added up from its warnings' ``Diagnostic/Loss``: how many operations were
/// left out, how many endpoints send no credentials the document requires, and how many parameters, bodies,
/// responses and schema constructs were left out or typed more loosely.
public struct LossReport: Hashable, Sendable {
    /// The document's path, as given.
    public var document: String
    /// Whether the document loaded into a spec (no errors).
    public var isUsable: Bool
    /// The endpoints the spec has (a call each in the generated client).
    public var endpoints: Int
    /// The models the spec has.
    public var models: Int
    /// The warnings of the import and validation, lost something or not.
    public var warnings: Int
    /// The errors (a usable document has none).
    public var errors: Int
    /// How many constructs of each kind were lost (kinds with none are absent).
    public var losses: [Diagnostic.Loss.Kind: Int]

    /// The report of `document` from what loading it returned.
    public init(document: String, result: SpecLoadResult) {
        self.document = document
        isUsable = result.spec != nil && !result.hasErrors
        endpoints = result.spec?.endpoints.count ?? 0
        models = result.spec?.models.count ?? 0
        warnings = result.diagnostics.count { $0.severity == .warning }
        errors = result.diagnostics.count { $0.severity == .error }
        losses = [:]
        for loss in result.diagnostics.lazy.compactMap(\.loss) { losses[loss.kind, default: 0] += loss.count }
    }

    /// A report of nothing, to add reports to.
    public init(document: String) {
        self.document = document
        isUsable = true
        endpoints = 0
        models = 0
        warnings = 0
        errors = 0
        losses = [:]
    }

    /// How many constructs of `kind` were lost.
    public subscript(kind: Diagnostic.Loss.Kind) -> Int { losses[kind] ?? 0 }

    /// The sum of `reports`, named `document` (`isUsable` when every one is).
    public static func total(of reports: [LossReport], named document: String = "total") -> LossReport {
        var total = LossReport(document: document)
        for report in reports {
            total.isUsable = total.isUsable && report.isUsable
            total.endpoints += report.endpoints
            total.models += report.models
            total.warnings += report.warnings
            total.errors += report.errors
            total.losses.merge(report.losses, uniquingKeysWith: +)
        }
        return total
    }

    // MARK: Rendering

    /// The report as a JSON object: `document`, `usable`, `endpoints`, `models`, `warnings`, `errors` and one
    /// member per loss kind (every kind, zeros included, in ``Diagnostic/Loss/Kind/allCases`` order).
    public var jsonValue: SpecValue {
        var members: [SpecMember] = [
            SpecMember("document", .string(document)),
            SpecMember("usable", .bool(isUsable)),
            SpecMember("endpoints", .number(String(endpoints))),
            SpecMember("models", .number(String(models))),
            SpecMember("warnings", .number(String(warnings))),
            SpecMember("errors", .number(String(errors))),
        ]
        let lost = Diagnostic.Loss.Kind.allCases.map { SpecMember($0.rawValue, .number(String(self[$0]))) }
        members.append(SpecMember("lost", .object(lost)))
        return .object(members)
    }

    /// `reports` and their total as a table: a header, a line per report, a line for the total; columns aligned,
    /// numbers right-aligned.
    public static func table(_ reports: [LossReport], total: LossReport? = nil) -> String {
        let kinds = Diagnostic.Loss.Kind.allCases
        let header = ["document", "endpoints", "models", "warnings"] + kinds.map(\.rawValue)
        func row(_ report: LossReport) -> [String] {
            [report.isUsable ? report.document : "\(report.document) (errors: \(report.errors))"]
                + [report.endpoints, report.models, report.warnings].map(String.init)
                + kinds.map { String(report[$0]) }
        }
        var rows = [header] + reports.map(row)
        if let total { rows.append(row(total)) }
        let widths = header.indices.map { column in rows.map { $0[column].count }.max() ?? 0 }
        return rows.map { cells in
            cells.indices.map { column in
                let padding = String(repeating: " ", count: widths[column] - cells[column].count)
                return column == 0 ? cells[column] + padding : padding + cells[column]
            }
            .joined(separator: "  ")
        }
        .joined(separator: "\n") + "\n"
    }
}
