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
                          "returns": "ProductDTO"
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
                "19:19: error: 'from' names 'name', which is not a property of model 'Product', the 2xx response of endpoint 'getProduct'; its only property is 'id'",
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
                          "returns": "ProductDTO",
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
        BrokenSpecCase(
            name: "return type without a domain mapping",
            text: repositoryPrelude + """

                  "repositories": {
                    "Products": {
                      "methods": {
                        "product": {
                          "endpoint": "getProduct",
                          "parameters": [ { "name": "id", "type": "String", "to": "id" } ],
                          "returns": "Product"
                        },
                        "productDTO": {
                          "endpoint": "getProduct",
                          "parameters": [ { "name": "id", "type": "String", "to": "id" } ],
                          "returns": "ProductDTO"
                        }
                      }
                    }
                  }
                }
                """,
            expected: [
                "18:22: error: method 'product' returns 'Product', but model 'Product' has no 'domain' mapping, so the response can only be returned as 'ProductDTO'; add a 'domain' mapping to model 'Product' or return 'ProductDTO'"
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
            name: "spec name and swiftName that cannot be Swift names",
            text: """
                {
                  "name": "---",
                  "models": { "Item": { "properties": { "id": { "type": "string", "swiftName": "init" } } } }
                }
                """,
            expected: [
                "2:11: error: 'name' must produce a valid Swift type name prefix, found '---'",
                "3:80: error: 'swiftName' 'init' cannot name a Swift property or argument, even in backticks",
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
