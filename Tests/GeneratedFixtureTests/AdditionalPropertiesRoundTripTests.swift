import EdgeCasesAPI
@_spi(Generated) import EndpointRuntime
import Foundation
import Testing

import struct EndpointTestSupport.SeededGenerator

/// Property test: a JSON object decoded into a model with additional properties (and a variant) and encoded back is
/// the same JSON, unknown keys included.
struct AdditionalPropertiesRoundTripTests {
    /// Keys the generated objects draw their unknown members from, some shaped like real ones.
    private static let extraKeys = ["assignee", "escalated", "x-trace", "meta", "", "ünïcode", "42", "id_", "ID"]

    private func roundTrip<T: Codable>(_ type: T.Type, _ json: JSONValue) throws -> JSONValue {
        let data = try JSONCoding.makeEncoder().encode(json)
        let model = try JSONCoding.decode(type, from: data)
        let encoded = try JSONCoding.makeEncoder().encode(model)
        return try JSONCoding.decode(JSONValue.self, from: encoded)
    }

    @Test func randomTicketsSurviveDecodingAndEncoding() throws {
        var random = SeededGenerator(seed: 33)
        for _ in 0..<300 {
            let ticket = Self.ticket(using: &random)
            #expect(try roundTrip(TicketDTO.self, ticket) == ticket)
        }
    }

    @Test func randomLabelsKeepEveryIntegerKey() throws {
        var random = SeededGenerator(seed: 7)
        for _ in 0..<300 {
            var members: [String: JSONValue] = [:]
            if Bool.random(using: &random) { members["color"] = .string("c\(Int.random(in: 0..<9, using: &random))") }
            for key in Self.extraKeys where Bool.random(using: &random) {
                members[key] = .number(Double(Int.random(in: -1_000...1_000, using: &random)))
            }
            #expect(try roundTrip(LabelsDTO.self, .object(members)) == .object(members))
        }
    }

    // MARK: Generators

    private static func ticket(using random: inout SeededGenerator) -> JSONValue {
        // `priority` has a default, which an absent key would decode to (and encode back): always send it.
        var members: [String: JSONValue] = [
            "id": .string("t-\(Int.random(in: 0..<1_000, using: &random))"),
            "priority": .number(Double(Int.random(in: 0...5, using: &random))),
        ]
        if Bool.random(using: &random) {
            members["ratio"] = .number([0.5, 1, 1.5, 2.25].randomElement(using: &random)!)
        }
        if Bool.random(using: &random) { members["pinned"] = .bool(Bool.random(using: &random)) }
        if Bool.random(using: &random) { members["additionalProperties"] = .string("declared") }
        if Bool.random(using: &random) {
            var payment: [String: JSONValue] = [
                "amount_cents": .number(Double(Int.random(in: 0..<100, using: &random)))
            ]
            switch Int.random(in: 0..<3, using: &random) {
            case 0: payment.merge(["method": .string("card"), "last4": .string("4242")]) { $1 }
            case 1: payment.merge(["method": .string("bank"), "iban": .string("DE89")]) { $1 }
            default: break
            }
            members["payment"] = .object(payment)
        }
        for key in extraKeys where Bool.random(using: &random) {
            members[key] = value(depth: 0, using: &random)
        }
        return .object(members)
    }

    /// Any JSON value, nested at most three levels.
    private static func value(depth: Int, using random: inout SeededGenerator) -> JSONValue {
        switch Int.random(in: 0..<(depth < 3 ? 6 : 4), using: &random) {
        case 0: .null
        case 1: .bool(Bool.random(using: &random))
        case 2: .number(Double(Int.random(in: -99...99, using: &random)) / 4)
        case 3: .string(String(repeating: "é", count: Int.random(in: 0..<3, using: &random)))
        case 4: .array((0..<Int.random(in: 0..<3, using: &random)).map { _ in value(depth: depth + 1, using: &random) })
        default:
            .object(
                Dictionary(
                    uniqueKeysWithValues: (0..<Int.random(in: 0..<3, using: &random)).map {
                        ("k\($0)", value(depth: depth + 1, using: &random))
                    }
                )
            )
        }
    }
}
