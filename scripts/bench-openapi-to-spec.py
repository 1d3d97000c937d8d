#!/usr/bin/env python3
"""Fallback converter for scripts/compile-bench.sh: the OpenAPI 3.0 subset make_synthetic_openapi.py writes
(object schemas with string/date-time/integer/array properties and `allOf: [$ref]` + `nullable` links; GET/POST
operations with path/query parameters, JSON request bodies and JSON or empty responses) into EndpointKit's own
spec format. Used only when `endpoint-gen import-openapi` is not available; it is not a general importer.

Usage: bench-openapi-to-spec.py INPUT.json OUTPUT.endpoints.json
"""
import json
import sys

REF_PREFIX = "#/components/schemas/"


def schema(node):
    if "$ref" in node:
        return {"$ref": node["$ref"][len(REF_PREFIX):]}
    if "allOf" in node and len(node["allOf"]) == 1:
        converted = schema(node["allOf"][0])
        if node.get("nullable"):
            converted["nullable"] = True
        return converted
    kind = node.get("type")
    result = {"type": kind}
    if kind == "array":
        result["items"] = schema(node["items"])
    if "format" in node:
        result["format"] = node["format"]
    if node.get("nullable"):
        result["nullable"] = True
    if "description" in node:
        result["description"] = node["description"]
    return result


def model(node):
    result = {}
    if "description" in node:
        result["description"] = node["description"]
    result["properties"] = {name: schema(value) for name, value in node.get("properties", {}).items()}
    result["required"] = node.get("required", [])
    return result


def json_schema(content):
    media = (content or {}).get("application/json")
    return schema(media["schema"]) if media and "schema" in media else None


def operation(path, method, node):
    endpoint = {"method": method.upper(), "path": path}
    if "summary" in node:
        endpoint["summary"] = node["summary"]
    parameters = {}
    for parameter in node.get("parameters", []):
        converted = schema(parameter["schema"])
        converted["in"] = parameter["in"]
        if parameter["in"] != "path" and parameter.get("required"):
            converted["required"] = True
        parameters[parameter["name"]] = converted
    if parameters:
        endpoint["parameters"] = parameters
    body = node.get("requestBody")
    if body:
        endpoint["body"] = json_schema(body.get("content"))
    responses = {}
    for status, response in node.get("responses", {}).items():
        converted = json_schema(response.get("content")) or {}
        if "description" in response:
            converted["description"] = response["description"]
        responses[status] = converted
    endpoint["responses"] = responses
    return node["operationId"], endpoint


def convert(document):
    spec = {"name": document.get("info", {}).get("title", "API")}
    servers = document.get("servers") or []
    if servers:
        spec["baseURL"] = servers[0]["url"]
    spec["models"] = {name: model(node) for name, node in document["components"]["schemas"].items()}
    endpoints = {}
    for path, item in document["paths"].items():
        for method, node in item.items():
            name, endpoint = operation(path, method, node)
            endpoints[name] = endpoint
    spec["endpoints"] = endpoints
    return spec


def main():
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    with open(sys.argv[1]) as source:
        document = json.load(source)
    with open(sys.argv[2], "w") as target:
        json.dump(convert(document), target, indent=2)
        target.write("\n")


if __name__ == "__main__":
    main()
