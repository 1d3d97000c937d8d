extension BrokenSpecCase {
    /// Every broken spec the table test checks.
    static let all: [BrokenSpecCase] =
        syntax + structure + schemas + models + endpoints + examples + repositories + names
}

// MARK: - Syntax

extension BrokenSpecCase {
    static let syntax: [BrokenSpecCase] = [
        BrokenSpecCase(
            name: "empty input",
            text: "  \n",
            expected: [
                "1:1: error: the spec is empty; expected a JSON object"
            ]
        ),
        BrokenSpecCase(
            name: "missing comma between members",
            text: """
                {
                  "name": "Shop",
                  "description": "x" x
                }
                """,
            expected: [
                "3:22: error: expected ',' or '}' after object member, found 'x'"
            ]
        ),
        BrokenSpecCase(
            name: "trailing comma",
            text: """
                {
                  "name": "Shop",
                }
                """,
            expected: [
                "2:17: error: trailing comma before '}'"
            ]
        ),
        BrokenSpecCase(
            name: "duplicate key",
            text: """
                {
                  "name": "Shop",
                  "name": "Store"
                }
                """,
            expected: [
                "3:3: error: duplicate key 'name'",
                "2:3: note: 'name' was first defined here",
            ]
        ),
        BrokenSpecCase(
            name: "top level is an array",
            text: "[1, 2]",
            expected: [
                "1:1: error: the spec must be a JSON object, found an array"
            ]
        ),
        BrokenSpecCase(
            name: "an OpenAPI document",
            text: """
                {
                  "openapi": "3.1.0",
                  "info": { "title": "Shop" },
                  "paths": {}
                }
                """,
            expected: [
                "2:3: error: this is an OpenAPI document, not an EndpointKit spec; convert it with 'endpoint-gen import-openapi <file> --output <spec>' first"
            ]
        ),
    ]
}

// MARK: - Top level and structure

extension BrokenSpecCase {
    static let structure: [BrokenSpecCase] = [
        BrokenSpecCase(
            name: "missing name and misspelled key",
            text: """
                {
                  "modles": {}
                }
                """,
            expected: [
                "1:1: error: the spec is missing required key 'name'",
                "2:3: error: unknown key 'modles' in the spec; did you mean 'models'?",
            ]
        ),
        BrokenSpecCase(
            name: "baseURL not http",
            text: """
                {
                  "name": "Shop",
                  "baseURL": "ftp://shop.example.com"
                }
                """,
            expected: [
                "3:14: error: 'baseURL' must be an absolute http or https URL such as 'https://api.example.com', found 'ftp://shop.example.com'"
            ]
        ),
        BrokenSpecCase(
            name: "endpoint is not an object",
            text: """
                {
                  "name": "Shop",
                  "endpoints": { "getProduct": "GET /products" }
                }
                """,
            expected: [
                "3:32: error: endpoint 'getProduct' must be an object, found a string"
            ]
        ),
        BrokenSpecCase(
            name: "imports that are not module names",
            text: """
                {
                  "name": "Shop",
                  "imports": ["ShopDomain", "Shop Domain", 3, "ShopDomain"]
                }
                """,
            expected: [
                "3:29: error: import 'Shop Domain' is not a valid Swift module name",
                "3:44: error: every element of 'imports' must be a string, found a number",
                "3:47: warning: module 'ShopDomain' is imported twice",
            ]
        ),
    ]
}

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
                "3:15: error: model 'Product' needs 'properties' (an object model) or \"type\": \"string\" with 'enum' (an enumeration)"
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
                "6:72: error: 'from' names 'price', which is not a property of model 'Product'"
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

// MARK: - Endpoints

