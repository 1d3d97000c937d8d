#!/usr/bin/env python3
"""Random OpenAPI documents without a single example, for scripts/check-mock-property.sh.

Each seed gives one document (random.Random(seed): the same seed, the same document). Its schemas use every type
and format the generator supports: objects with required, optional and nullable properties; strings with the
formats date-time, date, uuid, uri, email, byte, hostname and password, lengths and simple patterns; int32, int64
and plain integers and float and double numbers with bounds (3.0 and 3.1 exclusive forms) and multipleOf; booleans;
string and integer enumerations, `const`, `default`; untyped values; arrays (of scalars, objects, arrays, with
minItems/maxItems); maps (`additionalProperties` with a schema or `true`, beside properties too); nested inline
objects; unions (oneOf with and without a discriminator, anyOf, a union next to properties, nullable unions);
allOf; recursion (a model that refers to itself, two that refer to each other); and text and binary bodies.
Every operation is a GET (some with a path parameter and query parameters) whose success response has a schema
and no example, so `endpoint-gen serve` must build every answer from the schema.

Usage: mock_property_documents.py [--package PACKAGE] DIRECTORY SEED...
  Writes DIRECTORY/doc<SEED>.openapi.json for each seed and DIRECTORY/calls.json: for each document its seed,
  file, API title and the operations, each with the Swift arguments of its call. With --package, also the scratch
  SwiftPM package PACKAGE (see write_package), which depends on this repository's EndpointRuntime by path.
"""
import json
import os
import random
import sys

PATTERNS = ["^[a-z]{3}$", "^\\d{4}-\\d{2}$", "^[A-Z][a-z0-9_]*$", "^v\\d+\\.\\d+$", "^(ab|cd)+x?$", "^[A-F0-9]{8}$"]
STRING_FORMATS = ["date-time", "date", "uuid", "uri", "email", "byte", "binary", "hostname", "password", "ipv4",
                  "ipv6", "time", "duration", "uri-reference"]
# Property names the generated Swift must rename or escape.
PROPERTY_NAMES = ["id", "name", "created_at", "kebab-name", "type", "self", "default", "class", "Value", "count",
                  "is_active", "x", "URL", "2fa", "description", "items", "data", "_links", "camelCase", "enum"]


