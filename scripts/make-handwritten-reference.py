#!/usr/bin/env python3
"""Write the plain hand-written Swift version of an OpenAPI document's API (compile-bench reference, issue 17).

This is the code a developer writes without a generator: one file per model, a struct with stored properties,
synthesized `Codable` (a `CodingKeys` enum only where a JSON name is not a Swift name), a memberwise initializer,
and one method per operation over a generic `send`, all on plain Foundation. `scripts/compile-bench.sh` builds it
next to the generated client so the generated client's build time can be given as a ratio of this one's.

It covers what the synthetic benchmark document uses (`../shared/bench/make_synthetic_openapi.py`): object schemas
with string (`date-time` as `Date`), integer, number, boolean, array and `$ref` properties (`allOf` of one `$ref`
with `nullable` included), and operations with path and query parameters, a JSON request body and a JSON 2xx
response. Anything else stops it with a message naming the schema or operation, rather than writing code that
would measure something different.

Usage: make-handwritten-reference.py DOCUMENT.json OUTPUT_DIRECTORY [--operations-per-file N]
"""

import argparse
import json
import os
import re
import sys

SWIFT_KEYWORDS = {
    "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout",
    "internal", "let", "open", "operator", "private", "precedencegroup", "protocol", "public", "rethrows", "static",
    "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue", "default", "defer", "do",
    "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return", "throw", "switch", "where", "while",
    "Any", "as", "await", "false", "is", "nil", "self", "Self", "super", "throws", "true", "try", "Type",
}
HTTP_METHODS = ("get", "put", "post", "delete", "patch", "head", "options")


class Unsupported(Exception):
    """A construct this reference writer does not cover; the message names where it is."""


# MARK: Names

def camel_case(name, upper):
    words = [word for word in re.split(r"[^A-Za-z0-9]+", name) if word]
    if not words:
        raise Unsupported(f"'{name}' has no letters or digits to make a Swift name from")
    parts = []
    for index, word in enumerate(words):
        if index == 0 and not upper:
            parts.append(word[0].lower() + word[1:])
        else:
            parts.append(word[0].upper() + word[1:])
    result = "".join(parts)
    if result[0].isdigit():
        result = "_" + result
    return result


def identifier(name):
    result = camel_case(name, upper=False)
    return f"`{result}`" if result in SWIFT_KEYWORDS else result


def type_name(name):
    return camel_case(name, upper=True)


def bare(name):
    return name.strip("`")


# MARK: Types

def reference_name(reference, where):
    prefix = "#/components/schemas/"
    if not reference.startswith(prefix):
        raise Unsupported(f"{where}: only local schema references are covered, not '{reference}'")
    return type_name(reference[len(prefix):])


def swift_type(schema, where):
    """The Swift type for a property or parameter schema, and whether `null` is allowed."""
    nullable = bool(schema.get("nullable"))
    if "$ref" in schema:
        return reference_name(schema["$ref"], where), nullable
    if "allOf" in schema and len(schema["allOf"]) == 1 and "$ref" in schema["allOf"][0]:
        return reference_name(schema["allOf"][0]["$ref"], where), nullable
    kind = schema.get("type")
    if isinstance(kind, list):
        nullable = nullable or "null" in kind
        rest = [entry for entry in kind if entry != "null"]
        kind = rest[0] if len(rest) == 1 else None
    if kind == "string":
        return ("Date" if schema.get("format") == "date-time" else "String"), nullable
    if kind == "integer":
        return {"int32": "Int32", "int64": "Int64"}.get(schema.get("format"), "Int"), nullable
    if kind == "number":
        return ("Float" if schema.get("format") == "float" else "Double"), nullable
    if kind == "boolean":
        return "Bool", nullable
    if kind == "array":
        element, element_nullable = swift_type(schema.get("items", {}), f"{where}[items]")
        return f"[{element}{'?' if element_nullable else ''}]", nullable
    raise Unsupported(f"{where}: schema {json.dumps(schema)[:120]} is not covered")


# MARK: Models

