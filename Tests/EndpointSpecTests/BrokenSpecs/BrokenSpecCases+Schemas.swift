// MARK: - Schemas

extension BrokenSpecCase {
    static let schemas: [BrokenSpecCase] = [
        BrokenSpecCase(
            name: "unknown type",
            text: """
                {
                  "name": "Shop",
                  "models": {
                    "Product": { "properties": { "id": { "type": "strng" } } }
                  }
                }
                """,
            expected: [
                "4:50: error: unknown type 'strng'; did you mean 'string'?"
            ]
        ),
        BrokenSpecCase(
            name: "format not valid for type",
            text: """
                {
                  "name": "Shop",
                  "models": {
                    "Product": { "properties": { "id": { "type": "string", "format": "int32" } } }
                  }
                }
                """,
            expected: [
                "4:70: error: format 'int32' is not valid for type 'string'; use 'date', 'date-time', 'uuid', 'uri' or 'byte'"
            ]
        ),
        BrokenSpecCase(
            name: "default does not match type",
            text: """
                {
                  "name": "Shop",
                  "models": {
                    "Product": { "properties": { "count": { "type": "integer", "default": "ten" } } }
                  }
                }
                """,
            expected: [
                "4:75: error: 'default' must be an integer, found a string"
            ]
        ),
        BrokenSpecCase(
            name: "empty enum",
            text: """
                {
                  "name": "Shop",
                  "models": {
                    "Color": { "type": "string", "enum": [] }
                  }
                }
                """,
            expected: [
                "4:42: error: 'enum' must list at least one value"
            ]
        ),
        BrokenSpecCase(
            name: "duplicate enum value",
            text: """
                {
                  "name": "Shop",
                  "models": {
                    "Color": { "type": "string", "enum": ["red", "blue", "red"] }
                  }
                }
                """,
            expected: [
                "4:58: error: duplicate enum value 'red'",
                "4:43: note: 'red' was first listed here",
            ]
        ),
        BrokenSpecCase(
            name: "array without items",
            text: """
                {
                  "name": "Shop",
                  "models": {
                    "Page": { "properties": { "tags": { "type": "array" } } }
                  }
                }
                """,
            expected: [
                "4:31: error: property 'tags' of model 'Page' is missing required key 'items'"
            ]
        ),
        BrokenSpecCase(
            name: "dangling reference",
            text: """
                {
                  "name": "Shop",
                  "models": {
                    "Product": { "properties": { "id": { "type": "string" } } },
                    "Page": { "properties": { "items": { "type": "array", "items": { "$ref": "Prodcut" } } } }
                  }
                }
                """,
            expected: [
                "5:78: error: unknown model 'Prodcut' in '$ref'; did you mean 'Product'?"
            ]
        ),
        BrokenSpecCase(
            name: "reference default outside the enumeration",
            text: """
                {
                  "name": "Shop",
                  "models": {
                    "Color": { "type": "string", "enum": ["red", "blue"] },
                    "Car": { "properties": { "color": { "$ref": "Color", "default": "green" } } }
                  }
                }
                """,
            expected: [
                "5:69: error: 'default' must be one of 'red' or 'blue', found 'green'"
            ]
        ),
        BrokenSpecCase(
            name: "object schema without additionalProperties and null default",
            text: """
                {
                  "name": "Shop",
                  "models": {
                    "Car": { "properties": { "tags": { "type": "object" }, "name": { "type": "string", "default": null } } }
                  }
                }
                """,
            expected: [
                "4:30: error: property 'tags' of model 'Car' has type 'object' but no 'additionalProperties'; describe the values of the map, or declare a model under 'models' and use '$ref'",
                "4:99: error: 'default' is null but the schema is not nullable",
            ]
        ),
        BrokenSpecCase(
            name: "misspelled schema key and $ref combined with type",
            text: """
                {
                  "name": "Shop",
                  "models": {
                    "Tag": { "properties": {} },
                    "Page": { "properties": { "tags": { "type": "array", "itmes": { "type": "string" } }, "tag": { "$ref": "Tag", "type": "object" } } }
                  }
                }
                """,
            expected: [
                "5:31: error: property 'tags' of model 'Page' is missing required key 'items'",
                "5:58: error: unknown key 'itmes' in property 'tags' of model 'Page'; did you mean 'items'?",
                "5:115: error: 'type' cannot be combined with '$ref'",
            ]
        ),
        BrokenSpecCase(
            name: "defaults without a Swift literal",
            text: """
                {
                  "name": "Shop",
                  "models": {
                    "Tag": { "properties": {} },
                    "Blob": {
                      "properties": {
                        "data": { "type": "string", "format": "byte", "default": "not base64!" },
                        "ratio": { "type": "number", "format": "float", "default": 1e39 },
                        "tag": { "$ref": "Tag", "default": {} }
                      },
                      "required": []
                    }
                  }
                }
                """,
            expected: [
                "7:66: error: 'default' must be base64-encoded data such as 'aGk=', found 'not base64!'",
                "8:68: error: 'default' must be a number that fits Float, found 1e39",
                "9:44: error: 'default' is not supported on a '$ref' to object model 'Tag'; only enumeration models and plain types take defaults",
            ]
        ),
        BrokenSpecCase(
            name: "OpenAPI habits",
            text: """
                {
                  "name": "Shop",
                  "models": {
                    "Tag": { "properties": { "label": { "type": "string", "required": true } } },
                    "Page": { "properties": { "tag": { "$ref": "#/components/schemas/Tag" }, "meta": { "type": "object", "properties": {} } } }
                  }
                }
                """,
            expected: [
                "4:59: error: unknown key 'required' in property 'label' of model 'Tag'; mark an optional property '\"optional\": true', or list the required ones in the model's 'required' array",
                "5:48: error: unknown model '#/components/schemas/Tag' in '$ref'; write just the model's name: 'Tag'",
                "5:106: error: unknown key 'properties' in property 'meta' of model 'Page'; inline objects are not supported: declare a model under 'models' and refer to it with '$ref'",
            ]
        ),
        BrokenSpecCase(
            name: "a dropped leading underscore that makes two properties one Swift name",
            text: """
                {
                  "name": "Shop",
                  "models": {
                    "Hit": { "properties": { "tags": { "type": "string" }, "_tags": { "type": "string" } } }
                  }
                }
                """,
            expected: [
                "4:60: error: property 'tags' and property '_tags' of model 'Hit' both become the Swift property name 'tags'",
                "4:30: note: property 'tags' is declared here",
            ]
        ),
        BrokenSpecCase(
            name: "a property marked optional that contradicts the model's required list",
            text: """
                {
                  "name": "Shop",
                  "models": {
                    "Tag": {
                      "properties": {
                        "label": { "type": "string", "optional": true },
                        "color": { "type": "string", "optional": false },
                        "rank": { "type": "integer", "optional": "yes" }
                      },
                      "required": ["label"]
                    }
                  }
                }
                """,
            expected: [
                "6:38: error: property 'label' of model 'Tag' is marked '\"optional\": true' but is listed in 'required'; remove one of the two",
                "10:20: note: 'label' is listed in 'required' here",
                "7:38: error: property 'color' of model 'Tag' is marked '\"optional\": false' but the model's 'required' does not list it; list it there or remove 'optional'",
                "8:50: error: 'optional' must be a boolean, found a string",
            ]
        ),
    ]
}

