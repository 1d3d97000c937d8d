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
                "4:57: error: placeholder '{id}' in 'path' has no parameter with \"in\": \"path\" in endpoint 'getProduct'"
            ]
        ),
        BrokenSpecCase(
            name: "unclosed placeholder brace, located at the brace",
            text: """
                {
                  "name": "Shop",
                  "endpoints": {
                    "getProduct": { "method": "GET", "path": "/products/{id", "responses": { "204": {} } }
                  }
                }
                """,
            expected: [
                "4:57: error: 'path' has unbalanced '{' or '}' (a '{' without a closing '}'); write placeholders as '{name}'"
            ]
        ),
        BrokenSpecCase(
            name: "closing brace without an opening one",
            text: """
                {
                  "name": "Shop",
                  "endpoints": {
                    "getProduct": { "method": "GET", "path": "/products/id}", "responses": { "204": {} } }
                  }
                }
                """,
            expected: [
                "4:59: error: 'path' has unbalanced '{' or '}' (a '}' without an opening '{'); write placeholders as '{name}'"
            ]
        ),
        BrokenSpecCase(
            name: "brace inside a placeholder",
            text: """
                {
                  "name": "Shop",
                  "endpoints": {
                    "getProduct": { "method": "GET", "path": "/products/{i{d}}", "responses": { "204": {} } }
                  }
                }
                """,
            expected: [
                "4:59: error: 'path' has unbalanced '{' or '}' (a '{' inside a placeholder); write placeholders as '{name}'"
            ]
        ),
        BrokenSpecCase(
            name: "empty placeholder",
            text: """
                {
                  "name": "Shop",
                  "endpoints": {
                    "getProduct": { "method": "GET", "path": "/products/{}", "responses": { "204": {} } }
                  }
                }
                """,
            expected: [
                "4:57: error: 'path' has an empty placeholder '{}'"
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
                      "examples": [ { "parameters": { "idd": "p-1" }, "status": 200 }, { "status": 99 } ]
                    }
                  }
                }
                """,
            expected: [
                "9:39: error: example parameter 'idd' is not a parameter of endpoint 'getProduct'; did you mean 'id'?",
                "9:84: error: 'status' must be an HTTP status code from 100 to 599, found 99",
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
            name: "parameter styles the location does not take or that cannot write the type",
            text: """
                {
                  "name": "Shop",
                  "models": { "Filter": { "properties": {} } },
                  "endpoints": {
                    "search": {
                      "method": "GET",
                      "path": "/search/{p}",
                      "parameters": {
                        "p": { "in": "path", "type": "array", "items": { "$ref": "Filter" }, "style": "lable" },
                        "a": { "in": "query", "type": "string", "style": "deepObject" },
                        "b": { "in": "query", "type": "string", "style": "pipeDelimited" },
                        "c": { "in": "query", "type": "array", "items": { "type": "string" }, "style": "spaceDelimited", "explode": true },
                        "d": { "in": "query", "$ref": "Filter", "style": "deepObject", "explode": false },
                        "e": { "in": "query", "type": "string", "style": "matrix" },
                        "H": { "in": "header", "$ref": "Filter" },
                        "I": { "in": "header", "type": "array", "items": { "type": "string" } }
                      },
                      "responses": { "200": { "type": "string" } }
                    }
                  }
                }
                """,
            expected: [
                "9:14: error: path parameter 'p' of endpoint 'search' is an array of object model 'Filter'; path parameters must be scalars or enumerations, arrays of those, or an object or union model",
                "9:87: error: path parameter 'p' cannot have style 'lable'; path parameters take 'simple', 'label' or 'matrix'; did you mean 'label'?",
                "10:9: error: query parameter 'a' of endpoint 'search' has style 'deepObject', which writes an object's members; use it with a '$ref' to an object or union model, or with an array",
                "11:9: error: query parameter 'b' of endpoint 'search' has style 'pipeDelimited', which joins an array's elements; use it with an array or an object model",
                "12:9: error: query parameter 'c' of endpoint 'search' has style 'spaceDelimited' with 'explode: true', which OpenAPI leaves undefined; remove 'explode'",
                "13:9: error: query parameter 'd' of endpoint 'search' has style 'deepObject' with 'explode: false', which OpenAPI leaves undefined; remove 'explode'",
                "14:58: error: query parameter 'e' cannot have style 'matrix'; query parameters take 'form', 'spaceDelimited', 'pipeDelimited' or 'deepObject'",
                "15:14: error: header parameter 'H' of endpoint 'search' refers to object model 'Filter'; header parameters must be scalars or enumerations",
                "16:14: error: header parameter 'I' of endpoint 'search' must be a string, number, boolean, date, UUID or enumeration",
            ]
        ),
        BrokenSpecCase(
            name: "unknown parameter location",
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
                "8:87: error: 'in' must be 'path', 'query' or 'header', found 'cookie'"
            ]
        ),
        BrokenSpecCase(
            name: "header parameters that differ only in case",
            text: """
                {
                  "name": "Shop",
                  "endpoints": {
                    "ping": {
                      "method": "GET",
                      "path": "/ping",
                      "parameters": { "X-Trace": { "in": "header", "type": "string" }, "x-trace": { "in": "header", "type": "string", "swiftName": "lowerTrace" }, "X Id": { "in": "header", "type": "string" } },
                      "responses": { "204": {} }
                    }
                  }
                }
                """,
            expected: [
                "7:72: error: header parameter 'X-Trace' and header parameter 'x-trace' of endpoint 'ping' both become the case-insensitive HTTP header name 'x-trace'",
                "7:23: note: header parameter 'X-Trace' is declared here",
                "7:148: error: header parameter 'X Id' is not a valid HTTP header name; use letters, digits and !#$%&'*+-.^_`|~ only",
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
                "10:34: warning: example body does not fit the spec at price: the spec says the required key `price`, "
                    + "the body has no such key in this object; make `price` optional in model `Product`: mark it "
                    + "`\"optional\": true`, or leave it out of the model's `required` list if it is listed there",
                "10:42: warning: example body does not fit the spec at id: the spec says `string`, the body has a number 1; "
                    + "change `id` to `\"type\": \"integer\"` in model `Product`",
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
        BrokenSpecCase(
            name: "example parameter values the client can never send",
            text: """
                {
                  "name": "Shop",
                  "endpoints": {
                    "search": {
                      "method": "GET",
                      "path": "/search",
                      "parameters": {
                        "limit": { "in": "query", "type": "integer" },
                        "exact": { "in": "query", "type": "boolean" },
                        "ids": { "in": "query", "type": "array", "items": { "type": "integer" } }
                      },
                      "responses": { "200": { "type": "string" } },
                      "examples": [ { "parameters": { "limit": "ten", "exact": "yes", "ids": [1, "2", 3.5] }, "status": 200, "body": "ok" } ]
                    }
                  }
                }
                """,
            expected: [
                "13:48: warning: example parameter 'limit' is 'ten', but the parameter is an integer; no request will match this example",
                "13:64: warning: example parameter 'exact' is 'yes', but the parameter is a boolean; no request will match this example",
                "13:87: warning: example parameter 'ids' is '3.5', but the parameter is an integer; no request will match this example",
            ]
        ),
    ]
}
