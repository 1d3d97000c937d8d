import EndpointRuntime
import Foundation
import Testing

/// How a named event picks the case it decodes as: its name, else its data's discriminator, else `unknown`.
struct ServerSentEventDecodableTests {
    private struct Delta: Decodable, Equatable {
        var type: String
        var delta: String?
    }

    private enum Event: ServerSentEventDecodable, Equatable {
        case delta(Delta)
        case unknown(ServerSentEvent)

        init(event: ServerSentEvent) throws {
            switch event.selectingName(among: ["text.delta"], discriminator: "type") {
            case "text.delta": self = .delta(try event.decodeData(as: Delta.self))
            default: self = .unknown(event)
            }
        }
    }

    @Test func theNameSelectsAndAnUnlistedNameFallsBackToTheDiscriminator() throws {
        let named = ServerSentEvent(type: "text.delta", data: #"{"type":"text.delta","delta":"Hi"}"#)
        #expect(try Event(event: named) == .delta(Delta(type: "text.delta", delta: "Hi")))
        let unnamed = ServerSentEvent(data: #"{"type":"text.delta","delta":null}"#)
        #expect(try Event(event: unnamed) == .delta(Delta(type: "text.delta", delta: nil)))
    }

    @Test(arguments: [
        ServerSentEvent(type: "text.done", data: #"{"type":"text.done"}"#),
        ServerSentEvent(data: "not JSON"),
        ServerSentEvent(data: #"["an array"]"#),
        ServerSentEvent(data: #"{"type": 3}"#),
    ])
    func anythingElseArrivesRawWithoutAnError(event: ServerSentEvent) throws {
        #expect(try Event(event: event) == .unknown(event))
    }

    @Test func aKnownNameWhoseDataDoesNotMatchIsADecodingError() {
        let event = ServerSentEvent(type: "text.delta", data: #"{"delta":"no type"}"#)
        #expect(throws: APIError.self) { try Event(event: event) }
    }
}
