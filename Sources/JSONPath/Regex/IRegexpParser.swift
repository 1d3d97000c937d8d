/// A parsed I-Regexp (RFC 9485).
indirect enum IRegexpNode: Sendable {
    /// Matches the empty string.
    case empty
    /// One scalar of the class.
    case atom(IRegexpCharacterClass)
    /// `^` outside a class: the start of the string.
    case startAnchor
    /// `$` outside a class: the end of the string.
    case endAnchor
    /// The nodes one after another.
    case sequence([IRegexpNode])
    /// Any one of the nodes.
    case alternation([IRegexpNode])
    /// The node `min` to `max` times (`max` nil: unbounded).
    case repetition(IRegexpNode, min: Int, max: Int?)
}

/// A recursive-descent parser of RFC 9485's grammar; recursion follows group nesting, bounded by `maximumDepth`.
struct IRegexpParser {
    /// The pattern is not an I-Regexp (or exceeds the limits).
    struct Invalid: Error {}

    let scalars: [Unicode.Scalar]
    let maximumDepth: Int
    let maximumRepetition: Int
    var position = 0
    var depth = 0

    // MARK: - Structure

    /// `i-regexp = branch *( "|" branch )`, the whole pattern.
    mutating func parsePattern() throws(Invalid) -> IRegexpNode {
        let node = try parseAlternation()
        guard position == scalars.count else { throw Invalid() }
        return node
    }

    private mutating func parseAlternation() throws(Invalid) -> IRegexpNode {
        var branches = [try parseBranch()]
        while peek == "|" {
            position += 1
            branches.append(try parseBranch())
        }
        return branches.count == 1 ? branches[0] : .alternation(branches)
    }

    /// `branch = *piece`, up to `|`, `)` or the end.
    private mutating func parseBranch() throws(Invalid) -> IRegexpNode {
        var pieces: [IRegexpNode] = []
        while let scalar = peek, scalar != "|", scalar != ")" {
            let atom = try parseAtom()
            pieces.append(try parseQuantifier(of: atom))
        }
        return pieces.isEmpty ? .empty : pieces.count == 1 ? pieces[0] : .sequence(pieces)
    }

    /// `atom = NormalChar / charClass / "(" i-regexp ")"`, with `^` and `$` read as anchors (as the JSONPath
    /// Compliance Test Suite expects).
    private mutating func parseAtom() throws(Invalid) -> IRegexpNode {
        guard let scalar = peek else { throw Invalid() }
        position += 1
        switch scalar {
        case "(":
            depth += 1
            guard depth <= maximumDepth else { throw Invalid() }
            let inner = try parseAlternation()
            guard peek == ")" else { throw Invalid() }
            position += 1
            depth -= 1
            return inner
        case ".": return .atom(.dot)
        case "[": return .atom(try parseClassExpression())
        case "\\": return .atom(try parseEscape())
        case "^": return .startAnchor
        case "$": return .endAnchor
        case ")", "*", "+", "?", "]", "{", "|", "}": throw Invalid()
        default: return .atom(.single(scalar))
        }
    }

    /// An optional `*`, `+`, `?` or `{n}`, `{n,}`, `{n,m}` (n ≤ m ≤ `maximumRepetition`).
    private mutating func parseQuantifier(of atom: IRegexpNode) throws(Invalid) -> IRegexpNode {
        switch peek {
        case "*":
            position += 1
            return .repetition(atom, min: 0, max: nil)
        case "+":
            position += 1
            return .repetition(atom, min: 1, max: nil)
        case "?":
            position += 1
            return .repetition(atom, min: 0, max: 1)
        case "{":
            position += 1
            let minimum = try parseCount()
            var maximum: Int? = minimum
            if peek == "," {
                position += 1
                maximum = peek == "}" ? nil : try parseCount()
            }
            guard peek == "}" else { throw Invalid() }
            position += 1
            if let maximum, maximum < minimum { throw Invalid() }
            return .repetition(atom, min: minimum, max: maximum)
        default:
            return atom
        }
    }

