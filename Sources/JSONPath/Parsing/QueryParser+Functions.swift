// MARK: - Function calls

extension QueryParser {
    /// `name( S [argument *(S , S argument)] S )`, at the `(`.
    mutating func parseFunctionCall(
        _ name: String,
        _ column: Int
    ) throws(JSONPathSyntaxError) -> ParsedExpression {
        guard let function = FunctionExtension(rawValue: name) else { throw Self.unknownFunction(name, column) }
        let open = position
        try enterNesting()
        defer { depth -= 1 }
        position += 1
        skipBlanks()
        var arguments: [ParsedExpression] = []
        if peek != ")" {
            while true {
                arguments.append(try parseLogicalOr())
                skipBlanks()
                guard peek == "," else { break }
                position += 1
                skipBlanks()
            }
        }
        guard peek == ")" else { throw argumentsError(open: open, function) }
        position += 1
        return try makeCall(function, arguments, column: column)
    }

    @inline(never)
    private func argumentsError(open: Int, _ function: FunctionExtension) -> JSONPathSyntaxError {
        closingError(open: open, "expected ',' or ')' in the arguments of \(function.rawValue)()")
    }

    @inline(never)
    private static func unknownFunction(_ name: String, _ column: Int) -> JSONPathSyntaxError {
        let known = FunctionExtension.allCases.map { $0.rawValue + "()" }.joined(separator: ", ")
        return JSONPathSyntaxError(message: "unknown function \(name)(); the functions are \(known)", column: column)
    }

    /// The call of `function` with `parsed` arguments, checked against its declared parameters (§2.4.3).
    @inline(never)
    private func makeCall(
        _ function: FunctionExtension,
        _ parsed: [ParsedExpression],
        column: Int
    ) throws(JSONPathSyntaxError) -> ParsedExpression {
        let parameters = function.parameters
        guard parsed.count == parameters.count else {
            let expected = parameters.count == 1 ? "1 argument" : "\(parameters.count) arguments"
            throw JSONPathSyntaxError(
                message: "\(function.rawValue)() takes \(expected), not \(parsed.count)",
                column: column
            )
        }
        var arguments: [FunctionArgument] = []
        for (argument, parameter) in zip(parsed, parameters) {
            arguments.append(try convert(argument, to: parameter, of: function))
        }
        var call = FunctionCall(function: function, arguments: arguments)
        if function == .match || function == .search, case .value(.literal(.string(let pattern))) = arguments[1] {
            call.pattern = IRegexp(pattern).map(LiteralPattern.compiled) ?? .invalid
        }
        return ParsedExpression(kind: .function(call), column: column)
    }
}
