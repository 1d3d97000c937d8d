#!/usr/bin/env python3
"""Split a single-file OpenAPI document into a multi-file YAML layout (a benchmark input, issue 49).

Usage: scripts/split-openapi.py DOCUMENT OUTPUT_DIRECTORY

Writes OUTPUT_DIRECTORY/openapi.yaml (the entry: info, servers, tags, security, the components other than schemas)
plus one file per schema (schemas/NAME.yaml) and one per path item (paths/NNNN.yaml), the way large public APIs are
published (DigitalOcean: ~1,500 YAML files). The entry lists no schemas: every `#/components/schemas/NAME` becomes a
relative file reference (`../schemas/NAME.yaml`), so the schemas are found only by following references — the case
where a planner that counts the entry's `components.schemas` sees none. A reference to another component from a
split file points back into the entry (`../openapi.yaml#/components/parameters/P`). A schema file is named after
its component, so the importer names the model as the single-file document does (the file name without its
extension). Data (`example`, `examples`, `enum`, `x-…`) is copied as is.

Reads JSON or YAML (PyYAML, tooling only). Writes block YAML with every string double-quoted.
"""

import json
import os
import re
import sys

SCHEMA_PREFIX = "#/components/schemas/"


def load(path):
    with open(path, encoding="utf-8") as handle:
        text = handle.read()
    if path.endswith(".json"):
        return json.loads(text)
    import yaml

    class Loader(yaml.SafeLoader):
        pass

    # Keep dates and timestamps as the strings they are written as (JSON has none).
    Loader.yaml_implicit_resolvers = {
        key: [(tag, regexp) for tag, regexp in resolvers if tag != "tag:yaml.org,2002:timestamp"]
        for key, resolvers in yaml.SafeLoader.yaml_implicit_resolvers.items()
    }
    return yaml.load(text, Loader=Loader)


def file_name(name):
    return re.sub(r"[^A-Za-z0-9._-]", "_", name) + ".yaml"


def unescape(token):
    return token.replace("~1", "/").replace("~0", "~")


def rewrite(value, in_entry, data=False):
    """`value` with local references rewritten for a file one directory below the entry (or the entry itself)."""
    if isinstance(value, dict):
        result = {}
        for key, member in value.items():
            is_data = data or key in ("example", "examples", "enum", "default") or str(key).startswith("x-")
            if key == "$ref" and isinstance(member, str) and not data and member.startswith("#/"):
                result[key] = reference(member, in_entry)
            elif key == "discriminator" and not data and isinstance(member, dict) and "mapping" in member:
                mapping = member["mapping"] or {}
                result[key] = dict(member, mapping={
                    name: reference(target, in_entry) if isinstance(target, str) and target.startswith("#/")
                    else target for name, target in mapping.items()})
            else:
                result[key] = rewrite(member, in_entry, is_data)
        return result
    if isinstance(value, list):
        return [rewrite(member, in_entry, data) for member in value]
    return value


def reference(pointer, in_entry):
    if pointer.startswith(SCHEMA_PREFIX) and "/" not in pointer[len(SCHEMA_PREFIX):]:
        name = unescape(pointer[len(SCHEMA_PREFIX):])
        return ("schemas/" if in_entry else "../schemas/") + file_name(name)
    return pointer if in_entry else "../openapi.yaml" + pointer


# MARK: YAML output

PLAIN_KEY = re.compile(r"^[A-Za-z_$][A-Za-z0-9_$.-]*$")
RESERVED = {"true", "false", "null", "yes", "no", "on", "off", "y", "n", "~"}


def scalar(value):
    if value is None:
        return "null"
    if value is True:
        return "true"
    if value is False:
        return "false"
    if isinstance(value, (int, float)):
        return json.dumps(value)
    return json.dumps(str(value), ensure_ascii=False)


def key_text(key):
    text = str(key)
    if PLAIN_KEY.match(text) and text.lower() not in RESERVED:
        return text
    return json.dumps(text, ensure_ascii=False)


def emit(value, indent, lines):
    pad = "  " * indent
    if isinstance(value, dict):
        for key, member in value.items():
            if isinstance(member, (dict, list)) and member:
                lines.append(f"{pad}{key_text(key)}:")
                emit(member, indent + 1, lines)
            else:
                lines.append(f"{pad}{key_text(key)}: {inline(member)}")
    else:
        for member in value:
            if isinstance(member, (dict, list)) and member:
                lines.append(f"{pad}-")
                emit(member, indent + 1, lines)
            else:
                lines.append(f"{pad}- {inline(member)}")


def inline(value):
    if isinstance(value, dict):
        return "{}"
    if isinstance(value, list):
        return "[]"
    return scalar(value)


def write(path, value):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    lines = []
    emit(value, 0, lines)
    with open(path, "w", encoding="utf-8") as handle:
        handle.write("\n".join(lines) + "\n")


def main(arguments):
    if len(arguments) != 2:
        print(__doc__.strip().splitlines()[2], file=sys.stderr)
        return 64
    source, output = arguments
    document = load(source)
    components = dict(document.get("components") or {})
    schemas = components.pop("schemas", None) or {}
    paths = document.get("paths") or {}

    entry = {key: value for key, value in document.items() if key not in ("paths", "components")}
    entry = rewrite(entry, in_entry=True)
    entry["paths"] = {}
    for number, (path, item) in enumerate(paths.items(), start=1):
        name = f"{number:04d}.yaml"
        entry["paths"][path] = {"$ref": "paths/" + name}
        write(os.path.join(output, "paths", name), rewrite(item, in_entry=False))
    if components:
        entry["components"] = rewrite(components, in_entry=True)
    for name, schema in schemas.items():
        write(os.path.join(output, "schemas", file_name(name)), rewrite(schema, in_entry=False))
    write(os.path.join(output, "openapi.yaml"), entry)
    print(f"{output}/openapi.yaml: {len(paths)} path files, {len(schemas)} schema files")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
