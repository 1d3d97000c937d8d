#!/usr/bin/env python3
"""Calls every GET operation of an OpenAPI document on a running `endpoint-gen serve`, with generated values.

Used by scripts/check-serve-corpus.sh. Reads the document with PyYAML and the spec `endpoint-gen import-openapi`
wrote from it (to name each operation as `endpoint-gen check` knows it); for every GET operation whose required
parameters are all path or query parameters, it sends those parameters (and the optional scalar ones) with values
built from their schemas (`example`, `enum`, `default`, else the type, format and bounds), expects a 2xx answer,
and writes each body to WORK/<n>.json with a line `name status file` to WORK/bodies.txt for `endpoint-gen check`.
Prints one line per failure and a summary line `answered 2xx: A of B (C skipped: ...)`. Exit 1 when one failed.
"""
import json
import sys
import urllib.error
import urllib.parse
import urllib.request

import yaml


def resolve(document, node, depth=0):
    """`node` with `$ref`s into the document followed."""
    while isinstance(node, dict) and "$ref" in node and depth < 32:
        reference = node["$ref"]
        if not reference.startswith("#/"):
            return {}
        target = document
        for part in reference[2:].split("/"):
            part = part.replace("~1", "/").replace("~0", "~")
            target = target.get(part, {}) if isinstance(target, dict) else {}
        node = target
        depth += 1
    return node if isinstance(node, dict) else {}


def scalar_value(document, schema):
    """A value of the scalar `schema` as text, or None when the schema is not a scalar."""
    schema = resolve(document, schema)
    for key in ("allOf", "oneOf", "anyOf"):
        if key in schema and isinstance(schema[key], list) and schema[key]:
            merged = dict(schema)
            merged.pop(key)
            merged.update(resolve(document, schema[key][0]))
            schema = merged
    if "example" in schema and not isinstance(schema["example"], (dict, list)):
        return text(schema["example"])
    if isinstance(schema.get("enum"), list) and schema["enum"] and schema["enum"][0] is not None:
        return text(schema["enum"][0])
    if "default" in schema and not isinstance(schema["default"], (dict, list)) and schema["default"] is not None:
        return text(schema["default"])
    kind = schema.get("type", "string")
    if isinstance(kind, list):
        kind = next((k for k in kind if k != "null"), "string")
    form = schema.get("format")
    if kind in ("integer", "number"):
        low = schema.get("minimum")
        high = schema.get("maximum")
        value = 1
        if isinstance(low, (int, float)):
            value = max(value, low + (1 if schema.get("exclusiveMinimum") is True else 0))
        if isinstance(high, (int, float)) and value > high:
            value = high - (1 if schema.get("exclusiveMaximum") is True else 0)
        return str(int(value)) if kind == "integer" else str(value)
    if kind == "boolean":
        return "true"
    if kind == "string":
        value = {
            "date-time": "2024-01-01T12:00:00Z",
            "date": "2024-01-01",
            "uuid": "3fa85f64-5717-4562-b3fc-2c963f66afa6",
            "uri": "https://example.com/",
            "email": "user@example.com",
            "byte": "ZXhhbXBsZQ==",
        }.get(form, "abc")
        if isinstance(schema.get("minLength"), int) and len(value) < schema["minLength"]:
            value += "x" * (schema["minLength"] - len(value))
        if isinstance(schema.get("maxLength"), int) and len(value) > schema["maxLength"]:
            value = value[: max(schema["maxLength"], 1)]
        return value
    return None


def text(value):
    if isinstance(value, bool):
        return "true" if value else "false"
    return str(value)


def parameter_value(document, parameter):
    """The value to send for `parameter`: a text, a list of texts (an array), or None to leave it out."""
    if "example" in parameter and not isinstance(parameter["example"], (dict, list)):
        return text(parameter["example"])
    schema = resolve(document, parameter.get("schema", {}))
    if schema.get("type") == "array":
        item = scalar_value(document, schema.get("items", {}))
        return None if item is None else [item]
    return scalar_value(document, schema)


def main():
    document_path, spec_path, base_url, work = sys.argv[1:5]
    with open(document_path, encoding="utf-8") as handle:
        document = yaml.safe_load(handle)
    with open(spec_path, encoding="utf-8") as handle:
        spec = json.load(handle)
    names = {}
    for name, endpoint in spec.get("endpoints", {}).items():
        names[(endpoint.get("method", "").upper(), endpoint.get("path"))] = name
    called = answered = 0
    skipped = {}
    failures = []
    bodies = open(f"{work}/bodies.txt", "w", encoding="utf-8")
    for path, item in (document.get("paths") or {}).items():
        item = resolve(document, item)
        operation = item.get("get")
        if not isinstance(operation, dict):
            continue
        if "?" in path or "#" in path:
            skipped["path with a query"] = skipped.get("path with a query", 0) + 1
            continue
        parameters = {}
        for parameter in (item.get("parameters") or []) + (operation.get("parameters") or []):
            parameter = resolve(document, parameter)
            if "name" in parameter and "in" in parameter:
                parameters[(parameter["name"], parameter["in"])] = parameter
        if any(p["in"] not in ("path", "query") and p.get("required") for p in parameters.values()):
            skipped["a required header or cookie"] = skipped.get("a required header or cookie", 0) + 1
            continue
        target = path
        query = []
        complete = True
        for (name, location), parameter in parameters.items():
            if location not in ("path", "query"):
                continue
            value = parameter_value(document, parameter)
            if value is None:
                if parameter.get("required") or location == "path":
                    complete = False
                continue
            if location == "path":
                target = target.replace("{" + name + "}", urllib.parse.quote(text(value), safe=""))
            elif isinstance(value, list):
                query += [(name, item) for item in value]
            else:
                query.append((name, value))
        if not complete:
            skipped["an object parameter"] = skipped.get("an object parameter", 0) + 1
            continue
        url = base_url + target + ("?" + urllib.parse.urlencode(query) if query else "")
        called += 1
        try:
            with urllib.request.urlopen(url, timeout=30) as response:
                status, body = response.status, response.read()
        except urllib.error.HTTPError as error:
            status, body = error.code, error.read()
        if 200 <= status < 300:
            answered += 1
            name = names.get(("GET", path.split("?")[0]))
            if name and body:
                file = f"{work}/{called}.json"
                with open(file, "wb") as handle:
                    handle.write(body)
                bodies.write(f"{name} {status} {file} {response.headers.get('Content-Type', '')}\n")
        else:
            failures.append(f"GET {target}: {status} {body[:300].decode('utf-8', 'replace')}")
    bodies.close()
    for failure in failures:
        print(f"  {failure}")
    skipped_text = ", ".join(f"{count} with {why}" for why, count in sorted(skipped.items()))
    print(f"answered 2xx: {answered} of {called} GET operations" + (f" ({skipped_text} skipped)" if skipped else ""))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
