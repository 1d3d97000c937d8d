// MARK: - Logical expressions

extension QueryEvaluator {
    /// Whether `expression` holds for the filter's current node `current`.
    @inlinable func test(_ expression: LogicalExpression, current: Node) -> Bool {
        switch expression {
        case .or(let operands): operands.contains { test($0, current: current) }
        case .and(let operands): operands.allSatisfy { test($0, current: current) }
        case .not(let operand): !test(operand, current: current)
        case .exists(let query) where query.isSingular: singularNode(of: query, current: current) != nil
        case .exists(let query): !nodes(of: query, current: current).isEmpty
        case .function(let call): logical(call, current: current)
        case .comparison(let left, let comparison, let right):
            compare(value(of: left, current: current), comparison, value(of: right, current: current))
        }
    }

    /// A comparison, charged for the pairs of values it looked at.
    @inlinable func compare(_ left: FilterValue<Node>, _ comparison: ComparisonOperator, _ right: FilterValue<Node>)
        -> Bool
    {
        var work = 0
        let result = FilterValue.compare(left, comparison, right, work: &work)
        return state.charge(work) && result
    }

    // MARK: - Values

    /// The value of `expression`, or Nothing.
    @inlinable func value(of expression: ValueExpression, current: Node) -> FilterValue<Node> {
        switch expression {
        case .literal(let literal): return .literal(literal)
        case .query(let query): return singularNode(of: query, current: current).map(FilterValue.node) ?? .nothing
        case .function(let call): return value(of: call, current: current)
        }
    }

    /// The result of a function declared to return ValueType.
    @inlinable func value(of call: FunctionCall, current: Node) -> FilterValue<Node> {
        switch (call.function, call.arguments.first) {
        case (.length, .value(let argument)):
            switch value(of: argument, current: current).jsonPathValue {
            case .string(let string): return .number(string.unicodeScalars.count)
            case .array(let elements): return .number(elements.count)
            case .object(let members): return .number(members.count)
            default: return .nothing
            }
        case (.count, .nodes(let query)):
            return .number(nodes(of: query, current: current).count)
        case (.value, .nodes(let query)):
            let nodes = nodes(of: query, current: current)
            return nodes.count == 1 ? .node(nodes[0]) : .nothing
        default:
            return .nothing
        }
    }

    /// The result of a function declared to return LogicalType (or NodesType, tested for existence).
    @inlinable func logical(_ call: FunctionCall, current: Node) -> Bool {
        guard call.function == .match || call.function == .search, call.arguments.count == 2,
            case .value(let subject) = call.arguments[0], case .value(let patternArgument) = call.arguments[1],
            let string = value(of: subject, current: current).string
        else { return false }
        let regexp: IRegexp?
        switch call.pattern {
        case .compiled(let compiled): regexp = compiled
        case .invalid: regexp = nil
        case .none:
            guard let pattern = value(of: patternArgument, current: current).string else { return false }
            regexp = compile(pattern)
        }
        guard let regexp, state.charge(regexp.cost(of: string)) else { return false }
        return call.function == .match ? regexp.matches(string) : regexp.containsMatch(in: string)
    }

    /// `pattern` compiled (nil if invalid), through the selection's cache.
    @inlinable func compile(_ pattern: String) -> IRegexp? {
        let key = Array(pattern.utf8)
        if let cached = state.patterns[key] { return cached }
        if state.patterns.count >= EvaluationState<Node>.maximumPatterns { state.patterns.removeAll() }
        guard state.charge(key.count) else { return nil }
        let compiled = IRegexp(pattern)
        state.patterns[key] = compiled
        return compiled
    }
}
