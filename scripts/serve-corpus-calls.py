#!/usr/bin/env python3
"""Calls every GET operation of an OpenAPI document on a running `endpoint-gen serve`, with generated values.

Used by scripts/check-serve-corpus.sh. Reads the document (scripts/serve_corpus_values.py: the YAML 1.2 core
schema, as EndpointKit reads it) and the spec `endpoint-gen import-openapi` wrote from it (to name each operation
as `endpoint-gen check` knows it, and to send the constant query a path key such as `/#Action=DescribeStacks`
holds); for every GET operation whose required parameters are all path or query parameters, it sends those
parameters and the optional path and query ones, with values that fit their schemas (serve_corpus_values.py),
arrays and objects as their `style` and `explode` say, expects a 2xx answer, and writes each JSON body to
WORK/<n>.json with a line `endpoint status <n>.json` to WORK/bodies.txt, the list `endpoint-gen check --bodies`
reads.
Prints one line per failure and a summary line `answered 2xx: A of B (C skipped: ...)`. Exit 1 when one failed.
"""
import json
import os
import re
import sys
import urllib.error
import urllib.parse
import urllib.request

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from serve_corpus_values import load, parameter_value, resolve, text  # noqa: E402


def query_items(name, value, parameter):
    """The query items of `value` for `parameter`, as its `style` and `explode` say (form, exploded, by default)."""
    style = parameter.get("style", "form")
    explode = parameter.get("explode", style == "form")
    if isinstance(value, dict):
        if style == "deepObject":
            return deep_items(name, value)
        if explode:
            return [pair for key, item in value.items() for pair in query_items(key, item, {"explode": False})]
        return [(name, flat(value))]
    if isinstance(value, list):
        if style == "deepObject":
            return deep_items(name, value)
        if explode and style == "form":
            return [(name, flat(item)) for item in value]
        separator = {"spaceDelimited": " ", "pipeDelimited": "|"}.get(style, ",")
        return [(name, separator.join(flat(item) for item in value))]
    return [(name, value)]


def deep_items(name, value):
    """`name[key][key]…=leaf` for every leaf of `value`, list items by index."""
    if isinstance(value, dict):
        return [pair for key, item in value.items() for pair in deep_items(f"{name}[{key}]", item)]
    if isinstance(value, list):
        return [pair for index, item in enumerate(value) for pair in deep_items(f"{name}[{index}]", item)]
    return [(name, value)]


def flat(value):
    """An unexploded form value: `a,b` for a list, `k,v,k,v` for an object (nested ones flattened)."""
    if isinstance(value, dict):
        return ",".join(f"{key},{flat(item)}" for key, item in value.items())
    if isinstance(value, list):
        return ",".join(flat(item) for item in value)
    return value


def endpoint_for(spec_endpoints, path):
    """The spec endpoint (name, definition) `endpoint-gen import-openapi` made of `GET path`, or (None, None)."""
    bare = path.split("?")[0].split("#")[0]
    extra = path[len(bare):]
    matches = [(n, e) for n, e in spec_endpoints if e.get("method", "").upper() == "GET" and e.get("path") == bare]
    if len(matches) > 1:
        # Several operations on one path, told apart by the key's query or fragment (`/#Action=DescribeStacks`).
        written = set(re.split(r"[?#&]", extra)) - {""}

        def told(endpoint):
            constant = endpoint.get("constantQuery") or {}
            return all(f"{key}={value}" in written or (value == "" and key in written) for key, value in constant.items())
        matches = [m for m in matches if told(m[1])] or matches
    return matches[0] if matches else (None, None)


def main():
    document_path, spec_path, base_url, work = sys.argv[1:5]
    document = load(document_path)
    with open(spec_path, encoding="utf-8") as handle:
        spec_endpoints = list(json.load(handle).get("endpoints", {}).items())
    called = answered = other_bodies = 0
    skipped = {}
    failures = []
    bodies = open(f"{work}/bodies.txt", "w", encoding="utf-8")
    for path, item in (document.get("paths") or {}).items():
        item = resolve(document, item)
        operation = item.get("get")
        if not isinstance(operation, dict):
            continue
        name, endpoint = endpoint_for(spec_endpoints, path)
        if name is None:
            failures.append(f"GET {path}: endpoint-gen import-openapi made no endpoint of it")
            continue
        constant = endpoint.get("constantQuery") or {}
        parameters = {}
        for parameter in (item.get("parameters") or []) + (operation.get("parameters") or []):
            parameter = resolve(document, parameter)
            if "name" in parameter and "in" in parameter:
                parameters[(parameter["name"], parameter["in"])] = parameter
        if any(p["in"] not in ("path", "query") and p.get("required") for p in parameters.values()):
            skipped["a required header or cookie"] = skipped.get("a required header or cookie", 0) + 1
            continue
        target = endpoint["path"]
        query = [(key, value) for key, value in constant.items()]
        # `/search?term={term}`: the placeholder of a query item is sent as that query item.
        placeholders = dict(
            (match.group(2), match.group(1)) for match in re.finditer(r"([^?#&=]+)=\{([^}]+)\}", path[len(target):])
        )
        missing = []
        for (parameter_name, location), parameter in parameters.items():
            if location not in ("path", "query") or (location == "query" and parameter_name in constant):
                continue
            value = parameter_value(document, parameter)
            if value is None:
                if parameter.get("required") or location == "path":
                    missing.append(parameter_name)
                continue
            if location == "path" and parameter_name in placeholders and "{" + parameter_name + "}" not in target:
                query += query_items(placeholders[parameter_name], value, {})
            elif location == "path":
                written = flat(value) if isinstance(value, (list, dict)) else text(value)
                target = target.replace("{" + parameter_name + "}", urllib.parse.quote(written, safe=","))
            else:
                query += query_items(parameter_name, value, parameter)
        declared = {n for n, location in parameters if location == "path"}
        # A placeholder no parameter declares is a required string query parameter (with a warning).
        query += [(item, "abc") for placeholder, item in placeholders.items() if placeholder not in declared]
        if missing:
            failures.append(f"GET {path}: no value could be built for {', '.join(missing)}")
            continue
        encoded = "&".join(
            urllib.parse.quote(key, safe="[]") + ("=" + urllib.parse.quote(value, safe="") if value != "" or key not in constant else "")
            for key, value in query
        )
        url = base_url + target + ("?" + encoded if query else "")
        called += 1
        try:
            with urllib.request.urlopen(url, timeout=30) as response:
                status, body, headers = response.status, response.read(), response.headers
        except urllib.error.HTTPError as error:
            status, body, headers = error.code, error.read(), error.headers
        if 200 <= status < 300:
            answered += 1
            content_type = (headers.get("Content-Type") or "").split(";")[0].strip().lower()
            if body and (content_type.endswith("/json") or content_type.endswith("+json")):
                with open(f"{work}/{called}.json", "wb") as handle:
                    handle.write(body)
                bodies.write(f"{name} {status} {called}.json\n")
            elif body:
                other_bodies += 1
        else:
            failures.append(f"GET {target}: {status} {body[:300].decode('utf-8', 'replace')}")
    bodies.close()
    for failure in failures:
        print(f"  {failure}")
    skipped_text = ", ".join(f"{count} with {why}" for why, count in sorted(skipped.items()))
    print(f"other bodies (not JSON, not checked): {other_bodies}")
    print(f"answered 2xx: {answered} of {called} GET operations" + (f" ({skipped_text} skipped)" if skipped else ""))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
