import EndpointSpec

/// The catalog spec compiled into the CLI, so that the built-in stub server works from any directory and after
/// installation. `EmbeddedCatalogSpecTests` fails when this copy differs from `spec/catalog.json`.
enum EmbeddedCatalogSpec {
    /// The path diagnostics name.
    static let path = "spec/catalog.json"

    /// The contents of `spec/catalog.json`.
    static let json = #"""
        {
          "name": "Catalog",
          "description": "The product catalog service: look up products, search them by name, watch their prices and upload their images.",
          "baseURL": "https://catalog.example.com",
          "imports": ["CatalogApplication", "CatalogDomain"],
          "models": {
            "Product": {
              "description": "A product as the catalog service sends it.",
              "properties": {
                "id": { "type": "string", "description": "The product's stable identifier, for example `p-1`." },
                "name": { "type": "string", "description": "The display name." },
                "price_cents": { "type": "integer", "description": "The price in cents; never negative for a valid product." }
              },
              "required": ["id", "name", "price_cents"],
              "domain": {
                "type": "Product",
                "invalid": "ProductError.invalidProduct",
                "arguments": {
                  "id": { "from": "id", "using": "Product.ID(rawValue:)" },
                  "name": { "from": "name" },
                  "price": { "from": "price_cents", "using": "Price(_:)", "failable": true }
                }
              }
            },
            "ProductSearchPage": {
              "description": "One page of search results.",
              "properties": {
                "products": { "type": "array", "items": { "$ref": "Product" }, "description": "The matching products." },
                "total": { "type": "integer", "description": "How many products match in all." },
                "next_cursor": { "type": "string", "nullable": true, "description": "Where the next page starts; absent on the last page." }
              },
              "required": ["products", "total"]
            },
            "PriceUpdate": {
              "description": "One event of a product's price feed.",
              "properties": {
                "product_id": { "type": "string", "description": "The product whose price changed." },
                "price_cents": { "type": "integer", "description": "The new price in cents." }
              },
              "required": ["product_id", "price_cents"],
              "domain": {
                "type": "PriceChange",
                "invalid": "ProductError.invalidProduct",
                "arguments": {
                  "productID": { "from": "product_id", "using": "Product.ID(rawValue:)" },
                  "price": { "from": "price_cents", "using": "Price(_:)", "failable": true }
                }
              }
            },
            "ProductImageUpload": {
              "description": "An image of a product, uploaded as a multipart form.",
              "properties": {
                "image": { "type": "string", "format": "byte", "description": "The image file: sent from memory or streamed from disk." },
                "caption": { "type": "string", "description": "Text describing the image for people who cannot see it." }
              },
              "required": ["image"]
            },
            "ProductImage": {
              "description": "An image the catalog stored for a product.",
              "properties": {
                "id": { "type": "string", "description": "The image's identifier." },
                "product_id": { "type": "string", "description": "The product the image shows." },
                "url": { "type": "string", "format": "uri", "description": "Where the image is served." }
              },
              "required": ["id", "product_id", "url"],
              "domain": {
                "type": "ProductImage",
                "arguments": {
                  "id": { "from": "id" },
                  "productID": { "from": "product_id", "using": "Product.ID(rawValue:)" },
                  "url": { "from": "url" }
                }
              }
            },
            "ErrorMessage": {
              "description": "The body of an error response.",
              "properties": {
                "message": { "type": "string", "description": "A human-readable explanation." }
              },
              "required": ["message"],
              "errorMessage": "message"
            }
          },
          "endpoints": {
            "getProduct": {
              "description": "Fetches one product by its identifier.",
              "method": "GET",
              "path": "/products/{id}",
              "parameters": {
                "id": { "in": "path", "type": "string", "description": "The product identifier." }
              },
              "responses": {
                "200": {
                  "$ref": "Product",
                  "description": "The product.",
                  "headers": {
                    "X-RateLimit-Remaining": { "type": "integer", "description": "How many more requests the client may send this hour." }
                  }
                },
                "404": { "$ref": "ErrorMessage", "description": "There is no product with that identifier." }
              },
              "examples": [
                {
                  "parameters": { "id": "p-1" },
                  "status": 200,
                  "headers": { "X-RateLimit-Remaining": 59 },
                  "body": { "id": "p-1", "name": "Swift Book", "price_cents": 2990 }
                },
                { "parameters": { "id": "p-2" }, "status": 200, "body": { "id": "p-2", "name": "Swift Mug", "price_cents": 1250 } },
                { "parameters": { "id": "p-3" }, "status": 200, "body": { "id": "p-3", "name": "Concurrency Poster", "price_cents": 900 } },
                { "parameters": { "id": "p-4" }, "status": 200, "body": { "id": "p-4", "name": "Swift Sticker Pack", "price_cents": 350 } },
                { "parameters": { "id": "p-5" }, "status": 200, "body": { "id": "p-5", "name": "Swift Hoodie", "price_cents": 4500 } },
                { "parameters": { "id": "p-bad" }, "status": 200, "body": { "id": "p-bad", "name": "Broken Price", "price_cents": -100 } },
                { "status": 404, "body": { "message": "No such product." } }
              ]
            },
            "watchPrice": {
              "description": "Streams a product's price changes as server-sent events, one event per change.",
              "method": "GET",
              "path": "/products/{id}/prices",
              "parameters": {
                "id": { "in": "path", "type": "string", "description": "The product identifier." }
              },
              "responses": {
                "200": { "contentType": "text/event-stream", "$ref": "PriceUpdate", "description": "The price changes." },
                "404": { "$ref": "ErrorMessage", "description": "There is no product with that identifier." }
              },
              "examples": [
                {
                  "parameters": { "id": "p-1" },
                  "status": 200,
                  "intervalMilliseconds": 1000,
                  "body": [
                    { "product_id": "p-1", "price_cents": 2990 },
                    { "product_id": "p-1", "price_cents": 2790 },
                    { "product_id": "p-1", "price_cents": 2490 }
                  ]
                },
                {
                  "parameters": { "id": "p-2" },
                  "status": 200,
                  "body": [{ "product_id": "p-2", "price_cents": 1250 }, { "product_id": "p-2", "price_cents": 990 }]
                },
                { "status": 404, "body": { "message": "No such product." } }
              ]
            },
            "uploadProductImage": {
              "description": "Uploads an image of a product as a multipart form.",
              "method": "POST",
              "path": "/products/{id}/images",
              "parameters": {
                "id": { "in": "path", "type": "string", "description": "The product identifier." }
              },
              "body": { "contentType": "multipart/form-data", "$ref": "ProductImageUpload", "description": "The image and its caption." },
              "responses": {
                "201": { "$ref": "ProductImage", "description": "The stored image." },
                "404": { "$ref": "ErrorMessage", "description": "There is no product with that identifier." }
              },
              "examples": [
                {
                  "parameters": { "id": "p-1" },
                  "status": 201,
                  "body": { "id": "img-1", "product_id": "p-1", "url": "https://images.catalog.example.com/p-1/img-1" }
                },
                {
                  "parameters": { "id": "p-2" },
                  "status": 201,
                  "body": { "id": "img-2", "product_id": "p-2", "url": "https://images.catalog.example.com/p-2/img-2" }
                },
                { "status": 404, "body": { "message": "No such product." } }
              ]
            },
            "searchProducts": {
              "description": "Searches products by name.",
              "method": "GET",
              "path": "/products/search",
              "parameters": {
                "q": { "in": "query", "type": "string", "required": true, "description": "The text to search for; at least two characters." },
                "limit": { "in": "query", "type": "integer", "description": "The largest number of products to return." },
                "cursor": { "in": "query", "type": "string", "description": "Where the page starts: a page's `next_cursor`." }
              },
              "pagination": { "kind": "cursor", "items": "products", "cursorParameter": "cursor", "nextCursor": "next_cursor" },
              "responses": {
                "200": {
                  "$ref": "ProductSearchPage",
                  "description": "The matching products.",
                  "headers": {
                    "X-RateLimit-Remaining": { "type": "integer", "description": "How many more requests the client may send this hour." }
                  }
                }
              },
              "examples": [
                {
                  "parameters": { "q": "swift", "cursor": "swift-2" },
                  "status": 200,
                  "body": { "products": [ { "id": "p-5", "name": "Swift Hoodie", "price_cents": 4500 } ], "total": 4 }
                },
                {
                  "parameters": { "q": "swift" },
                  "status": 200,
                  "body": {
                    "products": [
                      { "id": "p-1", "name": "Swift Book", "price_cents": 2990 },
                      { "id": "p-2", "name": "Swift Mug", "price_cents": 1250 },
                      { "id": "p-4", "name": "Swift Sticker Pack", "price_cents": 350 }
                    ],
                    "total": 4,
                    "next_cursor": "swift-2"
                  }
                },
                {
                  "parameters": { "q": "poster" },
                  "status": 200,
                  "body": { "products": [ { "id": "p-3", "name": "Concurrency Poster", "price_cents": 900 } ], "total": 1 }
                },
                { "status": 200, "body": { "products": [], "total": 0 } }
              ]
            }
          },
          "repositories": {
            "HTTPProductRepository": {
              "description": "The catalog service as a `ProductRepository`.",
              "conformsTo": ["ProductRepository", "PriceWatching"],
              "methods": {
                "product": {
                  "endpoint": "getProduct",
                  "parameters": [ { "name": "id", "type": "Product.ID", "to": "id", "value": "rawValue" } ],
                  "returns": "Product",
                  "errors": { "404": { "throw": "ProductError.notFound", "arguments": ["id"] } }
                },
                "search": {
                  "endpoint": "searchProducts",
                  "parameters": [
                    { "label": "_", "name": "query", "type": "SearchQuery", "to": "q", "value": "text" },
                    { "name": "limit", "type": "Int?", "to": "limit" }
                  ],
                  "returns": "[Product]",
                  "from": "products"
                },
                "priceChanges": {
                  "endpoint": "watchPrice",
                  "parameters": [ { "label": "of", "name": "id", "type": "Product.ID", "to": "id", "value": "rawValue" } ],
                  "returns": "PriceChange",
                  "errors": { "404": { "throw": "ProductError.notFound", "arguments": ["id"] } }
                }
              }
            }
          },
          "securitySchemes": {
            "catalogToken": {
              "type": "http",
              "scheme": "bearer",
              "description": "The token in CATALOG_TOKEN. Optional: a call without one is anonymous; a wrong one is refused with 401."
            }
          },
          "security": [{ "catalogToken": [] }, {}]
        }
        """#

    /// The parsed and validated spec.
    ///
    /// - Throws: ``EmbeddedSpecError`` naming the first problem when the embedded copy does not load.
    static func load() throws(EmbeddedSpecError) -> Spec {
        let result = SpecLoader.load(text: Array(json.utf8), path: path)
        guard let spec = result.spec else {
            throw EmbeddedSpecError(diagnostics: result.diagnostics.filter { $0.severity == .error })
        }
        return spec
    }
}
