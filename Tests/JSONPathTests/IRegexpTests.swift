import Testing

@testable import JSONPath

/// The I-Regexp (RFC 9485) reader and matcher behind `match()` and `search()`.
@Suite struct IRegexpTests {
    @Test(arguments: [
        "", "a", "a|b", "(a|)", "a*", "a+", "a?", "a{2}", "a{2,}", "a{2,3}", "a{0,0}", "[abc]", "[^abc]", "[a-z]",
        "[-a]", "[a-]", "[-]", "[--]", "[\\-]", "[a\\]]", "[\\n-\\r]", "\\p{L}", "\\p{Lu}", "\\P{Nd}", "\\p{Cn}",
        "[\\p{L}0-]", "\\.", "\\\\", "\\^", "\\{\\|\\}", "^a$", "[$^]", "a,b-c", "x{1000}",
        String(repeating: "a", count: IRegexp.maximumPatternLength),
    ])
    func validPatterns(_ pattern: String) {
        #expect(IRegexp(pattern) != nil)
    }

    @Test(arguments: [
        "(", ")", "a)", "(a", "*", "+a", "?", "a**", "a*?", "a{", "a{,2}", "a{2,1}", "a{1001}", "{", "}", "]", "[",
        "[]", "[^]", "[a", "[z-a]", "[a-b-c]", "[[]", "[a-\\p{L}]", "\\d", "\\w", "\\s", "\\b", "\\1", "\\$", "\\/",
        "\\p{Cs}", "\\p{IsBasicLatin}", "\\p{Lx}", "\\p{L", "\\pL", "(?:a)", "(?i)a",
        String(repeating: "a", count: IRegexp.maximumPatternLength + 1),
        String(repeating: "(", count: 40) + "a" + String(repeating: ")", count: 40),
        "(a{1000}){1000}", "((a{100}){100}){100}",
    ])
    func invalidPatterns(_ pattern: String) {
        #expect(IRegexp(pattern) == nil)
    }

    @Test func matchIsWholeStringAndSearchIsAnywhere() throws {
        let regexp = try #require(IRegexp("b+"))
        #expect(regexp.matches("bbb"))
        #expect(!regexp.matches("abbb"))
        #expect(regexp.containsMatch(in: "abbbc"))
        #expect(!regexp.containsMatch(in: "ac"))
        let empty = try #require(IRegexp(""))
        #expect(empty.matches(""))
        #expect(!empty.matches("a"))
        #expect(empty.containsMatch(in: "anything"))
    }

    @Test func dotIsAnyScalarButLineFeedAndCarriageReturn() throws {
        let dot = try #require(IRegexp("."))
        for scalar in ["a", "\u{2028}", "\u{2029}", "\u{85}", "😀", "\t", "\u{0}"] {
            #expect(dot.matches(scalar), "\(scalar)")
        }
        for scalar in ["\n", "\r", "", "ab", "e\u{301}"] { #expect(!dot.matches(scalar)) }
    }

    @Test func categoriesAndClasses() throws {
        let upper = try #require(IRegexp("\\p{Lu}+"))
        #expect(upper.matches("ÀΩЖ"))
        #expect(!upper.matches("Aa"))
        let notLetter = try #require(IRegexp("[^\\p{L}]"))
        #expect(notLetter.matches("1"))
        #expect(!notLetter.matches("ж"))
        let letters = try #require(IRegexp("\\p{L}"))
        #expect(letters.matches("ǅ"))  // Lt
        let range = try #require(IRegexp("[\\t-\\r]"))
        #expect(range.matches("\n") && !range.matches(" "))
        let others = try #require(IRegexp("\\p{C}"))
        #expect(others.matches("\u{E000}") && others.matches("\u{200B}") && !others.matches("a"))
        let classChars = try #require(IRegexp("[.^$*+?(){}|]+"))
        #expect(classChars.matches(".^$*+?(){}|"))
    }

    @Test func quantifiersAndAnchors() throws {
        let counted = try #require(IRegexp("a{2,3}"))
        #expect(!counted.matches("a") && counted.matches("aa") && counted.matches("aaa") && !counted.matches("aaaa"))
        let atLeast = try #require(IRegexp("(ab){2,}"))
        #expect(atLeast.matches("abab") && atLeast.matches("ababab") && !atLeast.matches("ab"))
        let zero = try #require(IRegexp("a{0}b"))
        #expect(zero.matches("b") && !zero.matches("ab"))
        let anchored = try #require(IRegexp("^ab"))
        #expect(anchored.containsMatch(in: "abc") && !anchored.containsMatch(in: "cab"))
        let ending = try #require(IRegexp("ab$"))
        #expect(ending.containsMatch(in: "cab") && !ending.containsMatch(in: "abc"))
        let nestedEmpty = try #require(IRegexp("(a*)*b"))
        #expect(nestedEmpty.matches("aaab") && nestedEmpty.matches("b") && !nestedEmpty.matches("aaa"))
    }

    /// `(a*)*b` and `(a|aa)+$` take exponential time in a backtracking engine on a run of `a`s; here the work is
    /// linear in the input.
    @Test func hostilePatternsRunInLinearTime() throws {
        let input = String(repeating: "a", count: 20_000)
        let patterns = try ["(a*)*b", "(a|aa)+c", "(.*a){20}"].map { try #require(IRegexp($0)) }
        let clock = ContinuousClock()
        let elapsed = clock.measure {
            #expect(!patterns[0].matches(input))
            #expect(!patterns[1].containsMatch(in: input))
            #expect(patterns[2].matches(input))
        }
        #expect(elapsed < .seconds(20))
    }

    @Test func invalidPatternsMakeMatchAndSearchFalse() throws {
        let document: JSONValue = ["a", "(", "b"]
        for query in ["$[?match(@, '(')]", "$[?search(@, '(')]", "$[?match(@, '\\\\d')]", "$[?search(@, 'a{1001}')]"] {
            #expect(try JSONPathQuery(parsing: query).nodes(in: document).isEmpty, "\(query)")
        }
        #expect(try JSONPathQuery(parsing: "$[?!match(@, '(')]").nodes(in: document) == document.arrayElements)
        let patterns: JSONValue = ["values": ["a", "b"], "patterns": ["(", "a", "[ab]"]]
        let matching = try JSONPathQuery(parsing: "$.values[?match(@, $.patterns[2])]").nodes(in: patterns)
        #expect(matching == ["a", "b"])
    }
}

extension JSONValue {
    fileprivate var arrayElements: [JSONValue] {
        if case .array(let elements) = self { elements } else { [] }
    }
}
