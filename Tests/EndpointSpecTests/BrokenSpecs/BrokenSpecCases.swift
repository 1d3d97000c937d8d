extension BrokenSpecCase {
    /// Every broken spec the table test checks.
    static let all: [BrokenSpecCase] =
        syntax + structure + schemas + models + endpoints + responses + examples + repositories + names
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
        BrokenSpecCase(
            name: "model conformances that are not offered",
            text: """
                {
                  "name": "Shop",
                  "modelConformances": ["Hashible", "Codable", "Hashable", "Hashable"]
                }
                """,
            expected: [
                "3:25: error: 'modelConformances' accepts 'Equatable' and 'Hashable', found 'Hashible'; did you mean "
                    + "'Hashable'?",
                "3:37: error: 'modelConformances' accepts 'Equatable' and 'Hashable', found 'Codable'",
                "3:60: warning: 'Hashable' is listed twice in 'modelConformances'",
            ]
        ),
        BrokenSpecCase(
            name: "model properties that are neither var nor let",
            text: """
                {
                  "name": "Shop",
                  "modelProperties": "lett"
                }
                """,
            expected: [
                "3:22: error: 'modelProperties' is 'var' (the default: values can be changed) or 'let' (built whole, "
                    + "quicker to compile), found 'lett'; did you mean 'let'?"
            ]
        ),
    ]
}
