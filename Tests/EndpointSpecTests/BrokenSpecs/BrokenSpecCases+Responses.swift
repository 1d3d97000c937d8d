// MARK: - Responses: headers, case names, error messages

extension BrokenSpecCase {
    static let responses: [BrokenSpecCase] = [
        BrokenSpecCase(
            name: "typed multipart bodies: a boundary, a form style, a field that is no property, a bad part type",
            text: """
                {
                  "name": "Shop",
                  "models": { "U": { "properties": { "file": { "type": "string", "format": "byte" } } } },
                  "endpoints": {
                    "a": { "method": "POST", "path": "/a", "responses": { "204": {} }, "body": { "contentType": "multipart/form-data; boundary=x", "$ref": "U" } },
                    "b": { "method": "POST", "path": "/b", "responses": { "204": {} }, "body": { "contentType": "multipart/form-data", "$ref": "U", "encoding": { "file": { "style": "deepObject" }, "fil": { "contentType": "image/*" } } } },
                    "c": { "method": "POST", "path": "/c", "responses": { "204": {} }, "body": { "contentType": "application/x-www-form-urlencoded", "$ref": "U", "encoding": { "file": { "contentType": "image/png" } } } }
                  }
                }
                """,
            expected: [
                "5:97: error: a typed multipart body draws a random boundary of its own for every request; remove "
                    + "'boundary' from 'contentType'",
                "6:147: error: 'style' and 'explode' apply to form fields; a multipart field's 'encoding' may give "
                    + "only its 'contentType'",
                "6:182: error: the 'contentType' of multipart field 'fil' is not one media type: 'image/*'",
                "6:182: error: multipart field 'fil' in 'encoding' is not a property of model 'U'; did you mean 'file'?",
                "7:161: error: 'contentType' in 'encoding' applies to the parts of a multipart/form-data body; a form "
                    + "field is text",
            ]
        ),
        BrokenSpecCase(
            name: "form bodies: not a model, an unknown style, a field that is no property, encoding on JSON",
            text: """
                {
                  "name": "Shop",
                  "models": { "F": { "properties": { "tags": { "type": "string" } } } },
                  "endpoints": {
                    "a": { "method": "POST", "path": "/a", "body": { "contentType": "application/x-www-form-urlencoded", "type": "string" } },
                    "b": { "method": "POST", "path": "/b", "body": { "contentType": "application/x-www-form-urlencoded", "$ref": "F", "encoding": { "tags": { "style": "deepObjekt" }, "tgs": {} } } },
                    "c": { "method": "POST", "path": "/c", "body": { "$ref": "F", "encoding": {} } }
                  }
                }
                """,
            expected: [
                "5:5: warning: endpoint 'a' declares no 2xx response; a successful call will not decode a body",
                "5:106: error: a form body is the properties of a model: write '$ref' to an object model, or no schema "
                    + "to send bytes you encode yourself (Data)",
                "6:5: warning: endpoint 'b' declares no 2xx response; a successful call will not decode a body",
                "6:152: error: unknown style 'deepObjekt'; did you mean 'deepObject'?",
                "6:168: error: form field 'tgs' in 'encoding' is not a property of model 'F'; did you mean 'tags'?",
                "7:5: warning: endpoint 'c' declares no 2xx response; a successful call will not decode a body",
                "7:67: error: 'encoding' applies only to an application/x-www-form-urlencoded body or a typed "
                    + "multipart/form-data body, not application/json",
            ]
        ),
        BrokenSpecCase(
            name: "body and response media types that are malformed, ranges, unsupported or do not fit the schema",
            text: """
                {
                  "name": "Shop",
                  "endpoints": {
                    "put": {
                      "method": "PUT",
                      "path": "/p",
                      "body": { "contentType": "text/plain", "type": "integer" },
                      "responses": {
                        "200": { "contentType": "text/*" },
                        "201": { "contentType": "text plain" },
                        "202": { "contentType": "application/octet-stream", "$ref": "M" },
                        "203": { "contentType": "text/plain; charset=ebcdic" },
                        "204": { "contentType": "application/json" }
                      }
                    },
                    "upload": {
                      "method": "POST",
                      "path": "/u",
                      "body": { "contentType": "multipart/form-data" },
                      "responses": { "200": { "contentType": "text/plain", "type": "string", "format": "uuid" } }
                    }
                  }
                }
                """,
            expected: [
                "7:46: error: 'type' does not fit the body of endpoint 'put', whose media type text/plain makes it "
                    + "text (String); write no schema or '\"type\": \"string\"'",
                "9:33: error: 'contentType' must name one media type, not a range such as 'text/*'; use for example "
                    + "application/octet-stream or text/plain",
                "10:33: error: 'contentType' is not a media type: 'text plain' is not 'type/subtype'",
                "11:61: error: '$ref' does not fit response '202' of endpoint 'put', whose media type "
                    + "application/octet-stream makes it raw bytes (Data); write no schema or '\"type\": \"string\", "
                    + "\"format\": \"binary\"'",
                "12:33: error: unsupported charset 'ebcdic' in 'contentType'; use 'utf-8', 'us-ascii', "
                    + "'iso-8859-1', 'windows-1252' or 'utf-16'",
                "13:18: error: response '204' of endpoint 'put' declares 'contentType' application/json but no body; "
                    + "add 'type' or '$ref', or remove 'contentType' for a response without a body",
                "19:32: error: a multipart request body is either typed — a '$ref' to an object model whose properties "
                    + "are its parts (multipart/form-data) — or bytes you encode, whose 'boundary' parameter "
                    + "'contentType' must then name",
                "20:78: error: 'format' does not fit response '200' of endpoint 'upload', whose media type text/plain "
                    + "makes it text (String); write no schema or '\"type\": \"string\"'",
            ]
        ),
        BrokenSpecCase(
            name: "response header with an unknown key",
            text: """
                {
                  "name": "Shop",
                  "endpoints": {
                    "ping": {
                      "method": "GET",
                      "path": "/ping",
                      "responses": { "200": { "type": "string", "headers": { "X-A": { "type": "string", "optional": true } } } }
                    }
                  }
                }
                """,
            expected: [
                "7:89: error: unknown key 'optional' in header 'X-A' of response '200' of endpoint 'ping'"
            ]
        ),
        BrokenSpecCase(
            name: "response header name, type, a default that does not fit and case-insensitive duplicate",
            text: """
                {
                  "name": "Shop",
                  "models": { "M": { "properties": { "a": { "type": "string" } } } },
                  "endpoints": {
                    "ping": {
                      "method": "GET",
                      "path": "/ping",
                      "responses": {
                        "200": {
                          "type": "string",
                          "headers": {
                            "Bad Name": { "type": "string" },
                            "X-Map": { "type": "object", "additionalProperties": { "type": "string" } },
                            "X-Model": { "$ref": "M" },
                            "X-Count": { "type": "integer", "default": "one" },
                            "x-count": { "type": "integer" }
                          }
                        }
                      }
                    }
                  }
                }
                """,
            expected: [
                "12:13: error: header 'Bad Name' of response '200' of endpoint 'ping' is not a valid HTTP header name; "
                    + "use letters, digits and !#$%&'*+-.^_`|~ only",
                "13:22: error: header 'X-Map' of response '200' of endpoint 'ping' must be a string, number, boolean, "
                    + "date, UUID or enumeration, or an array of those",
                "14:24: error: header 'X-Model' of response '200' of endpoint 'ping' refers to model 'M', which is not "
                    + "an enumeration; headers must be scalars or enumerations",
                "15:56: error: 'default' must be an integer, found a string",
                "16:13: error: header 'X-Count' and header 'x-count' of response '200' of endpoint 'ping' both become "
                    + "the case-insensitive HTTP header name 'x-count'",
                "15:13: note: header 'X-Count' is declared here",
                "16:13: error: header 'x-count' of endpoint 'ping' is declared with another type, 'default' or "
                    + "'swiftName' by another 2xx response; the 2xx responses share one headers type, so declare it "
                    + "alike in each",
                "15:13: note: it is first declared here",
            ]
        ),
        BrokenSpecCase(
            name: "a header two 2xx responses declare differently",
            text: """
                {
                  "name": "Shop",
                  "endpoints": {
                    "make": {
                      "method": "POST",
                      "path": "/make",
                      "responses": {
                        "200": { "headers": { "X-Id": { "type": "string" } } },
                        "201": { "headers": { "x-id": { "type": "integer" } } }
                      }
                    }
                  }
                }
                """,
            expected: [
                "9:31: error: header 'x-id' of endpoint 'make' is declared with another type, 'default' or "
                    + "'swiftName' by another 2xx response; the 2xx responses share one headers type, so declare it "
                    + "alike in each",
                "8:31: note: it is first declared here",
            ]
        ),
        BrokenSpecCase(
            name: "a header two 2xx responses declare with different defaults",
            text: """
                {
                  "name": "Shop",
                  "endpoints": {
                    "make": {
                      "method": "POST",
                      "path": "/make",
                      "responses": {
                        "200": { "headers": { "X-Mode": { "type": "string", "default": "fast" } } },
                        "201": { "headers": { "X-Mode": { "type": "string" } } }
                      }
                    }
                  }
                }
                """,
            expected: [
                "9:31: error: header 'X-Mode' of endpoint 'make' is declared with another type, 'default' or "
                    + "'swiftName' by another 2xx response; the 2xx responses share one headers type, so declare it "
                    + "alike in each",
                "8:31: note: it is first declared here",
            ]
        ),
        BrokenSpecCase(
            name: "response case names that collide or are reserved",
            text: """
                {
                  "name": "Shop",
                  "endpoints": {
                    "ping": {
                      "method": "GET",
                      "path": "/ping",
                      "responses": {
                        "204": {},
                        "400": { "type": "any" },
                        "404": { "type": "any", "swiftName": "badRequest" },
                        "409": { "type": "any", "swiftName": "response" },
                        "swiftName": { "type": "any" }
                      }
                    }
                  }
                }
                """,
            expected: [
                "10:9: error: response '400' and response '404' of endpoint 'ping' both become the error case name "
                    + "'badRequest'",
                "9:9: note: response '400' is declared here",
                "11:9: error: 'swiftName' 'response' of response '409' of endpoint 'ping' is a member every generated "
                    + "response enumeration has; choose another name",
                "12:9: error: invalid response status 'swiftName' in endpoint 'ping'; use a code from 100 to 599, a "
                    + "range such as '4XX', or 'default'",
            ]
        ),
        BrokenSpecCase(
            name: "errorMessage naming an unknown or non-string property",
            text: """
                {
                  "name": "Shop",
                  "models": {
                    "A": { "properties": { "message": { "type": "string" } }, "errorMessage": "mesage" },
                    "B": { "properties": { "code": { "type": "integer" } }, "errorMessage": "code" },
                    "C": { "type": "string", "enum": ["x"], "errorMessage": "x" }
                  }
                }
                """,
            expected: [
                "4:79: error: 'errorMessage' names 'mesage', which is not a property of model 'A'; did you mean "
                    + "'message'?",
                "5:77: error: 'errorMessage' names 'code', which is not a string property of model 'B'; the message "
                    + "must be a property with \"type\": \"string\" and no format",
                "6:45: error: 'errorMessage' is only allowed on a model with 'properties'",
            ]
        ),
        BrokenSpecCase(
            name: "example headers that cannot be sent",
            text: """
                {
                  "name": "Shop",
                  "endpoints": {
                    "ping": {
                      "method": "GET",
                      "path": "/ping",
                      "responses": { "204": {} },
                      "examples": [ { "status": 204, "headers": { "A B": "x", "X-List": [1], "X-Break": "a\\r\\nb" } } ]
                    }
                  }
                }
                """,
            expected: [
                "8:51: error: example header 'A B' is not a valid HTTP header name; use letters, digits and "
                    + "!#$%&'*+-.^_`|~ only",
                "8:73: error: 'X-List' must be a string, number or boolean, found an array",
                "8:89: error: example header 'X-Break' contains a line break or NUL, which a header value cannot hold",
            ]
        ),
        BrokenSpecCase(
            name: "repository errors reading the typed error body",
            text: """
                {
                  "name": "Shop",
                  "models": {
                    "Item": { "properties": { "id": { "type": "string" } } },
                    "Problem": { "properties": { "detail": { "type": "string" } } }
                  },
                  "endpoints": {
                    "getItem": {
                      "method": "GET",
                      "path": "/items/{id}",
                      "parameters": { "id": { "in": "path", "type": "string" } },
                      "responses": { "200": { "$ref": "Item" }, "404": { "$ref": "Problem" }, "409": { "type": "string" } }
                    }
                  },
                  "repositories": {
                    "Items": {
                      "methods": {
                        "item": {
                          "endpoint": "getItem",
                          "parameters": [{ "name": "id", "type": "String", "to": "id" }],
                          "returns": "ItemDTO",
                          "errors": {
                            "404": { "throw": "E.missing", "arguments": ["id", { "from": "detial" }] },
                            "409": { "throw": "E.busy", "arguments": [{ "from": "detail" }] },
                            "410": { "throw": "E.gone", "arguments": [{ "from": "detail" }, 3] }
                          }
                        }
                      }
                    }
                  }
                }
                """,
            expected: [
                "23:74: error: 'from' names 'detial', which is not a property of model 'Problem', the body of the 404 "
                    + "response of endpoint 'getItem'; did you mean 'detail'?",
                "24:65: error: 'from' reads 'detail' from the body of the 409 response of endpoint 'getItem', which is "
                    + "not a model with properties",
                "25:65: error: 'from' reads 'detail' from the body of the 410 response, but endpoint 'getItem' declares "
                    + "no error response with a body for 410; it declares one for 404 and 409",
                "25:77: error: every element of 'arguments' must be a method parameter's name or { \"from\": "
                    + "\"property\" }, found a number",
            ]
        ),
        BrokenSpecCase(
            name: "repository methods on an endpoint with several 2xx bodies",
            text: """
                {
                  "name": "Shop",
                  "models": { "Item": { "properties": { "id": { "type": "string" } } } },
                  "endpoints": {
                    "makeItem": {
                      "method": "POST",
                      "path": "/items",
                      "responses": { "200": { "$ref": "Item" }, "202": {} }
                    }
                  },
                  "repositories": {
                    "Items": {
                      "methods": {
                        "make": { "endpoint": "makeItem", "returns": "ItemDTO" },
                        "makeID": { "endpoint": "makeItem", "returns": "Void", "from": "id" },
                        "fire": { "endpoint": "makeItem", "returns": "Void" }
                      }
                    }
                  }
                }
                """,
            expected: [
                "14:54: error: method 'make' returns 'ItemDTO', but the 2xx responses of endpoint 'makeItem' have "
                    + "different bodies, so its call returns an enumeration of them; write \"returns\": \"Void\", or "
                    + "give its 2xx responses one body",
                "15:72: error: 'from' reads 'id' but the 2xx responses of endpoint 'makeItem' have different bodies, so "
                    + "its call returns an enumeration of them",
            ]
        ),
    ]
}
