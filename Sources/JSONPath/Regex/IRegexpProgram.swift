/// An I-Regexp compiled to a Thompson NFA and run as a set of states over the input's scalars: no backtracking,
/// so the work is at most proportional to the program's size times the input's length.
struct IRegexpProgram: Sendable {
    /// One NFA instruction.
    enum Instruction: Sendable {
        /// Consumes one scalar of the class `classes[index]`.
        case consume(Int)
        /// Consumes exactly this scalar.
        case scalar(Unicode.Scalar)
        /// Continues at both targets.
        case split(Int, Int)
        /// Continues at the target.
        case jump(Int)
        /// Continues only at the start of the input.
        case assertStart
        /// Continues only at the end of the input.
        case assertEnd
        /// The pattern matched.
        case match
    }

    private(set) var instructions: [Instruction] = []
    private(set) var classes: [IRegexpCharacterClass] = []

    // MARK: - Compiling

    /// The program for `node`; the caller has checked `size(of:)` against its limit.
    init(_ node: IRegexpNode) {
        emit(node)
        instructions.append(.match)
    }

    /// How many instructions `node` compiles to, saturating at `limit + 1`.
    static func size(of node: IRegexpNode, limit: Int) -> Int {
        let result: Int
        switch node {
        case .empty: result = 0
        case .atom, .startAnchor, .endAnchor: result = 1
        case .sequence(let nodes): result = nodes.reduce(0) { min(limit + 1, $0 + size(of: $1, limit: limit)) }
        case .alternation(let nodes):
            result = nodes.reduce(0) { min(limit + 1, $0 + size(of: $1, limit: limit) + 2) }
        case .repetition(let inner, let minimum, let maximum):
            let body = size(of: inner, limit: limit)
            let optional = maximum.map { ($0 - minimum) * (body + 1) } ?? (body + 2)
            let total = minimum.multipliedReportingOverflow(by: body)
            result = total.overflow ? limit + 1 : total.partialValue + optional
        }
        return min(result, limit + 1)
    }

    private mutating func emit(_ node: IRegexpNode) {
        switch node {
        case .empty: break
        case .startAnchor: instructions.append(.assertStart)
        case .endAnchor: instructions.append(.assertEnd)
        case .atom(let characterClass):
            if !characterClass.isNegated, characterClass.categories.isEmpty, characterClass.ranges.count == 1,
                let range = characterClass.ranges.first, range.lowerBound == range.upperBound,
                let scalar = Unicode.Scalar(range.lowerBound)
            {
                instructions.append(.scalar(scalar))
            } else {
                classes.append(characterClass)
                instructions.append(.consume(classes.count - 1))
            }
        case .sequence(let nodes):
            for node in nodes { emit(node) }
        case .alternation(let nodes):
            var jumpsToEnd: [Int] = []
            for (offset, branch) in nodes.enumerated() {
                if offset < nodes.count - 1 {
                    let split = placeholder()
                    emit(branch)
                    jumpsToEnd.append(placeholder())
                    instructions[split] = .split(split + 1, instructions.count)
                } else {
                    emit(branch)
                }
            }
            for jump in jumpsToEnd { instructions[jump] = .jump(instructions.count) }
        case .repetition(let inner, let minimum, let maximum):
            for _ in 0..<minimum { emit(inner) }
            guard let maximum else {
                let loop = placeholder()
                emit(inner)
                instructions.append(.jump(loop))
                instructions[loop] = .split(loop + 1, instructions.count)
                return
            }
            var splits: [Int] = []
            for _ in minimum..<maximum {
                splits.append(placeholder())
                emit(inner)
            }
            for split in splits { instructions[split] = .split(split + 1, instructions.count) }
        }
    }

    private mutating func placeholder() -> Int {
        instructions.append(.match)
        return instructions.count - 1
    }

    // MARK: - Running

    /// Whether the program matches all of `input` (`anchored`), or some substring of it.
    func run(_ input: String.UnicodeScalarView, anchored: Bool) -> Bool {
        var current = StateSet(capacity: instructions.count)
        var next = StateSet(capacity: instructions.count)
        var stack: [Int] = []
        let count = input.count
        var index = input.startIndex
        var offset = 0
        while true {
            if !anchored || offset == 0 {
                if add(0, to: &current, at: offset, of: count, stack: &stack), !anchored { return true }
            }
            if current.isEmpty { return false }
            if offset == count { return current.matched }
            let scalar = input[index]
            next.clear()
            for state in current.states {
                let target: Int?
                switch instructions[state] {
                case .consume(let classIndex): target = classes[classIndex].contains(scalar) ? state + 1 : nil
                case .scalar(let expected): target = scalar == expected ? state + 1 : nil
                default: target = nil
                }
                if let target, add(target, to: &next, at: offset + 1, of: count, stack: &stack), !anchored {
                    return true
                }
            }
            swap(&current, &next)
            index = input.index(after: index)
            offset += 1
        }
    }

    /// Adds `start` and every state reachable from it without consuming input to `set`; true if one is `match`.
    private func add(_ start: Int, to set: inout StateSet, at offset: Int, of count: Int, stack: inout [Int]) -> Bool {
        var matched = false
        stack.append(start)
        while let state = stack.popLast() {
            guard set.insert(state) else { continue }
            switch instructions[state] {
            case .split(let first, let second):
                stack.append(second)
                stack.append(first)
            case .jump(let target): stack.append(target)
            case .assertStart: if offset == 0 { stack.append(state + 1) }
            case .assertEnd: if offset == count { stack.append(state + 1) }
            case .match:
                matched = true
                set.matched = true
            case .consume, .scalar: break
            }
        }
        return matched
    }
}

// MARK: - State set

/// A sparse set of NFA states (constant-time insert and clear), remembering whether `match` is among them.
private struct StateSet {
    private(set) var states: [Int] = []
    private var positions: [Int]
    var matched = false

    init(capacity: Int) {
        positions = Array(repeating: -1, count: capacity)
        states.reserveCapacity(capacity)
    }

    var isEmpty: Bool { states.isEmpty }

    /// Inserts `state`; false if it was there.
    mutating func insert(_ state: Int) -> Bool {
        let position = positions[state]
        if position >= 0, position < states.count, states[position] == state { return false }
        positions[state] = states.count
        states.append(state)
        return true
    }

    mutating func clear() {
        states.removeAll(keepingCapacity: true)
        matched = false
    }
}
