@_spi(Generated) import EndpointRuntime
import EndpointTestSupport
import Foundation
import Testing

@Suite("FormEncoding: application/x-www-form-urlencoded by OpenAPI's styles, exact bytes")
struct FormEncodingTests {
    private struct Filter: Encodable {
        let size: Size
        let tags: [String]
        let note: String?
    }

    private struct Size: Encodable {
        let min: Int
        let max: Int
    }

    private struct Order: Encodable {
        let name: String
        let tags: [String]
        let point: Size
        let filter: Filter
        let missing: Int?
        let paid: Bool
        let price: Double
    }

    private let order = Order(
        name: "Grüße & more+1 =~*-._!",
        tags: ["a b", "c,d"],
        point: Size(min: 1, max: 2),
        filter: Filter(size: Size(min: 3, max: 4), tags: ["x", "y"], note: nil),
        missing: nil,
        paid: true,
        price: 9.5
    )

    private func text(_ styles: [String: FormStyle]) throws -> String {
        String(decoding: try FormEncoding.encode(order, styles: styles), as: UTF8.self)
    }

    @Test func encodesByTheWHATWGRulesWithExplodedDefaults() throws {
        #expect(
            try text(["filter": .deepObject])
                == "name=Gr%C3%BC%C3%9Fe+%26+more%2B1+%3D%7E*-._%21&tags=a+b&tags=c%2Cd&min=1&max=2"
                + "&filter%5Bsize%5D%5Bmin%5D=3&filter%5Bsize%5D%5Bmax%5D=4&filter%5Btags%5D%5B0%5D=x"
                + "&filter%5Btags%5D%5B1%5D=y&paid=true&price=9.5"
        )
    }

    @Test func unexplodedAndDelimitedStyles() throws {
        let pairs = try FormEncoding.pairs(
            order,
            styles: ["tags": .form(explode: false), "point": .form(explode: false), "filter": .pipeDelimited]
        )
        #expect(
            pairs.prefix(3).map(\.description) == ["name=Grüße & more+1 =~*-._!", "tags=a b,c,d", "point=min,1,max,2"]
        )
        let spaced = try FormEncoding.pairs(order, styles: ["tags": .spaceDelimited])
        #expect(spaced[1] == FormPair("tags", "a b c,d"))
        let piped = try FormEncoding.pairs(order, styles: ["tags": .pipeDelimited])
        #expect(piped[1] == FormPair("tags", "a b|c,d"))
        #expect(FormEncoding.serialize([FormPair("tags", "a|b c")]) == "tags=a%7Cb+c")
    }

    @Test func aTopLevelThatIsNotAnObjectIsAnEncodingError() {
        #expect(throws: APIError.encoding("a form body must be an object of named fields")) {
            try FormEncoding.encode(["a", "b"])
        }
        #expect(throws: APIError.self) { try FormEncoding.encode(["n": Double.nan]) }
    }

    @Test func parsesAsTheWHATWGFormParserDoes() {
        let parsed = FormEncoding.parse(Array("a=1&&b=x+y%2B%zz%4&c&=v&d=%C3%BC%FF".utf8))
        #expect(
            parsed == [
                FormPair("a", "1"), FormPair("b", "x y+%zz%4"), FormPair("c", ""), FormPair("", "v"),
                FormPair("d", "ü\u{FFFD}"),
            ]
        )
    }

    @Test func everyByteRoundTrips() {
        let text = String(decoding: (0..<128).map { UInt8($0) }, as: UTF8.self) + "é€𝄞"
        let pairs = [FormPair(text, text), FormPair("", ""), FormPair("a=b&c", "+ %")]
        #expect(FormEncoding.parse(Array(FormEncoding.serialize(pairs).utf8)) == pairs)
    }
}

@Suite("FormEncoding properties: encode → parse round trips")
struct FormEncodingPropertyTests {
    /// A random string of ASCII, Latin-1, BMP and astral characters.
    private static func randomText(_ generator: inout SeededGenerator) -> String {
        let pool: [Unicode.Scalar] = [
            "a", "Z", "0", " ", "+", "%", "&", "=", "[", "]", ",", "|", "*", "~", "\u{0}",
            "\n", "é", "ß", "€", "中", "😀",
        ]
        let count = Int.random(in: 0...12, using: &generator)
        return String(String.UnicodeScalarView((0..<count).map { _ in pool.randomElement(using: &generator)! }))
    }

    @Test func serializedPairsParseBackExactly() async throws {
        try await DedicatedThread.run {
            var generator = SeededGenerator(seed: 15)
            for _ in 0..<2_000 {
                let pairs = (0..<Int.random(in: 0...6, using: &generator)).map { _ in
                    FormPair(Self.randomText(&generator), Self.randomText(&generator))
                }
                let bytes = Array(FormEncoding.serialize(pairs).utf8)
                #expect(FormEncoding.parse(bytes) == pairs)
                // Only the kept set, `+`, `%XX`, `=` and `&` appear on the wire.
                #expect(
                    bytes.allSatisfy { byte in
                        (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
                            || "*-._+%=&".utf8.contains(byte)
                    }
                )
            }
        }
    }

    @Test func deepObjectsKeepEveryLeafUnderItsPath() async throws {
        try await DedicatedThread.run {
            var generator = SeededGenerator(seed: 16)
            for _ in 0..<500 {
                let value = Self.randomValue(&generator, depth: 3)
                let pairs = FormEncoding.pairs([FormMember("f", value)], styles: ["f": .deepObject])
                #expect(FormEncoding.parse(Array(FormEncoding.serialize(pairs).utf8)) == pairs)
                #expect(pairs.count == Self.leafCount(value))
            }
        }
    }

    private static func randomValue(_ generator: inout SeededGenerator, depth: Int) -> FormValue {
        switch depth == 0 ? 0 : Int.random(in: 0...2, using: &generator) {
        case 0: return .text(randomText(&generator))
        case 1:
            return .list(
                (0..<Int.random(in: 0...3, using: &generator)).map { _ in
                    randomValue(&generator, depth: depth - 1)
                }
            )
        default:
            return .object(
                (0..<Int.random(in: 0...3, using: &generator)).map { _ in
                    FormMember(randomText(&generator), randomValue(&generator, depth: depth - 1))
                }
            )
        }
    }

    private static func leafCount(_ value: FormValue) -> Int {
        switch value {
        case .absent: 0
        case .text: 1
        case .list(let elements): elements.map(leafCount).reduce(0, +)
        case .object(let members): members.map { leafCount($0.value) }.reduce(0, +)
        }
    }
}