class DocumentMaker:
    """Makes one document from a seed."""

    def __init__(self, seed):
        self.seed = seed
        self.random = random.Random(seed)
        self.is31 = self.random.random() < 0.5
        self.schemas = {}
        self.operations = []
        self.paths = {}

    # MARK: Scalars

    def scalar(self):
        r = self.random
        choice = r.randrange(14)
        if choice == 0:
            schema = {"type": "string"}
            if r.random() < 0.5:
                schema["minLength"] = r.randrange(0, 8)
                schema["maxLength"] = schema["minLength"] + r.randrange(0, 6)
            return schema
        if choice in (1, 2):
            return {"type": "string", "format": r.choice(STRING_FORMATS)}
        if choice == 3:
            return {"type": "string", "pattern": r.choice(PATTERNS)}
        if choice in (4, 5):
            schema = {"type": "integer"}
            form = r.choice([None, "int32", "int64"])
            if form:
                schema["format"] = form
            self.bounds(schema, integral=True)
            return schema
        if choice == 6:
            schema = {"type": "number", "format": r.choice(["float", "double"])}
            self.bounds(schema, integral=False)
            return schema
        if choice == 7:
            return {"type": "boolean"}
        if choice == 8:
            return {"type": "string", "enum": r.choice([["red", "green", "blue-ish"], ["a b", "A_B"], ["on", "off"]])}
        if choice == 9:
            return {"type": "integer", "enum": r.choice([[3, 5, 8], [-1, 0, 1], [200]])}
        if choice == 10:
            if self.is31:
                return r.choice([{"const": "fixed"}, {"type": "string", "const": "v1"}, {"type": "integer", "const": 7}])
            return {"type": "string", "enum": ["only"]}
        if choice == 11:
            return r.choice([{"type": "integer", "default": 7}, {"type": "string", "default": "none"}])
        if choice == 12:
            return {} if r.random() < 0.5 else {"description": "anything"}
        if choice == 13 and self.is31:
            return {"type": r.choice([["string", "integer"], ["integer", "boolean"], ["number", "string", "null"]])}
        return {"type": "number"}

    def bounds(self, schema, integral):
        r = self.random
        if r.random() < 0.5:
            return
        low = r.randrange(-50, 50) if integral else r.randrange(1, 40) / 4
        high = low + (r.randrange(2, 100) if integral else 3)
        if r.random() < 0.5:
            schema["minimum"] = low
            if r.random() < 0.4:
                if self.is31:
                    del schema["minimum"]
                    schema["exclusiveMinimum"] = low
                else:
                    schema["exclusiveMinimum"] = True
        if r.random() < 0.5:
            schema["maximum"] = high
            if r.random() < 0.4:
                if self.is31:
                    del schema["maximum"]
                    schema["exclusiveMaximum"] = high
                else:
                    schema["exclusiveMaximum"] = True
        if r.random() < 0.2 and "minimum" not in schema and "exclusiveMinimum" not in schema:
            schema["multipleOf"] = 5 if integral else 0.5

    def nullable(self, schema):
        """`schema`, allowing null as the document's version writes it."""
        if "$ref" in schema:
            return {"anyOf": [schema, {"type": "null"}]} if self.is31 else {"allOf": [schema], "nullable": True}
        if self.is31:
            if isinstance(schema.get("type"), str):
                return {**schema, "type": [schema["type"], "null"]}
            return {"anyOf": [schema, {"type": "null"}]}
        return {**schema, "nullable": True} if "type" in schema else schema

    # MARK: Composites

    def schema(self, depth, models):
        """A random schema: a scalar, an array, a map, a nested object or a reference to one of `models`."""
        r = self.random
        choice = r.randrange(12)
        if choice == 0 and depth < 3:
            schema = {"type": "array", "items": self.schema(depth + 1, models)}
            if r.random() < 0.3:
                schema["minItems"] = r.randrange(1, 3)
                schema["maxItems"] = schema["minItems"] + r.randrange(0, 3)
            return schema
        if choice == 1 and depth < 3:
            values = True if r.random() < 0.2 else self.schema(depth + 1, models)
            return {"type": "object", "additionalProperties": values}
        if choice == 2 and depth < 2:
            schema = self.inline_object(depth + 1, models)
            if r.random() < 0.2:
                schema["additionalProperties"] = False
            return schema
        if choice == 5 and depth < 2:
            alternatives = [self.schema(depth + 1, models) for _ in range(r.randrange(2, 4))]
            return {r.choice(["oneOf", "anyOf"]): alternatives}
        if choice in (3, 4) and models:
            return {"$ref": "#/components/schemas/" + r.choice(models)}
        return self.scalar()

    def inline_object(self, depth, models, count=None):
        r = self.random
        names = r.sample(PROPERTY_NAMES, count if count is not None else r.randrange(1, 6))
        properties = {}
        required = []
        for name in names:
            schema = self.schema(depth, models)
            if r.random() < 0.2:
                schema = self.nullable(schema)
            if r.random() < 0.1:
                schema = {**schema, r.choice(["readOnly", "writeOnly"]): True}
            properties[name] = schema
            if r.random() < 0.5:
                required.append(name)
        schema = {"type": "object", "properties": properties}
        if required:
            schema["required"] = required
        return schema

    def models(self):
        """Component schemas: objects first (earlier ones only are required references, so values are finite),
        then recursion, enumerations, unions and allOf."""
        r = self.random
        ref = lambda name: {"$ref": "#/components/schemas/" + name}  # noqa: E731
        objects = []
        for index in range(r.randrange(2, 6)):
            name = f"Thing{index}"
            schema = self.inline_object(0, objects)
            if r.random() < 0.25:
                schema["additionalProperties"] = True if r.random() < 0.5 else self.scalar()
            self.schemas[name] = schema
            objects.append(name)
        # Recursion: a tree, and two models that refer to each other.
        self.schemas["Node"] = {
            "type": "object",
            "required": ["label", "children"],
            "properties": {
                "label": {"type": "string"},
                "children": {"type": "array", "items": ref("Node")},
                "parent": ref("Node"),
                "next": self.nullable(ref("Node")),
            },
        }
        self.schemas["Left"] = {"type": "object", "properties": {"right": ref("Right"), "n": {"type": "integer"}}}
        self.schemas["Right"] = {"type": "object", "required": ["left"],
                                 "properties": {"left": self.nullable(ref("Left"))}}
        self.schemas["Colour"] = {"type": "string", "enum": ["red", "green", "dark-blue"]}
        self.schemas["Level"] = {"type": "integer", "format": "int32", "enum": [1, 2, 3]}
        # A discriminated union: each alternative an object with the discriminator property.
        for kind in ("Cat", "Dog"):
            self.schemas[kind] = {
                "type": "object",
                "required": ["petType", "name"],
                "properties": {"petType": {"type": "string"}, "name": {"type": "string"},
                               "traits": self.schema(1, objects)},
            }
        self.schemas["Pet"] = {"oneOf": [ref("Cat"), ref("Dog")], "discriminator": {"propertyName": "petType"}}
        if r.random() < 0.5:
            self.schemas["Pet"]["discriminator"]["mapping"] = {"cat": "#/components/schemas/Cat",
                                                               "dog": "#/components/schemas/Dog"}
        self.schemas["Either"] = {"oneOf": [ref(r.choice(objects)), {"type": "string"}]}
        self.schemas["NumberOrText"] = {"oneOf": [{"type": "integer"}, {"type": "string", "format": "uuid"}]}
        self.schemas["Some"] = {"anyOf": [ref(objects[0]), ref(objects[-1])]}
        self.schemas["Merged"] = {"allOf": [ref(objects[0]), self.inline_object(1, objects, count=2)]}
        self.schemas["WithVariant"] = {
            "type": "object",
            "required": ["id"],
            "properties": {"id": {"type": "string", "format": "uuid"}},
            "oneOf": [
                {"type": "object", "required": ["card"], "properties": {"card": {"type": "string"}}},
                {"type": "object", "required": ["iban"], "properties": {"iban": {"type": "string",
                                                                                  "pattern": "^[A-Z]{2}\\d{4}$"}}},
            ],
        }
        # Polymorphism through allOf: the base object holds the discriminator, each subtype is allOf [base, own].
        self.schemas["Vehicle"] = {
            "type": "object",
            "required": ["vehicleType"],
            "properties": {"vehicleType": {"type": "string"}, "wheels": {"type": "integer", "format": "int32"}},
            "discriminator": {"propertyName": "vehicleType",
                              "mapping": {"car": "#/components/schemas/Car", "bike": "#/components/schemas/Bike"}},
        }
        self.schemas["Car"] = {"allOf": [ref("Vehicle"), {"type": "object", "required": ["seats"],
                                                          "properties": {"seats": {"type": "integer"}}}]}
        self.schemas["Bike"] = {"allOf": [ref("Vehicle"), {"type": "object",
                                                           "properties": {"gears": self.scalar()}}]}
        self.schemas["AnyVehicle"] = {"oneOf": [ref("Car"), ref("Bike")],
                                      "discriminator": self.schemas["Vehicle"]["discriminator"]}
        self.schemas["Holder"] = {
            "type": "object",
            "required": ["pet", "colour", "level"],
            "properties": {"pet": ref("Pet"), "colour": ref("Colour"), "level": ref("Level"),
                           "maybe": self.nullable(ref("Either")), "tree": ref("Node"),
                           "pets": {"type": "array", "items": ref("Pet")},
                           "byName": {"type": "object", "additionalProperties": ref("Some")},
                           "vehicles": {"type": "array", "items": ref("AnyVehicle")},
                           "grid": {"type": "array", "items": {"type": "array", "items": ref("Level")}}},
        }
        return objects

    # MARK: Operations

    def operation(self, schema, media="application/json", status="200", parameters=False, headers=None):
        number = len(self.operations)
        operation_id = f"op{number}"
        path = f"/ops/{number}"
        arguments = ""
        content = {media: {"schema": schema}} if schema is not None else None
        response = {"description": "the answer"}
        if headers:
            response["headers"] = headers
        if content:
            response["content"] = content
        responses = {status: response}
        if self.random.random() < 0.3:
            responses["404"] = {"description": "not found",
                                "content": {"application/json": {"schema": {"type": "object", "required": ["error"],
                                                                            "properties": {"error": {"type": "string"}}}}}}
        get = {"operationId": operation_id, "responses": responses}
        if parameters:
            path += "/{id}"
            get["parameters"] = [
                {"name": "id", "in": "path", "required": True, "schema": {"type": "string"}},
                {"name": "q", "in": "query", "required": True, "schema": {"type": "string", "minLength": 1}},
                {"name": "limit", "in": "query", "schema": {"type": "integer", "minimum": 1, "maximum": 50}},
            ]
            arguments = 'id: "p-1", q: "swift", limit: 10'
        self.paths[path] = {"get": get}
        self.operations.append({"operationId": operation_id, "arguments": arguments, "headers": bool(headers),
                                "response": f"{status} {media if content else '(no body)'}"
                                + (f" + {len(headers)} headers" if headers else "")})

    def document(self):
        r = self.random
        objects = self.models()
        ref = lambda name: {"$ref": "#/components/schemas/" + name}  # noqa: E731
        for name in self.schemas:
            self.operation(ref(name), parameters=r.random() < 0.2)
        for _ in range(r.randrange(4, 9)):
            self.operation(self.schema(0, objects + ["Pet", "Holder", "Node"]))
        self.operation({"type": "array", "items": ref("Holder")}, status=r.choice(["200", "201"]))
        self.operation({"type": "object", "additionalProperties": ref("Pet")})
        self.operation(self.nullable(ref(objects[0])))
        self.operation({"type": "string", "format": "date-time"})
        self.operation(self.inline_object(0, objects, count=4))
        self.operation({"oneOf": [ref("Cat"), ref("Dog")]})
        self.operation({"type": "string"}, media="text/plain")
        self.operation({"type": "string", "format": "binary"}, media="application/octet-stream")
        self.operation({"type": "string", "format": "binary"}, media="image/png", status="201")
        self.operation(None, status="204")
        self.operation(ref("Thing0"), parameters=r.random() < 0.5, headers={
            "X-Rate-Limit": {"required": True, "schema": {"type": "integer", "format": "int32", "minimum": 1}},
            "X-Request-ID": {"required": True, "schema": {"type": "string", "format": "uuid"}},
            "Last-Modified": {"required": True, "schema": {"type": "string", "format": "date-time"}},
            "X-Mode": {"required": True, "schema": {"type": "string", "enum": ["fast", "slow"]}},
            "X-Tags": {"required": True, "schema": {"type": "array", "items": {"type": "string"}}},
            "X-Ratio": {"required": r.random() < 0.5, "schema": {"type": "number", "format": "double"}},
            "X-Flag": {"required": True, "schema": {"type": "boolean"}},
        })
        return {
            "openapi": "3.1.0" if self.is31 else "3.0.3",
            "info": {"title": f"Doc{self.seed}", "version": "1.0.0"},
            "paths": self.paths,
            "components": {"schemas": self.schemas},
        }