def write_model(name, schema):
    where = f"components.schemas.{name}"
    if schema.get("type") != "object" or "properties" not in schema:
        raise Unsupported(f"{where}: only object schemas with properties are covered")
    swift_name = type_name(name)
    required = set(schema.get("required", []))
    properties = []
    for json_name, property_schema in schema["properties"].items():
        swift_property_type, nullable = swift_type(property_schema, f"{where}.{json_name}")
        optional = nullable or json_name not in required
        properties.append((identifier(json_name), json_name, swift_property_type + ("?" if optional else ""), optional,
                           property_schema.get("description")))
    lines = ["import Foundation", ""]
    if schema.get("description"):
        lines.append(f"/// {schema['description']}")
    lines.append(f"public struct {swift_name}: Codable, Sendable {{")
    for swift_property, _, property_type, _, description in properties:
        if description:
            lines.append(f"    /// {description}")
        lines.append(f"    public var {swift_property}: {property_type}")
    lines.append("")
    parameters = ", ".join(
        f"{swift_property}: {property_type}{' = nil' if optional else ''}"
        for swift_property, _, property_type, optional, _ in properties)
    lines.append(f"    public init({parameters}) {{")
    for swift_property, _, _, _, _ in properties:
        lines.append(f"        self.{bare(swift_property)} = {swift_property}")
    lines.append("    }")
    if any(bare(swift_property) != json_name for swift_property, json_name, _, _, _ in properties):
        lines.append("")
        lines.append("    enum CodingKeys: String, CodingKey {")
        for swift_property, json_name, _, _, _ in properties:
            if bare(swift_property) == json_name:
                lines.append(f"        case {swift_property}")
            else:
                lines.append(f"        case {swift_property} = \"{json_name}\"")
        lines.append("    }")
    lines.append("}")
    return swift_name, "\n".join(lines) + "\n"


def check_acyclic(schemas):
    """Structs cannot contain themselves; the plain reference covers acyclic documents only."""
    edges = {}
    for name, schema in schemas.items():
        targets = set()
        for property_schema in schema.get("properties", {}).values():
            text = json.dumps(property_schema)
            targets.update(re.findall(r'"#/components/schemas/([^"]+)"', text))
        edges[name] = targets
    state = {}

    def visit(node, path):
        if state.get(node) == "done":
            return
        if state.get(node) == "open":
            raise Unsupported(f"components.schemas: reference cycle {' -> '.join(path + [node])} (use --chain-block)")
        state[node] = "open"
        for target in sorted(edges.get(node, ())):
            visit(target, path + [node])
        state[node] = "done"

    sys.setrecursionlimit(max(10_000, 4 * len(schemas)))
    for name in sorted(schemas):
        visit(name, [])


# MARK: Operations

def json_body_schema(container, where):
    content = container.get("content", {})
    if "application/json" not in content:
        raise Unsupported(f"{where}: only application/json bodies are covered")
    return content["application/json"].get("schema", {})


def write_operation(path, method, operation):
    where = f"paths.{path}.{method}"
    if "operationId" not in operation:
        raise Unsupported(f"{where}: operations need an operationId")
    name = identifier(operation["operationId"])
    arguments = []
    path_expression = path
    query_items = []
    for parameter in operation.get("parameters", []):
        if "$ref" in parameter:
            raise Unsupported(f"{where}: parameter references are not covered")
        parameter_type, _ = swift_type(parameter.get("schema", {}), f"{where}.parameters.{parameter['name']}")
        argument = identifier(parameter["name"])
        if parameter["in"] == "path":
            arguments.append(f"{argument}: {parameter_type}")
            path_expression = path_expression.replace("{" + parameter["name"] + "}", f"\\({bare(argument)})")
        elif parameter["in"] == "query":
            required = parameter.get("required", False)
            arguments.append(f"{argument}: {parameter_type}{'' if required else '? = nil'}")
            query_items.append((parameter["name"], bare(argument), required))
        else:
            raise Unsupported(f"{where}: {parameter['in']} parameters are not covered")
    body_type = None
    if "requestBody" in operation:
        body_type, _ = swift_type(json_body_schema(operation["requestBody"], f"{where}.requestBody"), where)
        arguments.insert(0, f"_ body: {body_type}")
    success = sorted(code for code in operation.get("responses", {}) if code.startswith("2"))
    if not success:
        raise Unsupported(f"{where}: no 2xx response")
    response = operation["responses"][success[0]]
    response_type = "Void"
    if response.get("content"):
        response_type, _ = swift_type(json_body_schema(response, f"{where}.responses.{success[0]}"), where)
    lines = []
    if operation.get("summary"):
        lines.append(f"    /// {operation['summary']}")
    returns = "" if response_type == "Void" else f" -> {response_type}"
    lines.append(f"    public func {name}({', '.join(arguments)}) async throws{returns} {{")
    lines.append(f"        {'var' if query_items else 'let'} query: [URLQueryItem] = []")
    for json_name, argument, required in query_items:
        if required:
            lines.append(f"        query.append(URLQueryItem(name: \"{json_name}\", value: String({argument})))")
        else:
            lines.append(f"        if let {argument} {{ query.append(URLQueryItem(name: \"{json_name}\", "
                         f"value: String({argument}))) }}")
    body = "body" if body_type else "nil as Empty?"
    call = (f"try await send(\"{method.upper()}\", \"{path_expression}\", query: query, body: {body}, "
            f"as: {response_type if response_type != 'Void' else 'Empty'}.self)")
    lines.append(f"        {'return ' if response_type != 'Void' else '_ = '}{call}")
    lines.append("    }")
    return "\n".join(lines)


