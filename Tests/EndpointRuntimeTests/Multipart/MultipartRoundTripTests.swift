@_spi(Generated) import EndpointRuntime
import EndpointStubServer
import EndpointTestSupport
import Foundation
import Testing

/// Property: whatever parts `MultipartWriter` writes, the stub server's `MultipartFormParser` reads back exactly
/// (names, filenames, content types and bytes), and a body read with another boundary is a typed error.
@Suite("Multipart round trip: writer → stub server parser")
struct MultipartRoundTripTests {
    private static let nameAlphabet = Array("abcXYZ019 _-.:;,=()[]é✓".unicodeScalars)

    private static func randomText(_ generator: inout SeededGenerator, maximum: Int) -> String {
        var text = String.UnicodeScalarView()
        for _ in 0..<Int.random(in: 1...maximum, using: &generator) {
            text.append(nameAlphabet[Int.random(in: 0..<nameAlphabet.count, using: &generator)])
        }
        return String(text)
    }

    /// Random bytes, biased towards the ones framing uses (CR, LF, `-`).
    private static func randomBytes(_ generator: inout SeededGenerator) -> [UInt8] {
        let framing: [UInt8] = [13, 10, UInt8(ascii: "-"), UInt8(ascii: "E")]
        return (0..<Int.random(in: 0...300, using: &generator)).map { _ in
            Bool.random(using: &generator)
                ? framing[Int.random(in: 0..<framing.count, using: &generator)]
                : UInt8.random(in: 0...255, using: &generator)
        }
    }

    @Test("500 random bodies of 0-6 parts parse back byte for byte")
    func writtenBodiesParseBack() throws {
        var generator = SeededGenerator(seed: 15)
        for _ in 0..<500 {
            var parts: [MultipartPart] = []
            var expected: [MultipartFormParser.Part] = []
            for _ in 0..<Int.random(in: 0...6, using: &generator) {
                let name = Self.randomText(&generator, maximum: 12)
                let bytes = Self.randomBytes(&generator)
                if Bool.random(using: &generator) {
                    let filename = Self.randomText(&generator, maximum: 12)
                    parts.append(.file(name: name, data: Data(bytes), filename: filename, contentType: "image/png"))
                    expected.append(.init(name: name, filename: filename, contentType: "image/png", body: bytes))
                } else {
                    let text = String(decoding: bytes, as: UTF8.self)
                    parts.append(.text(name: name, text))
                    expected.append(.init(name: name, body: Array(text.utf8)))
                }
            }
            let body = MultipartFormData(parts: parts, using: &generator)
            let written = Array(try MultipartWriter(body).writeAll())
            let boundary = try #require(MultipartFormParser.boundary(ofContentType: body.contentType))
            #expect(boundary == body.boundary)
            #expect(try MultipartFormParser.parse(written, boundary: boundary) == expected)
        }
    }

    @Test("a body read with a boundary it does not use, or cut short, is a typed error")
    func wrongBoundaryIsATypedError() throws {
        let body = try MultipartFormData(parts: [.text(name: "a", "1")], boundary: "right")
        let written = Array(try MultipartWriter(body).writeAll())
        #expect(throws: MultipartParseError.boundaryNotFound) {
            try MultipartFormParser.parse(written, boundary: "wrong")
        }
        #expect(throws: MultipartParseError.missingClosingDelimiter) {
            try MultipartFormParser.parse(Array(written.dropLast(12)), boundary: "right")
        }
        #expect(throws: MultipartParseError.self) {
            try MultipartFormParser.parse(Array("--right\r\nX: y\r\n\r\nz\r\n--right--".utf8), boundary: "right")
        }
    }
}