extension BrokenSpecCase {
    static let endpoints: [BrokenSpecCase] = [
        BrokenSpecCase(
            name: "wrong value type for method",
            text: """
                {
                  "name": "Shop",
                  "endpoints": {
                    "ping": { "method": 1, "path": "/ping", "responses": { "204": {} } }
                  }
                }
                """,
            expected: [
                "4:25: error: 'method' must be a string, found a number"
            ]
        ),
        BrokenSpecCase(
            name: "misspelled method key",
            text: """
                {
                  "name": "Shop",
                  "endpoints": {
                    "ping": { "metod": "GET", "path": "/ping", "responses": { "204": {} } }
                  }
                }
                """,
            expected: [
                "4:5: error: endpoint 'ping' is missing required key 'method'",
                "4:15: error: unknown key 'metod' in endpoint 'ping'; did you mean 'method'?",
            ]
        ),
        BrokenSpecCase(
            name: "unknown method",
            text: """
                {
                  "name": "Shop",
                  "endpoints": {
                    "ping": { "method": "GTE", "path": "/ping", "responses": { "204": {} } }
                  }
                }
                """,
            expected: [
                "4:25: error: unknown HTTP method 'GTE'; did you mean 'GET'?"
            ]
        ),
        BrokenSpecCase(
            name: "placeholder without parameter",
            text: """
                {
                  "name": "Shop",
                  "endpoints": {
                    "getProduct": { "method": "GET", "path": "/products/{id}", "responses": { "204": {} } }
                  }
                }
                """,
            expected: [
                "4:46: error: placeholder '{id}' in 'path' has no parameter with \"in\": \"path\" in endpoint 'getProduct'"
            ]
        ),
        BrokenSpecCase(
            name: "path parameter missing from path and optional",
            text: """
                {
                  "name": "Shop",
                  "endpoints": {
                    "getProduct": {
                      "method": "GET",
                      "path": "products",
                      "parameters": { "id": { "in": "path", "type": "string", "required": false } },
                      "responses": { "204": {} }
                    }
                  }
                }
                """,
            expected: [
                "6:15: error: 'path' must start with '/', found 'products'",
                "7:23: error: path parameter 'id' does not appear in path 'products'; add '{id}'",
                "7:75: error: path parameter 'id' is always required; remove \"required\": false",
            ]
        ),
        BrokenSpecCase(
            name: "invalid status key",
            text: """
                {
                  "name": "Shop",
                  "endpoints": {
                    "ping": { "method": "GET", "path": "/ping", "responses": { "2000": {}, "204": {} } }
                  }
                }
                """,
            expected: [
                "4:64: error: invalid response status '2000' in endpoint 'ping'; use a code from 100 to 599, a range such as '4XX', or 'default'"
            ]
        ),
        BrokenSpecCase(
            name: "no 2xx response and a GET body",
            text: """
                {
                  "name": "Shop",
                  "endpoints": {
                    "ping": { "method": "GET", "path": "/ping", "body": { "type": "string" }, "responses": { "404": {} } }
                  }
                }
                """,
            expected: [
                "4:5: warning: endpoint 'ping' declares no 2xx response; a successful call will not decode a body",
                "4:5: warning: GET endpoint 'ping' has a body; many servers and proxies ignore or reject it",
            ]
        ),
        BrokenSpecCase(
            name: "example with unknown parameter and invalid status",
            text: """
                {
                  "name": "Shop",
                  "endpoints": {
                    "getProduct": {
                      "method": "GET",
                      "path": "/products/{id}",
                      "parameters": { "id": { "in": "path", "type": "string" } },
                      "responses": { "200": { "type": "string" } },
                      "examples": [ { "parameters": { "idd": "p-1" }, "status": 99 } ]
                    }
                  }
                }
                """,
            expected: [
                "9:39: error: example parameter 'idd' is not a parameter of endpoint 'getProduct'; did you mean 'id'?",
                "9:65: error: 'status' must be an HTTP status code from 100 to 599, found 99",
            ]
        ),
        BrokenSpecCase(
            name: "parameters whose Swift names collide",
            text: """
                {
                  "name": "Shop",
                  "endpoints": {
                    "search": {
                      "method": "GET",
                      "path": "/search",
                      "parameters": { "page_size": { "in": "query", "type": "integer" }, "pageSize": { "in": "header", "type": "integer" } },
                      "responses": { "200": { "type": "string" } }
                    }
                  }
                }
                """,
            expected: [
                "7:74: error: parameter 'page_size' and parameter 'pageSize' of endpoint 'search' both become the Swift argument name 'pageSize'",
                "7:23: note: parameter 'page_size' is declared here",
            ]
        ),
        BrokenSpecCase(
            name: "query parameter of an object model and unknown location",
            text: """
                {
                  "name": "Shop",
                  "models": { "Filter": { "properties": {} } },
                  "endpoints": {
                    "search": {
                      "method": "GET",
                      "path": "/search",
                      "parameters": { "filter": { "in": "query", "$ref": "Filter" }, "token": { "in": "cookie", "type": "string" } },
                      "responses": { "200": { "type": "string" } }
                    }
                  }
                }
                """,
            expected: [
                "8:33: error: query parameter 'filter' of endpoint 'search' refers to object model 'Filter'; parameters must be scalars or enumerations",
                "8:87: error: 'in' must be 'path', 'query' or 'header', found 'cookie'",
            ]
        ),
    ]
}