# MARK: The scratch package

def write_package(directory, root, calls):
    """Writes the scratch package: a target MockDoc<SEED> per document (for `endpoint-gen generate` to fill), and
    the executable MockPropertyCalls, which calls every operation of every document through its generated client
    with the real URLSessionHTTPClient, the documents' server URLs given as arguments in `calls` order."""
    sources = os.path.join(directory, "Sources")
    modules = [f"MockDoc{document['seed']}" for document in calls]
    for module in modules + ["MockPropertyCalls"]:
        os.makedirs(os.path.join(sources, module), exist_ok=True)
    runtime = '.product(name: "EndpointRuntime", package: "EndpointKit")'
    targets = "".join(f'        .target(name: "{module}", dependencies: [{runtime}]),\n' for module in modules)
    dependencies = ", ".join([runtime] + [f'"{module}"' for module in modules])
    with open(os.path.join(directory, "Package.swift"), "w", encoding="utf-8") as manifest:
        manifest.write(
            "// swift-tools-version: 6.1\nimport PackageDescription\n\nlet package = Package(\n"
            '    name: "MockProperty",\n    platforms: [.macOS(.v14), .iOS(.v17)],\n'
            f'    dependencies: [.package(name: "EndpointKit", path: {json.dumps(root)})],\n    targets: [\n'
            + targets
            + f'        .executableTarget(name: "MockPropertyCalls", dependencies: [{dependencies}]),\n'
            "    ]\n)\n"
        )
    caller = os.path.join(sources, "MockPropertyCalls")
    # One function per document, in a file of its own: one huge top-level function took minutes to compile.
    for document in calls:
        seed = document["seed"]
        lines = [
            "// Written by scripts/mock_property_documents.py.",
            "import EndpointRuntime",
            "import Foundation",
            f"import MockDoc{seed}",
            "",
            f"/// Calls every operation of the document of seed {seed} at `url`: how many, and how many failed.",
            f"func callDocument{seed}(at url: URL, through http: URLSessionHTTPClient) async -> (calls: Int, failures: Int) {{",
            f"    let client = {document['title']}Client(baseURL: url, httpClient: http)",
            "    var failures = 0",
        ]
        for operation in document["operations"]:
            label = f"seed {seed} {operation['operationId']} ({operation['response']})"
            call = f"client.{operation['operationId']}({operation['arguments']})"
            if operation["headers"]:
                # The typed headers too: withResponse fails on a missing or malformed declared header.
                endpoint = f"{document['title']}Endpoints.{operation['operationId']}({operation['arguments']})"
                call = f"client.withResponse({endpoint})"
            lines += [
                "    do {",
                f"        _ = try await {call}",
                f'        print("ok {label}")',
                "    } catch {",
                "        failures += 1",
                f'        print("FAIL {label}: \\(error)")',
                "    }",
            ]
        lines += [f"    return ({len(document['operations'])}, failures)", "}", ""]
        with open(os.path.join(caller, f"Document{seed}.swift"), "w", encoding="utf-8") as file:
            file.write("\n".join(lines))
    lines = [
        "// Written by scripts/mock_property_documents.py: calls every operation of every document.",
        "import EndpointRuntime",
        "import Foundation",
        "",
        "let urls = CommandLine.arguments.dropFirst().compactMap(URL.init(string:))",
        f"guard urls.count == {len(calls)} else {{",
        f'    print("usage: MockPropertyCalls URL... ({len(calls)} server URLs, one per document)")',
        "    exit(64)",
        "}",
        "let http = URLSessionHTTPClient(timeout: .seconds(60))",
        "var failures = 0",
        "var calls = 0",
    ]
    for index, document in enumerate(calls):
        lines += [
            f"let document{document['seed']} = await callDocument{document['seed']}(at: urls[{index}], through: http)",
            f"calls += document{document['seed']}.calls",
            f"failures += document{document['seed']}.failures",
        ]
    lines += [
        'print("\\(calls) calls: \\(calls - failures) decoded, \\(failures) failed")',
        "exit(failures == 0 ? 0 : 1)",
        "",
    ]
    with open(os.path.join(caller, "main.swift"), "w", encoding="utf-8") as main:
        main.write("\n".join(lines))


def main(arguments):
    if len(arguments) < 2:
        sys.exit(__doc__)
    package = None
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    if arguments[0] == "--package":
        package, arguments = arguments[1], arguments[2:]
    directory = arguments[0]
    os.makedirs(directory, exist_ok=True)
    calls = []
    for seed in (int(text) for text in arguments[1:]):
        maker = DocumentMaker(seed)
        document = maker.document()
        file = f"doc{seed}.openapi.json"
        with open(os.path.join(directory, file), "w", encoding="utf-8") as output:
            json.dump(document, output, indent=2)
            output.write("\n")
        calls.append({"seed": seed, "file": file, "title": document["info"]["title"],
                      "operations": maker.operations})
    with open(os.path.join(directory, "calls.json"), "w", encoding="utf-8") as output:
        json.dump(calls, output, indent=2)
    if package:
        write_package(package, root, calls)


if __name__ == "__main__":
    main(sys.argv[1:])
