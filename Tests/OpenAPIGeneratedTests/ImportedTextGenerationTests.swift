@_spi(Generated) import EndpointRuntime
import Foundation
import OpenAPITextGenerationAPI
import Testing

/// The Text Generation Inference description's unions, imported and compiled through the plugin, decode the JSON
/// its server sends.
struct ImportedTextGenerationTests {
    private func decode<T: Decodable>(_ type: T.Type, _ json: String) throws -> T {
        try JSONCoding.makeDecoder().decode(type, from: Data(json.utf8))
    }

    @Test func messageContentIsAStringOrAnArrayOfChunks() throws {
        let plain = try decode(OpenAPITextGenerationAPI.MessageDTO.self, #"{ "role": "user", "content": "Hi" }"#)
        guard case .string("Hi") = plain.content else {
            Issue.record("decoded \(plain.content)")
            return
        }
        let parts = try decode(
            OpenAPITextGenerationAPI.MessageDTO.self,
            #"{ "role": "user", "content": [{ "type": "text", "text": "Look:" }, { "type": "image_url", "image_url": { "url": "https://example.com/a.png" } }] }"#
        )
        guard case .array(let chunks) = parts.content, chunks.count == 2 else {
            Issue.record("decoded \(parts.content)")
            return
        }
        guard case .text(let text) = chunks[0], case .imageURL(let image) = chunks[1] else {
            Issue.record("decoded \(chunks)")
            return
        }
        #expect(text.text == "Look:")
        #expect(image.imageURL.url == "https://example.com/a.png")
    }

    @Test func inferredDiscriminatorSelectsTheGrammar() throws {
        let grammar = try decode(GrammarTypeDTO.self, #"{ "type": "regex", "value": "[a-z]+" }"#)
        guard case .regex(let regex) = grammar else {
            Issue.record("decoded \(grammar)")
            return
        }
        #expect(regex.value == "[a-z]+")
        #expect(throws: DecodingError.self) { try decode(GrammarTypeDTO.self, #"{ "type": "xml", "value": "" }"#) }
    }
}