// MARK: - Examples and endpoint warnings

extension BrokenSpecCase {
    static let examples: [BrokenSpecCase] = [
        BrokenSpecCase(
            name: "example bodies that do not fit the response",
            text: """
                {
                  "name": "Shop",
                  "models": { "Product": { "properties": { "id": { "type": "string" }, "price": { "type": "integer" } } } },
                  "endpoints": {
                    "getProduct": {
                      "method": "GET",
                      "path": "/product",
                      "responses": { "200": { "$ref": "Product" }, "204": {} },
                      "examples": [
                        { "status": 200, "body": { "id": 1 } },
                        { "status": 204, "body": "unexpected" },
                        { "status": 500 }
                      ]
                    }
                  }
                }
                """,
            expected: [
                "10:34: warning: example body is missing required property 'price' of model 'Product'",
                "10:42: warning: example body at 'id' must be a string, found a number",
                "11:34: warning: example has a body but response '204' declares none",
                "12:9: warning: example status 500 has no matching response in endpoint 'getProduct'",
            ]
        ),
        BrokenSpecCase(
            name: "example parameter that cannot be sent and redundant retryable",
            text: """
                {
                  "name": "Shop",
                  "endpoints": {
                    "getProduct": {
                      "method": "GET",
                      "path": "/products/{id}",
                      "retryable": true,
                      "parameters": { "id": { "in": "path", "type": "string" } },
                      "responses": { "200": { "type": "string" }, "4xx": {}, "4XX": {} },
                      "examples": [ { "parameters": { "id": { "value": "p-1" } }, "status": 200, "body": "ok" } ]
                    }
                  }
                }
                """,
            expected: [
                "4:5: warning: \"retryable\": true has no effect on GET endpoint 'getProduct'; GET requests are retried anyway",
                "9:62: error: response status '4XX' is listed twice",
                "9:51: note: the same status was first listed here",
                "10:45: error: example parameter 'id' must be a string, number or boolean, found an object",
            ]
        ),
    ]
}

// MARK: - Repositories

extension BrokenSpecCase {
    /// A spec prefix with one endpoint, `getProduct(id)`, answering a `Product`.
    static let repositoryPrelude = """
        {
          "name": "Shop",
          "models": { "Product": { "properties": { "id": { "type": "string" } } } },
          "endpoints": {
            "getProduct": {
              "method": "GET",
              "path": "/products/{id}",
              "parameters": { "id": { "in": "path", "type": "string" } },
              "responses": { "200": { "$ref": "Product" } }
            }
          },
        """