// MARK: - Models

extension BrokenSpecCase {
    static let models: [BrokenSpecCase] = [
        BrokenSpecCase(
            name: "required names an unknown property",
            text: """
                {
                  "name": "Shop",
                  "models": {
                    "Product": { "properties": { "name": { "type": "string" } }, "required": ["nmae"] }
                  }
                }
                """,
            expected: [
                "4:79: error: 'required' lists 'nmae', which is not a property of model 'Product'; did you mean 'name'?"
            ]
        ),
        BrokenSpecCase(
            name: "model with neither properties nor enum",
            text: """
                {
                  "name": "Shop",
                  "models": { "Product": { "description": "x" } }
                }
                """,
            expected: [
                "3:15: error: model 'Product' needs 'properties' (an object model) or \"type\": \"string\" with 'enum' (an enumeration; integer, number and boolean enumerations take their own type)"
            ]
        ),
        BrokenSpecCase(
            name: "domain mapping from an unknown property",
            text: """
                {
                  "name": "Shop",
                  "models": {
                    "Product": {
                      "properties": { "price_cents": { "type": "integer" } },
                      "domain": { "type": "Product", "arguments": { "price": { "from": "price" } } }
                    }
                  }
                }
                """,
            expected: [
                "6:72: error: 'from' names 'price', which is not a property of model 'Product'; did you mean 'price_cents'?"
            ]
        ),
        BrokenSpecCase(
            name: "failable argument without invalid",
            text: """
                {
                  "name": "Shop",
                  "models": {
                    "Product": {
                      "properties": { "price": { "type": "integer" } },
                      "domain": {
                        "type": "Product",
                        "arguments": { "price": { "from": "price", "using": "Price(_:)", "failable": true } }
                      }
                    }
                  }
                }
                """,
            expected: [
                "8:24: error: argument 'price' is failable, so the domain mapping of model 'Product' needs 'invalid': the error thrown when the conversion returns nil"
            ]
        ),
        BrokenSpecCase(
            name: "malformed conversion",
            text: """
                {
                  "name": "Shop",
                  "models": {
                    "Product": {
                      "properties": { "price": { "type": "integer" } },
                      "domain": { "type": "Product", "arguments": { "price": { "from": "price", "using": "Price" } } }
                    }
                  }
                }
                """,
            expected: [
                "6:90: error: 'using' must be a call such as 'Price(_:)' or 'Product.ID(rawValue:)', found 'Price'"
            ]
        ),
        BrokenSpecCase(
            name: "wrong types for required, swiftName and failable without using",
            text: """
                {
                  "name": "Shop",
                  "models": {
                    "Product": {
                      "properties": { "id": { "type": "string", "swiftName": "the id" } },
                      "required": "id",
                      "domain": { "type": "Product", "invalid": "ShopError.invalid", "arguments": { "id": { "from": "id", "failable": true } } }
                    }
                  }
                }
                """,
            expected: [
                "5:62: error: 'swiftName' must be a valid Swift identifier, found 'the id'",
                "6:19: error: 'required' must be an array, found a string",
                "7:107: error: 'failable' needs a 'using' conversion that can fail",
            ]
        ),
        BrokenSpecCase(
            name: "enumeration model with required and domain",
            text: """
                {
                  "name": "Shop",
                  "models": {
                    "Color": { "type": "string", "enum": ["red"], "required": ["red"], "domain": { "type": "Color", "arguments": {} } }
                  }
                }
                """,
            expected: [
                "4:51: error: 'required' is only allowed on a model with 'properties'",
                "4:72: error: 'domain' is only allowed on a model with 'properties'",
            ]
        ),
    ]
}
