import EndpointTestSupport
import Testing

@testable import EndpointSpec

/// The ASCII fast path of ``SwiftNaming`` answers exactly what the general path answers.
@Suite struct ASCIINamingTests {
    /// Characters that exercise every rule: both cases, digits, separators, signs and a line break pair.
    static let alphabet = ["a", "b", "A", "B", "0", "9", "_", "-", "+", " ", "\r", "\n", "\r\n"]

    /// Every name of up to four characters over ``alphabet``.
    static var shortNames: [String] {
        var names = [""]
        var previous = [""]
        for _ in 1...4 {
            previous = previous.flatMap { prefix in alphabet.map { prefix + $0 } }
            names += previous
        }
        return names
    }

    @Test func everyShortNameSpellsLikeTheGeneralPath() async throws {
        // 30,000 names compute for a while: on a thread of their own, so loopback tests beside them keep running.
        let mismatches = try await DedicatedThread.run {
            var mismatches: [String] = []
            for raw in Self.shortNames {
                if let fast = ASCIINaming.typeName(raw), fast != SwiftNaming.spelledTypeName(raw) {
                    mismatches.append("type \(raw.debugDescription): \(fast) vs \(SwiftNaming.spelledTypeName(raw))")
                }
                if let fast = ASCIINaming.memberName(raw), fast != SwiftNaming.spelledMemberName(raw) {
                    mismatches.append(
                        "member \(raw.debugDescription): \(fast) vs \(SwiftNaming.spelledMemberName(raw))"
                    )
                }
            }
            return mismatches
        }
        #expect(mismatches.isEmpty, "\(mismatches.prefix(10))")
    }

    @Test func longerRandomNamesSpellLikeTheGeneralPath() {
        let letters = Array("aAbBzZsS09_-+. xX")
        var generator = SeededGenerator(seed: 6)
        for _ in 0..<5_000 {
            let length = Int.random(in: 1...16, using: &generator)
            let raw = String((0..<length).map { _ in letters.randomElement(using: &generator) ?? "a" })
            #expect(ASCIINaming.typeName(raw).map { $0 == SwiftNaming.spelledTypeName(raw) } != false, "\(raw)")
            #expect(ASCIINaming.memberName(raw).map { $0 == SwiftNaming.spelledMemberName(raw) } != false, "\(raw)")
        }
    }

    @Test(arguments: [
        "id", "created_at", "X-Trace", "HTTPSProxy", "IN_STOCK", "-name", "+1", "2fa_enabled", "URLValue",
    ])
    func typicalNamesTakeTheFastPath(raw: String) {
        #expect(ASCIINaming.typeName(raw) == SwiftNaming.spelledTypeName(raw))
        #expect(ASCIINaming.memberName(raw) == SwiftNaming.spelledMemberName(raw))
    }

    @Test func namesMadeOfInitialismsSpellLikeTheGeneralPath() {
        let words = [
            "id", "ID", "Id", "ids", "IDS", "url", "Urls", "uuid", "html", "http", "https", "s", "x", "Is", "IDs",
            "VPCs",
        ]
        let separators = ["", "_", "-"]
        for first in words {
            for separator in separators {
                for second in words {
                    let raw = first + separator + second
                    #expect(ASCIINaming.typeName(raw) == SwiftNaming.spelledTypeName(raw), "\(raw)")
                    #expect(ASCIINaming.memberName(raw) == SwiftNaming.spelledMemberName(raw), "\(raw)")
                }
            }
        }
    }

    @Test(arguments: ["", "*", "-", "__", "café", "🚀"])
    func namesWithoutASCIIWordsAreLeftToTheGeneralPath(raw: String) {
        #expect(ASCIINaming.typeName(raw) == nil)
        #expect(ASCIINaming.memberName(raw) == nil)
    }
}