    static let repositories: [BrokenSpecCase] = [
        BrokenSpecCase(
            name: "unknown endpoint",
            text: repositoryPrelude + """

                  "repositories": {
                    "Products": { "methods": { "product": { "endpoint": "getProdcut", "returns": "Product" } } }
                  }
                }
                """,
            expected: [
                "13:57: error: unknown endpoint 'getProdcut' in 'endpoint'; did you mean 'getProduct'?"
            ]
        ),
        BrokenSpecCase(
            name: "parameter fed to nothing and required parameter not fed",
            text: repositoryPrelude + """

                  "repositories": {
                    "Products": {
                      "methods": {
                        "product": {
                          "endpoint": "getProduct",
                          "parameters": [ { "name": "id", "type": "String", "to": "identifier" } ],
                          "returns": "Product"
                        }
                      }
                    }
                  }
                }
                """,
            expected: [
                "15:9: error: method 'product' does not supply required parameter 'id' of endpoint 'getProduct'; add a parameter with \"to\": \"id\"",
                "17:67: error: 'to' names 'identifier', which is not a parameter of endpoint 'getProduct'",
            ]
        ),
        BrokenSpecCase(
            name: "from not a property and bad errors",
            text: repositoryPrelude + """

                  "repositories": {
                    "Products": {
                      "methods": {
                        "product": {
                          "endpoint": "getProduct",
                          "parameters": [ { "name": "id", "type": "String", "to": "id" } ],
                          "returns": "String",
                          "from": "name",
                          "errors": { "4XX": { "throw": "ShopError.failed" }, "404": { "throw": "ShopError.notFound", "arguments": ["identifier"] } }
                        }
                      }
                    }
                  }
                }
                """,
            expected: [
                "19:19: error: 'from' names 'name', which is not a property of model 'Product', the 2xx response of endpoint 'getProduct'",
                "20:23: error: invalid error status '4XX' in method 'product'; use an HTTP status code from 100 to 599",
                "20:117: error: error argument 'identifier' is not a parameter of method 'product'",
            ]
        ),
        BrokenSpecCase(
            name: "repository parameters feeding one endpoint parameter twice",
            text: repositoryPrelude + """

                  "repositories": {
                    "Products": {
                      "conformsTo": ["ProductRepository", "not a protocol"],
                      "methods": {
                        "product": {
                          "endpoint": "getProduct",
                          "parameters": [ { "name": "id", "type": "String", "to": "id" }, { "name": "other", "type": "String", "to": "id" } ],
                          "returns": "Product",
                          "errors": { "404": { "arguments": ["id"] } }
                        }
                      }
                    }
                  }
                }
                """,
            expected: [
                "14:43: error: 'conformsTo' must list Swift protocol names, found 'not a protocol'",
                "18:118: error: endpoint parameter 'id' is fed by two parameters of method 'product'",
                "18:67: note: it is first fed here",
                "20:23: error: error '404' of method 'product' is missing required key 'throw'",
            ]
        ),
    ]
}

// MARK: - Names

extension BrokenSpecCase {
    static let names: [BrokenSpecCase] = [
        BrokenSpecCase(
            name: "property Swift names collide",
            text: """
                {
                  "name": "Shop",
                  "models": {
                    "Product": { "properties": { "price_cents": { "type": "integer" }, "priceCents": { "type": "integer" } } }
                  }
                }
                """,
            expected: [
                "4:72: error: property 'price_cents' and property 'priceCents' of model 'Product' both become the Swift property name 'priceCents'",
                "4:34: note: property 'price_cents' is declared here",
            ]
        ),
        BrokenSpecCase(
            name: "model name without letters",
            text: """
                {
                  "name": "Shop",
                  "models": { "123": { "properties": {} } }
                }
                """,
            expected: [
                "3:15: error: model name '123' does not produce a valid Swift type name"
            ]
        ),
        BrokenSpecCase(
            name: "repositories named like generated or reserved types",
            text: """
                {
                  "name": "Shop",
                  "repositories": { "ShopClient": { "methods": {} }, "Date": { "methods": {} } }
                }
                """,
            expected: [
                "3:21: error: repository 'ShopClient' becomes the Swift type 'ShopClient', which is generated for the spec named 'Shop'",
                "3:54: error: repository 'Date' is named like a type the generated code needs; rename it",
            ]
        ),
        BrokenSpecCase(
            name: "endpoints whose method names collide",
            text: """
                {
                  "name": "Shop",
                  "endpoints": {
                    "get_product": { "method": "GET", "path": "/a", "responses": { "200": { "type": "string" } } },
                    "getProduct": { "method": "GET", "path": "/b", "responses": { "200": { "type": "string" } } }
                  }
                }
                """,
            expected: [
                "5:5: error: endpoint 'get_product' and endpoint 'getProduct' both become the Swift method name 'getProduct'",
                "4:5: note: endpoint 'get_product' is declared here",
            ]
        ),
        BrokenSpecCase(
            name: "two models become one type",
            text: """
                {
                  "name": "Shop",
                  "models": { "product_page": { "properties": {} }, "ProductPage": { "properties": {} } }
                }
                """,
            expected: [
                "3:53: error: model 'product_page' and model 'ProductPage' both become the Swift type 'ProductPageDTO'",
                "3:15: note: model 'product_page' is declared here",
            ]
        ),
    ]
}
