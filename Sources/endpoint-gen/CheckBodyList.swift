import EndpointSpec

/// The bodies a `check --bodies` list names, one a line: `ENDPOINT [STATUS] BODY`.
///
/// `ENDPOINT` is the endpoint's name, `operationId` or route (`GET /v2/sizes`, as for `--endpoint`), `STATUS` an HTTP status code or `-`
/// for the endpoint's success response (left out, the success response too), and `BODY` the path of the recorded
/// body (relative to the current directory), the rest of the line, so it may hold spaces. Blank lines and lines
/// starting with `#` are skipped.
///
/// ```
/// # endpoint        status  body
/// getProduct                recordings/product.json
/// getProduct        404     recordings/missing product.json
/// listProducts      -       recordings/products.json
/// GET /products     200     recordings/products.json
/// ```
struct CheckBodyList {
    /// One body the list names, with where.
    struct Entry: Equatable {
        /// The body to check.
        var body: CheckedBody
        /// Where the line names the endpoint, the status (or the endpoint when the line gives none) and the body.
        var endpointLocation: SourceLocation
        var statusLocation: SourceLocation
        var bodyLocation: SourceLocation
    }

    /// The bodies, in the list's order.
    var entries: [Entry] = []
    /// The lines that name no body as the format says, located.
    var diagnostics: [Diagnostic] = []

    /// The format of a line, for messages.
    static let lineFormat = "'ENDPOINT [STATUS] BODY'"

    /// Reads the list `text` read from `file`.
    static func parse(_ text: String, file: String) -> CheckBodyList {
        var list = CheckBodyList()
        // By scalars: a `\r\n` is one Character, which a split at "\n" would not see.
        for (index, line) in text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let scalars = Array(line.last == "\r" ? line.dropLast() : line)
            var fields = Self.fields(of: scalars)
            guard let first = fields.first, scalars[first.lowerBound] != "#" else { continue }
            func location(_ column: Int) -> SourceLocation {
                SourceLocation(file: file, line: index + 1, column: column + 1)
            }
            var name = String(String.UnicodeScalarView(scalars[first]))
            // A route: `GET /v2/sizes` names the endpoint with two fields.
            if fields.count > 2, EndpointLookup.methods.contains(name.uppercased()),
                scalars[fields[1].lowerBound] == "/"
            {
                name += " " + String(String.UnicodeScalarView(scalars[fields[1]]))
                fields.remove(at: 1)
            }
            var status: Int?
            var bodyField = 1
            if fields.count > 1 {
                let text = String(String.UnicodeScalarView(scalars[fields[1]]))
                if text == "-" || text.unicodeScalars.allSatisfy({ ("0"..."9").contains($0) }) {
                    guard text == "-" || Int(text).map({ (100...599).contains($0) }) == true else {
                        list.diagnostics.append(
                            Diagnostic(
                                .error,
                                "invalid status '\(text)': expected an HTTP status 100-599, or '-' for the endpoint's "
                                    + "success response",
                                at: location(fields[1].lowerBound)
                            )
                        )
                        continue
                    }
                    status = Int(text)
                    bodyField = 2
                }
            }
            guard fields.count > bodyField else {
                list.diagnostics.append(
                    Diagnostic(
                        .error,
                        "missing the body's path: a line of the list is \(lineFormat)",
                        at: location(fields[fields.count - 1].upperBound)
                    )
                )
                continue
            }
            let bodyStart = fields[bodyField].lowerBound
            let bodyEnd = fields[fields.count - 1].upperBound
            list.entries.append(
                Entry(
                    body: CheckedBody(
                        endpointName: name,
                        status: status,
                        bodyPath: String(String.UnicodeScalarView(scalars[bodyStart..<bodyEnd]))
                    ),
                    endpointLocation: location(first.lowerBound),
                    statusLocation: location(bodyField == 2 ? fields[1].lowerBound : first.lowerBound),
                    bodyLocation: location(bodyStart)
                )
            )
        }
        return list
    }

    /// The ranges of the line's fields: runs of scalars other than spaces and tabs.
    private static func fields(of scalars: [Unicode.Scalar]) -> [Range<Int>] {
        var fields: [Range<Int>] = []
        var start: Int?
        for (offset, scalar) in scalars.enumerated() {
            let isBlank = scalar == " " || scalar == "\t"
            if isBlank, let begun = start {
                fields.append(begun..<offset)
                start = nil
            } else if !isBlank, start == nil {
                start = offset
            }
        }
        if let start { fields.append(start..<scalars.count) }
        return fields
    }
}