CLIENT = """import Foundation
#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The API's client, written by hand: one method per operation over `send`.
public struct {client}: Sendable {{
    /// The server every path is resolved against.
    public var baseURL: URL
    /// The session requests go through.
    public var session: URLSession

    /// A client for the server at `baseURL`.
    public init(baseURL: URL = URL(string: "{server}")!, session: URLSession = .shared) {{
        self.baseURL = baseURL
        self.session = session
    }}

    /// A response without a body.
    public struct Empty: Codable, Sendable {{}}

    /// A response whose status is not 2xx.
    public struct UnexpectedStatus: Error {{
        /// The response's status code.
        public var statusCode: Int
        /// The response's body.
        public var body: Data
    }}

    func send<Body: Encodable, Response: Decodable>(
        _ method: String, _ path: String, query: [URLQueryItem], body: Body?, as _: Response.Type
    ) async throws -> Response {{
        var components = URLComponents(url: baseURL.appendingPathComponent(path), resolvingAgainstBaseURL: false)!
        if !query.isEmpty {{ components.queryItems = query }}
        var request = URLRequest(url: components.url!)
        request.httpMethod = method
        request.setValue("application/json", forHTTPHeaderField: "Accept")
        if let body {{
            let encoder = JSONEncoder()
            encoder.dateEncodingStrategy = .iso8601
            request.httpBody = try encoder.encode(body)
            request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        }}
        let (data, response) = try await session.data(for: request)
        let statusCode = (response as? HTTPURLResponse)?.statusCode ?? 0
        guard (200..<300).contains(statusCode) else {{ throw UnexpectedStatus(statusCode: statusCode, body: data) }}
        if Response.self == Empty.self {{ return Empty() as! Response }}
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        return try decoder.decode(Response.self, from: data)
    }}
}}
"""


# MARK: Main

def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("document")
    parser.add_argument("output")
    parser.add_argument("--operations-per-file", type=int, default=100)
    arguments = parser.parse_args()
    if arguments.operations_per_file < 1:
        parser.error("--operations-per-file must be at least 1")
    try:
        with open(arguments.document, encoding="utf-8") as handle:
            document = json.load(handle)
    except (OSError, json.JSONDecodeError) as error:
        print(f"make-handwritten-reference: {arguments.document}: {error}", file=sys.stderr)
        return 1
    try:
        schemas = document.get("components", {}).get("schemas", {})
        check_acyclic(schemas)
        files = {}
        for name in sorted(schemas):
            swift_name, text = write_model(name, schemas[name])
            files[f"{swift_name}.swift"] = text
        client = type_name(document.get("info", {}).get("title", "API")) + "HandWrittenClient"
        servers = document.get("servers") or [{"url": "https://example.com"}]
        files[f"{client}.swift"] = CLIENT.format(client=client, server=servers[0]["url"])
        operations = [write_operation(path, method, item[method])
                      for path, item in document.get("paths", {}).items()
                      for method in HTTP_METHODS if method in item]
        size = arguments.operations_per_file
        for start in range(0, len(operations), size):
            chunk = operations[start:start + size]
            files[f"{client}+Operations{start // size + 1:03}.swift"] = (
                "import Foundation\n\nextension " + client + " {\n" + "\n\n".join(chunk) + "\n}\n")
    except Unsupported as error:
        print(f"make-handwritten-reference: {arguments.document}: {error}", file=sys.stderr)
        return 1
    os.makedirs(arguments.output, exist_ok=True)
    for file_name, text in files.items():
        with open(os.path.join(arguments.output, file_name), "w", encoding="utf-8") as handle:
            handle.write(text)
    lines = sum(text.count("\n") for text in files.values())
    print(f"make-handwritten-reference: {len(files)} files, {lines} lines in {arguments.output}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
