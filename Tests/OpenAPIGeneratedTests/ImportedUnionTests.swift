@_spi(Generated) import EndpointRuntime
import Foundation
import OpenAPIConstructsAPI
import OpenAPIDataTypesAPI
import Testing

/// `oneOf` unions imported from OpenAPI, compiled through the build plugin, decode and encode real JSON.
struct ImportedUnionTests {
    private func decode<T: Decodable>(_ type: T.Type, _ json: String) throws -> T {
        try JSONCoding.makeDecoder().decode(type, from: Data(json.utf8))
    }

    /// Sorted-key JSON: generated models are not `Equatable` by default, so values are compared as their JSON.
    private func encode(_ value: some Encodable) throws -> String {
        let encoder = JSONCoding.makeEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }

    // MARK: Discriminated

    @Test func discriminatorSelectsTheAlternative() throws {
        let shape = try decode(ShapeDTO.self, #"{ "shapeType": "square", "area": 4, "sides": 4 }"#)
        guard case .square(let square) = shape else {
            Issue.record("decoded \(shape)")
            return
        }
        #expect(square.area == 4)
        #expect(square.sides == 4)
    }

    @Test func discriminatorValueOutsideTheMappingIsAPreciseError() throws {
        do {
            _ = try decode(ShapeDTO.self, #"{ "shapeType": "hexagon" }"#)
            Issue.record("decoded an unknown shape")
        } catch let DecodingError.dataCorrupted(context) {
            #expect(
                context.debugDescription
                    == "'shapeType' is 'hexagon'; expected one of 'circle', 'square', 'triangle' for `Shape`"
            )
            #expect(context.codingPath.map(\.stringValue) == ["shapeType"])
        }
    }

    @Test func missingDiscriminatorIsAKeyNotFoundError() {
        #expect(throws: DecodingError.self) { try decode(ShapeDTO.self, #"{ "area": 4 }"#) }
    }

    @Test func implicitMappingUsesTheSchemaName() throws {
        let kind = try decode(PetKindDTO.self, #"{ "type": "Dog", "barks": true }"#)
        #expect(try encode(kind) == encode(PetKindDTO.dog(DogDTO(type: "Dog", barks: true))))
    }

    @Test func encodingWritesThePayloadItself() throws {
        let shape = ShapeDTO.circle(ShapeCircleDTO(shapeType: .circle, radius: 1.5))
        #expect(try encode(shape) == #"{"radius":1.5,"shapeType":"circle"}"#)
        #expect(try encode(decode(ShapeDTO.self, try encode(shape))) == encode(shape))
    }

    // MARK: Ordered

    @Test func alternativesAreTriedInOrder() throws {
        #expect(try encode(decode(PetLabelDTO.self, "7")) == encode(PetLabelDTO.integer(7)))
        #expect(try encode(decode(PetLabelDTO.self, #""seven""#)) == encode(PetLabelDTO.string("seven")))
        #expect(try encode(decode(PetLabelDTO.self, #"["a", "b"]"#)) == encode(PetLabelDTO.array(["a", "b"])))
        #expect(try encode(PetLabelDTO.array(["a"])) == #"["a"]"#)
    }

    @Test func valueMatchingNoAlternativeListsEveryFailure() throws {
        do {
            _ = try decode(PetLabelDTO.self, "true")
            Issue.record("decoded a boolean label")
        } catch let DecodingError.dataCorrupted(context) {
            #expect(
                context.debugDescription.hasPrefix("the value matches none of the alternatives of `PetLabel`: Int: ")
            )
            #expect(context.debugDescription.contains("; String: "))
            #expect(context.debugDescription.contains("; [String]: "))
        }
    }

    @Test func unionPropertiesDecodeInsideModels() throws {
        let pet = try decode(
            OpenAPIConstructsAPI.PetDTO.self,
            #"{ "id": 1, "name": "Rex", "kind": { "type": "Cat", "indoor": false }, "label": "good boy" }"#
        )
        #expect(try encode(pet.kind) == encode(PetKindDTO.cat(CatDTO(type: "Cat", indoor: false))))
        #expect(try encode(pet.label) == encode(PetLabelDTO.string("good boy")))
    }

    // MARK: Hostile names

    @Test func hostileWireNamesRoundTrip() throws {
        let json =
            #"{ "+1": 1, "-1": -1, "@type": "t", "2fa_enabled": true, "class": "c", "self": "s", "default": "d", "userId": "a", "UserID": "b", "user_id": "c" }"#
        let hostile = try decode(HostileDTO.self, json)
        #expect(hostile.plus1 == 1 && hostile.minus1 == -1 && hostile.type == "t" && hostile._2faEnabled == true)
        #expect(hostile.class == "c" && hostile.selfValue == "s" && hostile.default == "d")
        #expect(hostile.userID == "a" && hostile.userID2 == "b" && hostile.userID3 == "c")
        #expect(try encode(decode(HostileDTO.self, try encode(hostile))) == encode(hostile))
    }
}