    /// `QuantExact = 1*DIGIT`, at most `maximumRepetition`.
    private mutating func parseCount() throws(Invalid) -> Int {
        var value = 0
        var digits = 0
        while let scalar = peek, scalar >= "0", scalar <= "9" {
            value = value * 10 + Int(scalar.value - 0x30)
            guard value <= maximumRepetition else { throw Invalid() }
            digits += 1
            position += 1
        }
        guard digits > 0 else { throw Invalid() }
        return value
    }

    // MARK: - Classes

    /// `charClassExpr = "[" [ "^" ] ( "-" / CCE1 ) *CCE1 [ "-" ] "]"`, after the `[`.
    private mutating func parseClassExpression() throws(Invalid) -> IRegexpCharacterClass {
        var result = IRegexpCharacterClass()
        if peek == "^" {
            result.isNegated = true
            position += 1
        }
        var isFirst = true
        while true {
            guard let scalar = peek else { throw Invalid() }
            switch scalar {
            case "]":
                guard !isFirst else { throw Invalid() }
                position += 1
                return result
            case "-":
                position += 1
                guard isFirst || peek == "]" else { throw Invalid() }
                result.ranges.append(0x2D...0x2D)
            case "\\" where peek(ahead: 1) == "p" || peek(ahead: 1) == "P":
                position += 1
                let escaped = try parseEscape()
                result.categories += escaped.categories
            default:
                let low = try parseClassCharacter()
                if peek == "-", peek(ahead: 1) != "]", peek(ahead: 1) != nil {
                    position += 1
                    let high = try parseClassCharacter()
                    guard low.value <= high.value else { throw Invalid() }
                    result.ranges.append(low.value...high.value)
                } else {
                    result.ranges.append(low.value...low.value)
                }
            }
            isFirst = false
        }
    }

    /// `CCchar`: any scalar but `-`, `[`, `\`, `]`, or a single-character escape.
    private mutating func parseClassCharacter() throws(Invalid) -> Unicode.Scalar {
        guard let scalar = peek else { throw Invalid() }
        position += 1
        switch scalar {
        case "-", "[", "]": throw Invalid()
        case "\\": return try parseSingleCharacterEscape()
        default: return scalar
        }
    }

    // MARK: - Escapes

    /// After a `\`: `\p{…}`, `\P{…}` or a single-character escape.
    private mutating func parseEscape() throws(Invalid) -> IRegexpCharacterClass {
        guard let letter = peek else { throw Invalid() }
        guard letter == "p" || letter == "P" else { return .single(try parseSingleCharacterEscape()) }
        position += 1
        guard peek == "{" else { throw Invalid() }
        position += 1
        var name = ""
        while let scalar = peek, scalar != "}", name.unicodeScalars.count < 3 {
            name.unicodeScalars.append(scalar)
            position += 1
        }
        guard peek == "}", let mask = IRegexpCharacterClass.categoryMask(named: name) else { throw Invalid() }
        position += 1
        return IRegexpCharacterClass(categories: [(mask, letter == "P")])
    }

    /// `SingleCharEsc`, after the `\`: `\n`, `\r`, `\t`, or one of `( ) * + - . ? [ \ ] ^ { | }` escaped.
    private mutating func parseSingleCharacterEscape() throws(Invalid) -> Unicode.Scalar {
        guard let letter = peek else { throw Invalid() }
        position += 1
        switch letter {
        case "n": return "\n"
        case "r": return "\r"
        case "t": return "\t"
        case "(", ")", "*", "+", "-", ".", "?", "[", "\\", "]", "^", "{", "|", "}": return letter
        default: throw Invalid()
        }
    }

    // MARK: - Scanning

    private var peek: Unicode.Scalar? { position < scalars.count ? scalars[position] : nil }

    private func peek(ahead offset: Int) -> Unicode.Scalar? {
        position + offset < scalars.count ? scalars[position + offset] : nil
    }
}
