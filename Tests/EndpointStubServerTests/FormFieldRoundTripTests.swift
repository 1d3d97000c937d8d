@_spi(Generated) import EndpointRuntime
import EndpointTestSupport
import Foundation
import Testing

@testable import EndpointStubServer

/// Property: what the runtime's form encoder writes, the stub server's form reader reads back field for field.
@Suite("Form fields round trip")
struct FormFieldRoundTripTests {
    /// Characters that form encoding must escape or that look like its syntax, and a few beyond ASCII.
    private static let alphabet = Array("ab Z09&=+%;?/#[]~*'\"\\\u{7F}é漢🙂\r\n\t".unicodeScalars)

    private static func text(_ random: inout SeededGenerator) -> String {
        var scalars = String.UnicodeScalarView()
        for _ in 0..<Int.random(in: 0...8, using: &random) {
            scalars.append(alphabet[Int.random(in: 0..<alphabet.count, using: &random)])
        }
        return String(scalars)
    }

    @Test func encodedFieldsParseBackToTheSameValues() throws {
        var random = SeededGenerator(seed: 0xF0_F1E1D5)
        for _ in 0..<500 {
            var fields: [String: String] = [:]
            for _ in 0..<Int.random(in: 1...5, using: &random) {
                // Names are never empty: an empty name is not a field the stub can be asked to match.
                fields["n" + Self.text(&random)] = Self.text(&random)
            }
            let encoded = try FormEncoding.encode(fields)
            let parsed = RequestBodyFields.formFields(Array(encoded))
            #expect(parsed == fields.mapValues { [$0] }, "\(String(decoding: encoded, as: UTF8.self))")
        }
    }
}
